/**
 * Referral capture (src/domain/referral/capture.ts; spec §9 cookie lifetimes, §7 referral
 * parameters): which cookies a query sets with which lifetimes, that junk values set nothing, and
 * what a registration reads back from the cookies.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { referralCookies, referralOf, REFERRAL_LIFETIMES_S, type ReferralCookie } from '../../src/domain/referral/capture.ts';

const cookies = (query: string) => Object.fromEntries(referralCookies(new URLSearchParams(query)).map((c) => [c.name, c]));

describe('referral cookies', () => {
  it('sets the bring-a-friend cookies with the lifetimes of spec §9', () => {
    const set = cookies('bf=42&pb=p-1');
    expect(set.refererid).toEqual({ name: 'refererid', value: '42', maxAgeS: 60 * 86_400 });
    expect(set.reflinkid).toEqual({ name: 'reflinkid', value: 'bf:42', maxAgeS: 60 * 86_400 });
    expect(set.referral_values!.maxAgeS).toBe(86_400);
    expect(JSON.parse(set.referral_values!.value)).toEqual({ type: 'bf', val: '42', additional: null });
    expect(set.postback_watcher).toEqual({ name: 'postback_watcher', value: 'p-1', maxAgeS: 30 * 86_400 });
  });

  it('keeps tags 60 days and other sources 1 hour; partners 30 days by click id, else 60; a link without pb ends the watcher in 4 s', () => {
    expect(cookies('btag=aff_7').reflinkid).toEqual({ name: 'reflinkid', value: 'aff_7', maxAgeS: REFERRAL_LIFETIMES_S.reflinkidLong });
    expect(cookies('utm_source=news').reflinkid).toEqual({ name: 'reflinkid', value: 'utm_source:news', maxAgeS: 3600 });
    expect(cookies('click_id=c1&partner_id=p2').ref_partner_id).toEqual({ name: 'ref_partner_id', value: 'c1', maxAgeS: 30 * 86_400 });
    expect(cookies('partner_id=p2').ref_partner_id!.maxAgeS).toBe(60 * 86_400);
    expect(cookies('subid=s1').subid!.maxAgeS).toBe(60 * 86_400);
    expect(cookies('tag=t').postback_watcher).toEqual({ name: 'postback_watcher', value: '', maxAgeS: 4 });
  });

  it('sets nothing for a query without a well-formed referral parameter', () => {
    fc.assert(fc.property(fc.string(), (junk) => {
      const query = new URLSearchParams({ bf: `x${junk}`, tag: `${junk}<>`, q: junk });
      expect(referralCookies(query).filter((c) => c.name !== 'postback_watcher' && c.name !== 'reflinkid' && c.name !== 'referral_values')).toEqual([]);
      for (const c of referralCookies(query)) expect(c.value).toMatch(/^[A-Za-z0-9._~:{}",\- ]*$/);
    }));
    expect(referralCookies(new URLSearchParams('bf=0&tag=%3Cscript%3E&q=1'))).toEqual([]);
  });

  it('reads back what it set, and drops malformed cookies', () => {
    const set = new Map<string, string>(referralCookies(new URLSearchParams('bf=42&click_id=c1&subid=s1&pb=p1')).map((c: ReferralCookie) => [c.name, c.value]));
    expect(referralOf((name) => set.get(name))).toEqual({ referrerId: 42, reflinkid: 'bf:42', refPartnerId: 'c1', subid: 's1', postback: 'p1', values: { type: 'bf', val: '42', additional: null } });
    expect(referralOf(() => undefined)).toBeNull();
    expect(referralOf((name) => (name === 'refererid' ? '1; drop' : name === 'referral_values' ? '{"type":"evil","val":"1"}' : undefined))).toBeNull();
  });
});
