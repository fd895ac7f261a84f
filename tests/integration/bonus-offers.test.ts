/**
 * The bonus offer pages over HTTP on the shared built server (spec §2 Bonuses and promotions): the
 * bonus family lists the brand's offers and each offer has its page, rules and (casino) games
 * sections, the games listing each lobby game's wagering contribution as the engine counts it; the
 * casino bonus pages list casino offers and casino codes; casino/slot-first-deposit is the casino
 * welcome offer; vip's family is the offer twin; unknown offers, a sports offer's games section and
 * the partner families answer 404; a player claims a code from its offer page's API.
 */
import { describe, expect, inject, it } from 'vitest';
import { get } from '../helpers/server.ts';
import { registerPlayer } from '../helpers/http-client.ts';

const base = () => inject('portalUrl');
const MAIN = { host: 'betportal.test' };
const VIP = { host: 'vip.betportal.test' };
const codes = (html: string) => [...html.matchAll(/<li data-code="([a-z0-9-]+)"/g)].map((m) => m[1]);

describe('bonus offer pages over HTTP', () => {
  it('lists the offers of each family and brand, and serves each offer with its sections', async () => {
    const all = await get(base(), '/en/bonuses', MAIN);
    expect(all.status).toBe(200);
    expect(codes(String(all.body))).toEqual(['first-deposit-sports', 'first-deposit-casino', 'reload-casino-50', 'no-deposit-sports-300', 'free-bet-500', 'free-spins-20', 'birthday-spins']);
    expect(codes(String((await get(base(), '/en/bonuses-games', MAIN)).body))).toEqual(['first-deposit-casino', 'reload-casino-50', 'free-spins-20', 'birthday-spins']);
    expect(codes(String((await get(base(), '/en/bonus/casino', MAIN)).body))).toEqual(['first-deposit-casino', 'reload-casino-50', 'free-spins-20', 'birthday-spins']);
    expect(codes(String((await get(base(), '/en/bonus/casino/promo', MAIN)).body))).toEqual(['reload-casino-50', 'free-spins-20']);

    const offer = await get(base(), '/en/bonuses/free-bet-500', MAIN);
    expect(offer.status).toBe(200);
    expect(String(offer.body)).toContain('data-code="free-bet-500"');
    expect(String(offer.body)).toContain('Log in or register to get this bonus.');
    const rules = String((await get(base(), '/en/bonuses/no-deposit-sports-300/rules', MAIN)).body);
    expect(rules).toContain('data-testid="offer-rules"');
    expect(rules).toContain('3×');
    expect(rules).toContain('1.80');
    const games = String((await get(base(), '/en/bonuses/first-deposit-casino/games', MAIN)).body);
    const contribution = (name: string) => new RegExp(`>${name}</a></td><td>(\\d+)%`).exec(games)?.[1];
    expect(contribution('Northern Lights')).toBe('100');
    expect(contribution('European Roulette')).toBe('20');
    expect(contribution('Blackjack')).toBe('10');
    expect(contribution('Dice')).toBe('20');
    expect(contribution('Keno')).toBe('100');
    expect((await get(base(), '/en/bonus/casino/first-deposit-casino', MAIN)).status).toBe(200);
    expect(String((await get(base(), '/en/casino/slot-first-deposit', MAIN)).body)).toContain('data-code="first-deposit-casino"');

    expect(codes(String((await get(base(), '/en/bonuses-offers', VIP)).body))).toEqual(['first-deposit-sports', 'first-deposit-casino']);
    for (const [path, host] of [
      ['/en/bonuses/no-such-offer', MAIN], ['/en/bonuses/free-bet-500/games', MAIN], ['/en/bonus/casino/free-bet-500', MAIN],
      ['/en/bonus-partner', MAIN], ['/en/bonuses-offers/reload-casino-50', VIP],
    ] as const) expect((await get(base(), path, host)).status, path).toBe(404);
  });

  it('offers a logged-in player the claim of a code offer, and the code works once', async () => {
    const { client } = await registerPlayer(base(), 'offers');
    const page = String((await client.get('/en/bonuses/free-bet-500')).body);
    expect(page).toContain('FREEBET500');
    expect(page).not.toContain('Log in or register to get this bonus.');
    expect((await client.post('/web-api/bonuses/promo-code', { code: 'FREEBET500' })).body).toMatchObject({ status: 'active', bonus: { kind: 'free_bet', awardMinor: 50_000 } });
    expect((await client.get('/web-api/bonuses/free-bets')).body.freeBets).toMatchObject([{ code: 'FREEBET500', amountMinor: 50_000, currency: 'RUB' }]);
    const again = await client.post('/web-api/bonuses/promo-code', { code: 'FREEBET500' });
    expect(again.status).toBe(422);
    expect(again.body.errors[0].meta.reason).toBe('already_used');
  });

  it('shows a promotion\'s text from the CMS with its mechanics from the engine, and the legacy slug lands there', async () => {
    const welcome = String((await get(base(), '/en/promotions/welcome-bonus', MAIN)).body);
    expect(welcome).toContain('data-testid="promotion-mechanics"');
    expect(codes(welcome)).toEqual(['first-deposit-sports', 'first-deposit-casino']);
    const drops = await get(base(), '/en/promotions/dropsnwins', MAIN);
    expect(drops.status).toBe(200);
    expect(String(drops.body)).toContain('href="/en/tournaments/weekly-slots-race"');
    const legacy = await get(base(), '/en/promotions/daily_drops', MAIN);
    expect(legacy.headers.location).toBe('/en/promotions/dropsnwins');
    const { client } = await registerPlayer(base(), 'promo-page');
    const reload = String((await client.get('/en/promotions/reload')).body);
    expect(reload).toContain('RELOAD50');
    expect(reload).toContain('BonusTools');
    // The birthday gift: its page and the legacy slug; a player without a date of birth is told to add one.
    const birthday = await get(base(), '/en/promotions/wishing_you_a_happy_birthday', MAIN);
    expect(birthday.status).toBe(200);
    expect(codes(String(birthday.body))).toEqual(['birthday-spins']);
    expect((await get(base(), '/en/promotions/happy_birthday', MAIN)).headers.location).toBe('/en/promotions/wishing_you_a_happy_birthday');
    expect(String((await client.get('/en/promotions/wishing_you_a_happy_birthday')).body)).toContain('BonusTools');
    const optIn = await client.post('/web-api/bonuses/opt-in', { code: 'birthday-spins' });
    expect(optIn.status).toBe(422);
    expect(optIn.body.errors[0].meta).toMatchObject({ reason: 'birth_date_missing', i18nKey: 'bonus_promo_birth_date_missing' });
    expect((await client.post('/web-api/user/birth-date', { birthDate: '2015-01-01' })).body.errors[0].meta.reason).toBe('under_age');
    expect((await client.post('/web-api/user/birth-date', { birthDate: '1990-06-15' })).body).toEqual({ birthDate: '1990-06-15' });
    expect((await client.post('/web-api/user/birth-date', { birthDate: '1991-06-15' })).status).toBe(409);
    expect((await client.get('/web-api/user/config')).body.result.user_data.date_birthday).toBe('1990-06-15');
  });

  it('serves the bonus games a brand runs with their prize tables, and 404 elsewhere', async () => {
    for (const game of ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus']) {
      const page = await get(base(), `/en/${game}`, MAIN);
      expect(page.status, game).toBe(200);
      expect(String(page.body)).toContain('data-testid="bonus-game-prizes"');
      expect(String(page.body)).toContain('data-testid="bonus-game-login"');
      expect((await get(base(), `/en/${game}`, VIP)).status, `vip ${game}`).toBe(404);
    }
  });
});
