/**
 * The limit service of spec §7 over HTTP (`/limit-service-api/api/external/web/v3/…`, every path
 * and shape) on a server of its own, whose feed clock the test moves: limits,
 * availablelimits, reasons/selfexclude, limits (saved, or the PGSI questions with a tokenGuid),
 * testanswers, limitaction, DELETE limit, BlockUser, ping; a deposit over a deposit limit refused
 * with its message until a raise is confirmed 24 hours later; bad input (400 naming the field,
 * 404 for another player's limit) leaving balances and limits unchanged; the reality check and
 * the session limit on the feed clock; a self-exclusion ending the sessions and refusing login on
 * both brands until it ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  limitActionResponse, limitsResponse, pingResponse, setLimitsResponse, testAnswersResponse,
} from '../../schemas/limits-api.ts';
import { gameDetailResponse, gameListResponse } from '../../schemas/feed-api.ts';
import { createClient, TEST_PASSWORD, uniqueText } from '../helpers/http-client.ts';
import { startBuiltServer, type RunningServer } from '../helpers/server.ts';

const RG = '/limit-service-api/api/external/web/v3';
const EN = { 'x-language': 'en' };
let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', PORTAL_CAPTCHA_COST: '50', PORTAL_CAPTCHA_COUNTER_MAX: '40', PORTAL_REGISTRATION_LIMIT: '100' });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

type Client = ReturnType<typeof createClient>;

async function player(depositMajor: string | null = '100') {
  const email = `${uniqueText('rg')}@example.com`;
  const client = createClient(server.url);
  await client.init();
  const res = await client.withCaptcha('POST', '/web-api/auth/register', { type: 'email', email, password: TEST_PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const accountId = (await client.get('/web-api/user/balance')).body.all_accounts[0].id as number;
  if (depositMajor) expect((await deposit(client, accountId, depositMajor)).status).toBe(200);
  return { client, email, accountId, userId: res.body.user_id as number };
}
const deposit = (client: Client, accountId: number, amount: string) =>
  client.request('POST', '/web-api/payments/deposit', { accountId, amount, provider: 'test', idempotencyKey: uniqueText('dep-') }, EN);
const balance = async (client: Client) => (await client.get('/web-api/user/balance')).body.all_accounts[0].moneyMinor as number;
const limits = async (client: Client) => limitsResponse.parse((await client.get(`${RG}/limits`)).body).limits;
const advance = async (client: Client, ms: number) => expect((await client.devPost('/web-api/dev/clock', { advanceMs: ms })).status).toBe(200);
const allZero = Array.from({ length: 9 }, (_, i) => ({ questionId: i + 1, value: 0 }));

describe('limit service over HTTP', () => {
  it('answers 401 to a guest and serves a bearer token without cookies', async () => {
    const guest = createClient(server.url);
    await guest.init();
    expect((await guest.get(`${RG}/limits`)).status).toBe(401);
    expect((await guest.post(`${RG}/ping`, {})).status).toBe(401);
    const { client } = await player(null);
    const token = (await client.get('/web-api/user/gettoken?force_refresh=true')).body.token as string;
    const bearer = createClient(server.url);
    const res = await bearer.get(`${RG}/limits`, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ limits: [] });
  });

  it('lists the offered limits with the option lists of spec §5 and the self-exclusion reasons', async () => {
    const { client } = await player(null);
    const available = (await client.get(`${RG}/availablelimits`)).body.limits as { limitType: number; measure: string; availableValues: number[] | null; noLimitValue?: number }[];
    expect(available.map((l) => l.limitType)).toEqual([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33]);
    expect(available.find((l) => l.limitType === 20)).toEqual({ limitType: 20, measure: 'RUB', availableValues: null, noLimitValue: 999999999 });
    expect(available.find((l) => l.limitType === 32)).toMatchObject({ measure: 'minutes', availableValues: [5, 10, 15, 30, 45, 60] });
    expect(available.find((l) => l.limitType === 33)).toMatchObject({ measure: 'days', availableValues: [1, 7, 30] });
    expect(available.find((l) => l.limitType === 31)!.availableValues).toEqual([-1, ...Array.from({ length: 24 }, (_, i) => i + 1)]);
    const reasons = (await client.request('GET', `${RG}/reasons/selfexclude`, undefined, EN)).body;
    expect(reasons.reasons[0]).toEqual({ id: 1, title: 'I spend too much money' });
  });

  it('refuses out-of-list values with 400 naming the field, and another player\'s limit with 404, changing nothing', async () => {
    const { client, accountId } = await player();
    const other = await player(null);
    for (const [body, field] of [
      [{ limits: [{ limitType: 32, limitValue: 7 }] }, 'limits.0.limitValue'],
      [{ limits: [{ limitType: 30, limitValue: 2 }] }, 'limits.0.limitValue'],
      [{ limits: [{ limitType: 31, limitValue: 25 }] }, 'limits.0.limitValue'],
      [{ limits: [{ limitType: 20, limitValue: 10.123 }] }, 'limits.0.limitValue'],
      [{ limits: [{ limitType: 20, limitValue: -1 }] }, 'limits.0.limitValue'],
      [{ limits: [{ limitType: 99, limitValue: 1 }] }, 'limits.0.limitType'],
      [{ limits: [{ limitType: 37, limitValue: 1 }] }, 'limits.0.limitType'],
      [{ limits: [{ limitType: 30, limitValue: 1, reasonId: 9 }] }, 'limits.0.reasonId'],
      [{ limits: [{ limitType: '20', limitValue: 50 }] }, 'limits.0.limitType'],
    ] as const) {
      const res = await client.post(`${RG}/limits`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].meta.fields, JSON.stringify(res.body)).toEqual([field]);
    }
    const block = await client.post(`${RG}/BlockUser`, { days: 2 });
    expect(block.status).toBe(400);
    expect(block.body.errors[0].meta.fields).toEqual(['days']);
    expect((await client.post(`${RG}/limitaction`, { limitId: 1, action: 2 })).body.errors[0].meta.fields).toEqual(['action']);
    expect((await client.request('DELETE', `${RG}/limit?limitId=abc`)).status).toBe(400);
    expect(await limits(client)).toEqual([]);
    // Another player's limit: 404 for every action, nothing changes.
    const set = setLimitsResponse.parse((await other.client.post(`${RG}/limits`, { limits: [{ limitType: 21, limitValue: 500 }] })).body);
    const id = set.limitsData[0]!.id;
    expect((await client.post(`${RG}/limitaction`, { limitId: id, action: 0 })).status).toBe(404);
    expect((await client.request('DELETE', `${RG}/limit?limitId=${id}`)).status).toBe(404);
    expect(await limits(other.client)).toEqual(set.limitsData);
    expect(await balance(client)).toBe(10_000);
    expect((await deposit(client, accountId, '1')).status).toBe(200);
  });

  it('a daily deposit limit of 50 refuses a deposit of 60 with its message; a raise waits 24 h, is confirmed, and the deposit passes', async () => {
    const { client, accountId } = await player();
    const set = await client.post(`${RG}/limits`, { limits: [{ limitType: 20, limitValue: 50 }] });
    expect(set.status).toBe(200);
    const saved = setLimitsResponse.parse(set.body);
    expect(saved).toMatchObject({ status: 200, tokenGuid: null, data: { questions: [] } });
    expect(saved.limitsData).toEqual([expect.objectContaining({ limitType: 20, limitState: 'ACTIVE', limitValue: 50, limitBalance: 50, needApprove: false, measure: 'RUB', change: null })]);
    const refused = await deposit(client, accountId, '60');
    expect(refused.status).toBe(403);
    // Amounts in major units, as /limits answers them; the text through the money formatter.
    expect(refused.body.errors[0]).toMatchObject({ code: 'limit_reached', meta: { limitType: 20, limitValue: 50, limitBalance: 50, balanceText: 'RUB\u00a050.00', i18nKey: 'responsible_gaming_refused_deposit' } });
    expect(refused.body.errors[0].detail).toMatch(/^This deposit is over your deposit limit\. You can deposit RUB\s50\.00 more until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d GMT\+3\.$/);
    // The step that sends the player to the provider refuses it first, with the same answer and no payment.
    const prepared = await client.post('/web-api/payments/deposit/prepare', { accountId, amount: '60', provider: 'test', idempotencyKey: `prep-${accountId}-60` }, EN);
    expect(prepared.status).toBe(403);
    expect(prepared.body.errors[0]).toMatchObject({ code: 'limit_reached', detail: refused.body.errors[0].detail, meta: { limitValue: 50, limitBalance: 50 } });
    const within = await client.post('/web-api/payments/deposit/prepare', { accountId, amount: '50', provider: 'test', idempotencyKey: `prep-${accountId}-50` }, EN);
    expect(within.status).toBe(200);
    expect(within.body.providerUrl).toBe(`/web-api/payments/test-provider?accountId=${accountId}&amount=50&key=prep-${accountId}-50&lang=en`);
    expect(await balance(client)).toBe(10_000);

    // Raise to 100: the PGSI first, then pending for 24 hours.
    const raise = await client.post(`${RG}/limits`, { limits: [{ limitType: 20, limitValue: 100 }] }, EN);
    expect(raise.status).toBe(202);
    const asked = setLimitsResponse.parse(raise.body);
    expect(asked.data.questions).toHaveLength(9);
    expect(asked.data.questions[0]).toEqual({ id: 1, text: 'Have you bet more than you could really afford to lose?', answers: [
      { value: 0, text: 'Never' }, { value: 1, text: 'Sometimes' }, { value: 2, text: 'Most of the time' }, { value: 3, text: 'Almost always' },
    ] });
    expect((await client.post(`${RG}/testanswers`, { tokenGuid: asked.tokenGuid, answers: allZero.slice(1) })).body.errors[0].meta.fields).toEqual(['answers']);
    expect((await client.post(`${RG}/testanswers`, { tokenGuid: 'no-such-token', answers: allZero })).status).toBe(404);
    const answered = testAnswersResponse.parse((await client.post(`${RG}/testanswers`, { tokenGuid: asked.tokenGuid, answers: allZero })).body);
    expect(answered).toMatchObject({ questionsResult: { score: 0, category: 'non_problem' }, success: true });
    expect((await client.post(`${RG}/testanswers`, { tokenGuid: asked.tokenGuid, answers: allZero })).status).toBe(404);
    const pending = answered.limitsData.find((l) => l.limitState === 'PENDING')!;
    expect(pending).toMatchObject({ limitType: 20, limitValue: 100, needApprove: false, change: 'increase' });
    expect(Date.parse(pending.endsAt!) - Date.parse(pending.startedAt)).toBe(86_400_000);
    const early = await client.post(`${RG}/limitaction`, { limitId: pending.id, action: 1 });
    expect(early.status).toBe(403);
    expect(early.body.errors[0].meta).toMatchObject({ i18nKey: 'responsible_gaming_confirm_limit_error', approvableAt: pending.endsAt });
    expect((await deposit(client, accountId, '60')).status).toBe(403);

    await advance(client, 86_400_000);
    expect((await limits(client)).find((l) => l.id === pending.id)).toMatchObject({ needApprove: true });
    const confirmed = limitActionResponse.parse((await client.post(`${RG}/limitaction`, { limitId: pending.id, action: 1 })).body);
    expect(confirmed).toMatchObject({ success: true, status: 204, message: 'responsible_gaming_confirm_limit_success' });
    expect(confirmed.limitsData).toEqual([expect.objectContaining({ limitType: 20, limitState: 'ACTIVE', limitValue: 100 })]);
    const passed = await deposit(client, accountId, '60');
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    expect(await balance(client)).toBe(16_000);
  });

  it('a coupon over a daily wagering limit is refused with the reason in the request\'s language, and nothing is staked', async () => {
    const { client, accountId } = await player();
    await client.post(`${RG}/limits`, { limits: [{ limitType: 1, limitValue: 30 }] });
    const line = gameListResponse.parse((await client.get('/bff-api/feed/line?limit=50')).body);
    const game = line.games.find((g) => g.start * 1000 > line.serverTime + 120_000)!;
    const detail = gameDetailResponse.parse((await client.get(`/bff-api/feed/game/${game.permanentId}`)).body);
    const market = detail.groups.flatMap((g) => g.markets).find((m) => m.groupId === 1 && m.typeId === 1)!;
    const coupon = (amount: string) => ({
      refId: uniqueText('rg-coupon-'), typeId: 0, accountId, amount, changeCoefAction: 1,
      bets: [{ key: `${game.permanentId}:1:1:`, gameId: market.gameId, coef: market.coef }],
    });
    expect((await client.request('POST', '/web-api/coupon/place', coupon('20'), EN)).status).toBe(200);
    const refused = await client.request('POST', '/web-api/coupon/place', coupon('20'), EN);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ code: 'limit_reached', meta: { limitType: 1, limitValue: 30, limitBalance: 10 } });
    expect(refused.body.errors[0].detail).toMatch(/^This stake is over your wagering limit\. You can stake RUB\s10\.00 more until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d GMT\+3\.$/);
    const ru = await client.request('POST', '/web-api/coupon/place', coupon('20'), { 'x-language': 'ru' });
    expect(ru.body.errors[0].detail).toMatch(/^Эта ставка превышает ваш лимит ставок\. До .* можно поставить ещё 10,00\s₽\.$/);
    expect(await balance(client)).toBe(8_000);
    expect((await limits(client))[0]).toMatchObject({ limitType: 1, limitValue: 30, limitBalance: 10 });
  });

  it('answers in the request\'s language, else in the player\'s saved language, else in the brand\'s default', async () => {
    const { client } = await player(null);
    const questions = async (headers: Record<string, string> = {}) => {
      expect((await client.post(`${RG}/limits`, { limits: [{ limitType: 20, limitValue: 50 }] }, EN)).status).toBe(200);
      const raise = await client.post(`${RG}/limits`, { limits: [{ limitType: 20, limitValue: 100 }] }, headers);
      expect(raise.status).toBe(202);
      return setLimitsResponse.parse(raise.body).data.questions[0]!.text;
    };
    // main's default language is Russian; the player has saved none.
    expect(await questions()).toMatch(/[а-я]/);
    expect((await client.post('/web-api/user/settings', { language: 'en' })).status).toBe(200);
    expect(await questions()).toBe('Have you bet more than you could really afford to lose?');
    expect(await questions({ 'x-language': 'ru' })).toMatch(/[а-я]/);
  });

  it('cancels a pending change at once; removes a limit after 24 h; 30 and 33 cannot be cancelled', async () => {
    const { client } = await player(null);
    await client.post(`${RG}/limits`, { limits: [{ limitType: 21, limitValue: 300 }, { limitType: 31, limitValue: 2 }, { limitType: 33, limitValue: 1 }] });
    const token = setLimitsResponse.parse((await client.post(`${RG}/limits`, { limits: [{ limitType: 21, limitValue: 999999999 }] })).body).tokenGuid;
    const removal = testAnswersResponse.parse((await client.post(`${RG}/testanswers`, { tokenGuid: token, answers: allZero })).body).limitsData.find((l) => l.limitState === 'PENDING')!;
    expect(removal).toMatchObject({ limitType: 21, limitValue: null, change: 'removal' });
    const deleted = await client.request("DELETE", `${RG}/limit?limitId=${removal.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const cancelled = limitActionResponse.parse(deleted.body);
    expect(cancelled).toMatchObject({ success: true, message: 'responsible_gaming_cancel_limit_success' });
    expect(cancelled.limitsData.filter((l) => l.limitState === 'PENDING')).toEqual([]);
    // A session limit removal: pending, no questionnaire, confirmed after 24 h.
    const session = (await limits(client)).find((l) => l.limitType === 31)!;
    const asked = await client.request('DELETE', `${RG}/limit?limitId=${session.id}`);
    expect(asked.status).toBe(200);
    const pendingRemoval = limitActionResponse.parse(asked.body).limitsData.find((l) => l.limitState === 'PENDING')!;
    expect(pendingRemoval).toMatchObject({ limitType: 31, change: 'removal' });
    const timeout = (await limits(client)).find((l) => l.limitType === 33)!;
    const refused = await client.request('DELETE', `${RG}/limit?limitId=${timeout.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].meta.i18nKey).toBe('responsible_gaming_cancel_limit_error');
    // A higher wagering limit rejected with action 0 at once.
    await client.post(`${RG}/limits`, { limits: [{ limitType: 32, limitValue: 5 }] });
    const longer = setLimitsResponse.parse((await client.post(`${RG}/limits`, { limits: [{ limitType: 32, limitValue: 30 }] })).body);
    const raise = longer.limitsData.find((l) => l.limitType === 32 && l.limitState === 'PENDING')!;
    expect((await client.post(`${RG}/limitaction`, { limitId: raise.id, action: 0 })).body).toMatchObject({ success: true, message: 'responsible_gaming_cancel_limit_success' });
    await advance(client, 86_400_000);
    expect((await client.post(`${RG}/limitaction`, { limitId: pendingRemoval.id, action: 1 })).status).toBe(200);
    expect((await limits(client)).map((l) => l.limitType)).toEqual([21, 32]); // 33 of one day has ended, 31 removed
  });

  it('ping: the reality check is due at its interval with elapsed time and net position; the session limit ends the session', async () => {
    const { client } = await player();
    expect(pingResponse.parse((await client.post(`${RG}/ping`, {})).body)).toEqual({ sessionLimit: null, realityCheck: null, loggedOut: false });
    await client.post(`${RG}/limits`, { limits: [{ limitType: 32, limitValue: 5 }, { limitType: 31, limitValue: 1 }] });
    const first = pingResponse.parse((await client.post(`${RG}/ping`, {})).body);
    expect(first.realityCheck).toMatchObject({ intervalMinutes: 5, due: false, netPosition: [{ currency: 'RUB', netMinor: 0, text: '0.00 RUB' }] });
    await advance(client, 5 * 60_000);
    const due = pingResponse.parse((await client.post(`${RG}/ping`, {})).body);
    expect(due.realityCheck).toMatchObject({ due: true, elapsedSeconds: 300 });
    expect(due.sessionLimit).toMatchObject({ hours: 1, ended: false });
    expect(pingResponse.parse((await client.post(`${RG}/ping`, { realityCheck: 'continue' })).body).realityCheck!.due).toBe(false);
    await advance(client, 3_600_000);
    const ended = pingResponse.parse((await client.post(`${RG}/ping`, {})).body);
    expect(ended).toMatchObject({ loggedOut: true, sessionLimit: { ended: true } });
    expect((await client.get('/web-api/user/balance')).status).toBe(401);
  });

  it('self-exclusion ends every session at once (player and casino game sessions, on both brands) and refuses login on both brands until it ends', async () => {
    const { client, email, userId } = await player();
    // The same person on the VIP brand: linked by the verified e-mail (an unverified one links nothing).
    expect((await client.devPost('/web-api/dev/player', { playerId: userId, activationType: 1 })).status).toBe(200);
    const vip = await client.devPost('/web-api/dev/brand-player', { playerId: userId, brandId: 'vip' });
    expect(vip.status, JSON.stringify(vip.body)).toBe(200);
    const vipClient = createClient(server.url, 'vip.betportal.test');
    await vipClient.init();
    expect((await vipClient.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: TEST_PASSWORD })).body.status).toBe('ok');
    // A real-money casino session opened on VIP before the exclusion: it plays a round of dice.
    const vipAccount = (await vipClient.get('/web-api/user/balance')).body.all_accounts[0].id as number;
    expect((await deposit(vipClient, vipAccount, '100')).status).toBe(200);
    const launch = await vipClient.post('/web-api/casino/launch', { gameId: 1 });
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    const gameToken = new URL(launch.body.url as string, server.url).searchParams.get('token')!;
    const dice = { game: 'dice', target: 5000, side: 'under' };
    expect((await vipClient.post('/game-server/api/play', { token: gameToken, stakeMinor: 1_000, params: dice })).status).toBe(200);
    const blocked = await client.post(`${RG}/BlockUser`, { days: 1, reasonId: 3 });
    expect(blocked.body).toEqual({ success: true });
    // The self-exclusion on main reaches the VIP game session: no bet is taken, 5 tries of 5.
    for (let i = 0; i < 5; i++) {
      const refused = await vipClient.post('/game-server/api/play', { token: gameToken, stakeMinor: 1_000, params: dice });
      expect(refused.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(['RS_ERROR_TOKEN_EXPIRED', 'RS_ERROR_USER_DISABLED']).toContain(refused.body.errors[0].meta?.status);
    }
    expect((await client.get('/web-api/user/balance')).status).toBe(401);
    expect((await vipClient.get('/web-api/user/balance')).status).toBe(401);
    for (const who of [createClient(server.url), createClient(server.url, 'vip.betportal.test')]) {
      await who.init();
      const login = await who.request('POST', '/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: TEST_PASSWORD }, EN);
      expect(login.status).toBe(403);
      expect(login.body.errors[0]).toMatchObject({ code: 'self_excluded' });
      expect(login.body.errors[0].detail).toMatch(/^You are self-excluded until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M UTC\.$/);
    }
    await advance(client, 86_400_000 + 1000);
    const again = createClient(server.url);
    await again.init();
    expect((await again.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: TEST_PASSWORD })).body.status).toBe('ok');
  });
});
