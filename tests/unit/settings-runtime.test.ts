/**
 * Run-time settings plumbing (items 3–4): a brand's guest pages are dropped when its
 * settings change (also a render under way then is not stored), and every feature flag comes
 * through OpenFeature — our provider answers the effective settings, and another provider (here
 * OpenFeature's in-memory one, standing for Unleash or flagd) replaces it without other changes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryProvider, OpenFeature } from '@openfeature/server-sdk';
import { clearPageCache, invalidateBrandPages, pageCacheKey, servePage } from '../../src/server/page-cache.ts';
import { evaluateFeatures, evaluationContext, PortalSettingsProvider } from '../../src/server/settings/flags.ts';
import { brands } from '../../src/server/brands.ts';
import { FEATURES } from '../../schemas/brand.ts';

const html = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/html' } });
const url = (host: string, path: string) => new URL(`http://${host}${path}`);

afterEach(() => clearPageCache());

describe('page cache and settings changes', () => {
  it('keys pages by brand, host, language and URL, and drops one brand\'s pages on a change', async () => {
    const vip = pageCacheKey('vip', 'en', url('vip.betportal.test', '/en/results'));
    const main = pageCacheKey('main', 'ru', url('localhost', '/ru/results'));
    expect(pageCacheKey('main', 'ru', url('betportal.test', '/ru/results'))).not.toBe(main);
    let renders = 0;
    const render = async () => html(`render ${++renders}`);
    await servePage(vip, render);
    await servePage(main, render);
    expect(await (await servePage(vip, render)).text()).toBe('render 1');
    invalidateBrandPages('vip');
    expect(await (await servePage(vip, render)).text()).toBe('render 3');
    expect(await (await servePage(main, render)).text()).toBe('render 2');
  });

  it('does not store a render that was under way when the brand changed', async () => {
    const key = pageCacheKey('vip', 'en', url('vip.betportal.test', '/en'));
    let renders = 0;
    const slow = servePage(key, async () => {
      await new Promise((r) => setTimeout(r, 20));
      return html(`old ${++renders}`);
    });
    invalidateBrandPages('vip');
    expect(await (await slow).text()).toBe('old 1');
    expect(await (await servePage(key, async () => html(`new ${++renders}`))).text()).toBe('new 2');
  });
});

describe('feature flags through OpenFeature', () => {
  const vip = brands.byId.get('vip')!;
  const context = { brandId: 'vip', domain: 'vip.betportal.test', language: 'en', country: 'TR', playerId: 7 };

  afterEach(async () => {
    await OpenFeature.setProviderAndWait(new PortalSettingsProvider());
  });

  it('builds the evaluation context from brand, domain, language and country', () => {
    expect(evaluationContext(context)).toEqual({ targetingKey: '7', brand: 'vip', domain: 'vip.betportal.test', language: 'en', country: 'TR' });
    expect(evaluationContext({ ...context, country: null, playerId: null })).toEqual({ targetingKey: 'guest', brand: 'vip', domain: 'vip.betportal.test', language: 'en' });
  });

  it('our provider answers the effective settings; the same brand object comes back when they agree', async () => {
    const provider = new PortalSettingsProvider();
    expect((await provider.resolveBooleanEvaluation('results', false, evaluationContext(context))).value).toBe(true);
    expect((await provider.resolveBooleanEvaluation('cyber', true, evaluationContext(context))).value).toBe(false);
    expect((await provider.resolveBooleanEvaluation('nope', true, evaluationContext(context))).errorCode).toBe('FLAG_NOT_FOUND');
    expect(await evaluateFeatures(vip, context)).toBe(vip);
  });

  it('our provider is asked once per effective brand; another provider on every request', async () => {
    let asked = 0;
    class Counting extends PortalSettingsProvider {
      override async resolveBooleanEvaluation(...args: Parameters<PortalSettingsProvider['resolveBooleanEvaluation']>) {
        asked++;
        return super.resolveBooleanEvaluation(...args);
      }
    }
    await OpenFeature.setProviderAndWait(new Counting());
    const guest = { ...context, playerId: null, country: null };
    // A request brand object of its own, so no earlier evaluation is reused.
    const brand = { ...vip };
    const first = await evaluateFeatures(brand, guest);
    expect(asked).toBe(FEATURES.length);
    // Another player, language and country on the same brand and domain: our provider reads none of them.
    expect(await evaluateFeatures(brand, { ...guest, playerId: 8, language: 'ru', country: 'DE' })).toBe(first);
    expect(asked).toBe(FEATURES.length);
    const flags = Object.fromEntries(FEATURES.map((feature) => [feature, { variants: { on: true, off: false }, defaultVariant: 'on', disabled: false }]));
    await OpenFeature.setProviderAndWait(new InMemoryProvider(flags));
    expect((await evaluateFeatures(brand, guest)).features.cyber).toBe(true);
    await OpenFeature.setProviderAndWait(new InMemoryProvider({ ...flags, cyber: { ...flags.cyber!, defaultVariant: 'off' } }));
    expect((await evaluateFeatures(brand, guest)).features.cyber).toBe(false);
  });

  it('another provider replaces ours: the request brand carries its answers, one object per combination', async () => {
    const flags = Object.fromEntries(FEATURES.map((feature) => [feature, { variants: { on: true, off: false }, defaultVariant: feature === 'results' ? 'off' : vip.features[feature] === true ? 'on' : 'off', disabled: false }]));
    await OpenFeature.setProviderAndWait(new InMemoryProvider(flags));
    const first = await evaluateFeatures(vip, context);
    expect(first).not.toBe(vip);
    expect(first.features.results).toBe(false);
    expect(first.features.sports).toBe(true);
    expect(await evaluateFeatures(vip, context)).toBe(first);
  });
});
