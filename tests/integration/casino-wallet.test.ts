/**
 * The casino seamless wallet API over HTTP on the built server (schemas/casino-wallet.ts): every
 * status of the contract, signatures (unsigned, badly signed, tampered, unknown provider → 401 and
 * nothing moves), the stored first answer for a repeated transaction_uuid, refusals of bets
 * (money, user disabled, self-exclusion, limits, currency, game, token), wins and rollbacks of
 * unknown and rolled-back bets, expiry of the game session token on the server's feed clock
 * (moved by the dev clock endpoint: bets refused, wins and rollbacks still accepted), and the
 * launch endpoint's refusals (disabled game, self-excluded player) with their reasons; the wallet's
 * own answers whatever the Content-Type (text/plain or none: no cross-site form refusal), 404 JSON
 * for a provider id that is not an id (NUL byte, overlong, not a slug), and the round state and
 * maximum payout rules over HTTP.
 *
 * This file runs its own server on a fresh PostgreSQL database so it can register a provider key
 * and open game sessions in the database the server uses; the bank invariant is checked at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createPgDatabase, postgresAvailable } from '../helpers/db.ts';
import { startBuiltServer, type RunningServer } from '../helpers/server.ts';
import { createClient, registerPlayer } from '../helpers/http-client.ts';
import { staffLogin } from '../helpers/console.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import type { Database } from '../../src/server/db/client.ts';
import { openDatabase } from '../../src/server/database.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { openGameSession } from '../../src/server/casino/launch.ts';
import { newKeyPair, signBody } from '../../src/server/casino/signature.ts';
import { setLimits } from '../../src/server/responsible/service.ts';
import { tFor } from '../../src/i18n/index.ts';
import { WALLET_SIGNATURE_HEADER, walletResponse, type WalletResponse } from '../../schemas/casino-wallet.ts';

const PROVIDER = 'contract-test';
const keys = newKeyPair();
const stranger = newKeyPair();
const t = tFor('main', 'en');

if (!(await postgresAvailable())) throw new Error('the wallet contract test needs the test PostgreSQL (tests/helpers/db.ts)');

describe('casino wallet API over HTTP', () => {
  let server: RunningServer;
  let database: Database;
  let drop: () => Promise<void>;
  let gameId: number;
  let now: number;

  let dev: ReturnType<typeof createClient>;
  /** Moves the server's feed clock by `advanceMs` and answers its instant. */
  async function clock(advanceMs: number): Promise<number> {
    const res = await dev.devPost('/web-api/dev/clock', { advanceMs });
    expect(res.status).toBe(200);
    return res.body.now as number;
  }

  async function player(depositMinor: number) {
    const playerId = await createPlayer(database.db, 'main', 'RUB');
    const { main } = await playerAccountIds(database.db, playerId);
    if (depositMinor > 0) await deposit(database.db, { playerId, accountId: main, amountMinor: depositMinor, providerId: 'test', idempotencyKey: `contract:${playerId}` });
    const { token } = await openGameSession(database.db, { playerId, brandId: 'main', gameId, accountId: main, country: null, now });
    return { playerId, accountId: main, token, user: String(playerId) };
  }

  async function call(
    name: string, body: unknown, options: { key?: string; provider?: string; signature?: string | null; raw?: string; contentType?: string | null } = {},
  ): Promise<{ status: number; body: WalletResponse }> {
    const text = options.raw ?? JSON.stringify(body);
    const signature = options.signature === undefined ? signBody(options.key ?? keys.privateKey, text) : options.signature;
    const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
    const res = await fetch(`${server.url}/casino-wallet-api/v1/${options.provider ?? PROVIDER}/${name}`, {
      method: 'POST',
      // A Uint8Array body: fetch adds no Content-Type of its own (a string body would get text/plain).
      headers: { ...(contentType === null ? {} : { 'content-type': contentType }), ...(signature === null ? {} : { [WALLET_SIGNATURE_HEADER]: signature }) },
      body: new TextEncoder().encode(text),
    });
    return { status: res.status, body: walletResponse.parse(await res.json()) };
  }

  type P = Awaited<ReturnType<typeof player>>;
  const tx = (p: P, uuid: string, extra: Record<string, unknown> = {}) => ({
    request_uuid: randomUUID(), transaction_uuid: uuid, token: p.token, user: p.user, round: `r-${uuid}`, round_closed: false, game_code: 'dice', ...extra,
  });
  const bet = (p: P, uuid: string, amount: number, extra: Record<string, unknown> = {}) => call('transaction/bet', tx(p, uuid, { currency: 'RUB', amount, ...extra }));
  const win = (p: P, uuid: string, ref: string, amount: number) => call('transaction/win', tx(p, uuid, { currency: 'RUB', amount, reference_transaction_uuid: ref, round_closed: true }));
  const rollback = (p: P, uuid: string, ref: string) => call('transaction/rollback', tx(p, uuid, { reference_transaction_uuid: ref, round_closed: true }));

  beforeAll(async () => {
    const created = await createPgDatabase('feed');
    drop = created.drop;
    database = await openDatabase({ kind: 'pg', url: created.url, poolSize: 4 });
    await database.db.execute(sql`insert into casino_providers (id, name, public_key) values (${PROVIDER}, 'Contract test provider', ${keys.publicKey})`);
    await database.db.execute(sql`insert into casino_games (provider_id, code, slug, name, categories, rtp_bp, volatility, max_multiplier) values (${PROVIDER}, 'dice', 'contract-dice', 'Contract dice', '["dice"]'::jsonb, 9900, 'medium', 100.01)`);
    gameId = Number(((await database.db.execute(sql`select id from casino_games where provider_id = ${PROVIDER}`)) as unknown as { rows: { id: string }[] }).rows[0]!.id);
    await database.db.execute(sql`insert into casino_game_brands (game_id, brand_id) values (${gameId}, '*')`);
    server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', DATABASE_URL: created.url, PORTAL_CAPTCHA_COST: '50' });
    dev = createClient(server.url);
    await dev.init();
    now = await clock(0);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await drop?.();
  });

  it('refuses unsigned, badly signed, tampered and unknown-provider calls with 401 and moves nothing', async () => {
    const p = await player(10_000);
    const body = tx(p, 'sig-1', { currency: 'RUB', amount: 1_000 });
    const text = JSON.stringify(body);
    for (const attempt of [
      await call('transaction/bet', body, { signature: null }),
      await call('transaction/bet', body, { key: stranger.privateKey }),
      await call('transaction/bet', body, { signature: 'not base64 at all' }),
      await call('transaction/bet', null, { raw: text.replace('1000', '9000'), signature: signBody(keys.privateKey, text) }),
      await call('transaction/bet', body, { provider: 'nobody' }),
    ]) {
      expect(attempt.status).toBe(401);
      expect(attempt.body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    }
    expect(await accountBalance(database.db, p.accountId)).toBe(10_000);
    const malformed = await call('transaction/bet', { ...body, amount: -5 });
    expect(malformed).toMatchObject({ status: 400, body: { status: 'RS_ERROR_WRONG_SYNTAX' } });
  });

  it('answers its own protocol whatever the Content-Type (text/plain, none): no cross-site form refusal', async () => {
    const p = await player(10_000);
    for (const contentType of ['text/plain', 'text/plain;charset=UTF-8', null]) {
      const info = await call('user/info', { request_uuid: randomUUID(), token: p.token }, { contentType });
      expect(info).toMatchObject({ status: 200, body: { status: 'RS_OK', user: p.user, balance: 10_000 } });
      const unsigned = await call('user/info', { request_uuid: randomUUID(), token: p.token }, { contentType, signature: null });
      expect(unsigned).toMatchObject({ status: 401, body: { status: 'RS_ERROR_INVALID_SIGNATURE' } });
    }
    expect((await bet(p, 'ct-bet', 1_000)).body).toMatchObject({ status: 'RS_OK', balance: 9_000 });
    const plainWin = await call('transaction/win', tx(p, 'ct-win', { currency: 'RUB', amount: 1_500, reference_transaction_uuid: 'ct-bet', round_closed: true }), { contentType: 'text/plain' });
    expect(plainWin).toMatchObject({ status: 200, body: { status: 'RS_OK', balance: 10_500 } });
  });

  it('answers 404 with a JSON wallet body for a provider id that is not an id (NUL byte, overlong, not a slug)', async () => {
    for (const provider of ['%00', 'a%00b', 'x'.repeat(41), 'Contract-Test', 'a.b', '%E2%80%AE']) {
      const res = await fetch(`${server.url}/casino-wallet-api/v1/${provider}/user/info`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ request_uuid: randomUUID(), token: 'x'.repeat(43) }),
      });
      expect(res.status, provider).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(walletResponse.parse(await res.json()).status).toBe('RS_ERROR_UNKNOWN');
    }
    const unknownCall = await call('constructor', { request_uuid: randomUUID() });
    expect(unknownCall).toMatchObject({ status: 404, body: { status: 'RS_ERROR_UNKNOWN' } });
  });

  it('refuses a rollback after a lost round and a win above the game\'s maximum payout over HTTP', async () => {
    const p = await player(10_000);
    expect((await bet(p, 'lr-bet', 1_000)).body.balance).toBe(9_000);
    expect((await win(p, 'lr-win', 'lr-bet', 0)).body).toMatchObject({ status: 'RS_OK', balance: 9_000 });
    expect((await rollback(p, 'lr-rb', 'lr-bet')).body).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 9_000 });
    expect((await bet(p, 'mp-bet', 1_000)).body.balance).toBe(8_000);
    expect((await win(p, 'mp-win', 'mp-bet', 100_000_000_000)).body).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 8_000 });
    expect(await accountBalance(database.db, p.accountId)).toBe(8_000);
    // The flagged round is on the risk console page (risk and admin staff), not for support.
    const risk = await staffLogin(server.url, 'risk@console.test');
    const page = await risk.get('/console/casino-risk');
    expect(page.status).toBe(200);
    expect(page.body).toContain('r-mp-bet');
    // Amounts through the money formatter in the console's language (en: RUB 1,000,000,000.00).
    expect(page.body).toContain('RUB 1,000,000,000.00');
    expect(page.body).toContain('RUB 1,000.10'); // the cap: floor(100.01 × 1,000)
    // One navigation item is the current page (Casino's /console/casino is no prefix of it).
    expect(page.body.match(/aria-current="page"/g)).toHaveLength(1);
    const support = await staffLogin(server.url, 'support@console.test');
    expect((await support.get('/console/casino-risk')).status).toBe(403);
  });

  it('answers info and balance, and refuses an unknown token, another user, currency and game', async () => {
    const p = await player(10_000);
    expect((await call('user/info', { request_uuid: randomUUID(), token: p.token })).body).toMatchObject({ status: 'RS_OK', user: p.user, currency: 'RUB', balance: 10_000 });
    expect((await call('user/balance', { request_uuid: randomUUID(), token: p.token, user: p.user, game_code: 'dice', currency: 'RUB' })).body).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect((await call('user/balance', { request_uuid: randomUUID(), token: 'x'.repeat(43) })).body.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await call('user/balance', { request_uuid: randomUUID(), token: p.token, user: '1' })).body.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await bet(p, 'cur-1', 100, { currency: 'EUR' })).body).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY', balance: 10_000 });
    expect((await bet(p, 'game-1', 100, { game_code: 'roulette' })).body).toMatchObject({ status: 'RS_ERROR_INVALID_GAME', balance: 10_000 });
  });

  it('bets once per transaction_uuid (the repeat answers the first answer), refuses other content and a bet above the balance', async () => {
    const p = await player(10_000);
    const first = await bet(p, 'b-1', 3_000);
    expect(first.body).toMatchObject({ status: 'RS_OK', balance: 7_000 });
    expect((await bet(p, 'b-2', 2_000)).body.balance).toBe(5_000);
    const repeat = await bet(p, 'b-1', 3_000);
    expect(repeat.body).toMatchObject({ status: 'RS_OK', balance: 7_000, transaction_id: first.body.transaction_id });
    expect((await bet(p, 'b-1', 3_500)).body).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 5_000 });
    expect((await bet(p, 'b-3', 5_001)).body).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 5_000 });
    expect(await accountBalance(database.db, p.accountId)).toBe(5_000);
  });

  it('pays wins, refunds a rollback once, refuses a win after the rollback and answers unknown bets', async () => {
    const p = await player(10_000);
    await bet(p, 'w-bet', 1_000);
    expect((await win(p, 'w-win', 'w-bet', 2_500)).body).toMatchObject({ status: 'RS_OK', balance: 11_500 });
    expect((await win(p, 'w-win', 'w-bet', 2_500)).body).toMatchObject({ status: 'RS_OK', balance: 11_500 });
    expect((await rollback(p, 'w-rb', 'w-bet')).body.status).toBe('RS_ERROR_UNKNOWN');
    await bet(p, 'r-bet', 4_000);
    expect((await rollback(p, 'r-rb', 'r-bet')).body).toMatchObject({ status: 'RS_OK', balance: 11_500 });
    expect((await rollback(p, 'r-rb-2', 'r-bet')).body).toMatchObject({ status: 'RS_OK', balance: 11_500 });
    expect((await win(p, 'r-win', 'r-bet', 8_000)).body).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 11_500 });
    expect((await win(p, 'u-win', 'u-bet', 100)).body.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await rollback(p, 'u-rb', 'u-bet')).body.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await bet(p, 'u-bet', 100)).body.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await accountBalance(database.db, p.accountId)).toBe(11_500);
  });

  it('refuses bets of a banned player, a self-excluded player and past a wagering limit', async () => {
    const banned = await player(5_000);
    await database.db.execute(sql`update players set ban_level = 1 where id = ${banned.playerId}`);
    expect((await bet(banned, 'ban-1', 100)).body).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 5_000 });
    const excluded = await player(5_000);
    await setLimits(database.db, excluded.playerId, [{ limitType: 30, limitValue: 1 }], now, t);
    // The self-exclusion ended the open game session (a session it did not reach is refused by
    // rg_spend as RS_ERROR_USER_DISABLED: tests/db/casino-wallet.test.ts).
    expect((await bet(excluded, 'se-1', 100)).body).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED' });
    expect(await accountBalance(database.db, excluded.accountId)).toBe(5_000);
    const limited = await player(50_000);
    await setLimits(database.db, limited.playerId, [{ limitType: 1, limitValue: 100 }], now, t);
    expect((await bet(limited, 'lim-1', 6_000)).body.status).toBe('RS_OK');
    expect((await bet(limited, 'lim-2', 6_000)).body).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED', balance: 44_000 });
  });

  it('refuses a launch of a disabled game and by a self-excluded player, with a reason', async () => {
    const { client, userId } = await registerPlayer(server.url, 'casino-launch');
    const ok = await client.post('/web-api/casino/launch', { gameId });
    expect(ok.status).toBe(200);
    expect(ok.body.url).toMatch(/^\/game-server\/game\/dice\?/);
    await database.db.execute(sql`update casino_game_brands set enabled = false where game_id = ${gameId}`);
    const disabled = await client.post('/web-api/casino/launch', { gameId });
    expect(disabled.status).toBe(403);
    expect(disabled.body.errors[0]).toMatchObject({ code: 'forbidden', meta: { reason: 'game_disabled' } });
    await database.db.execute(sql`update casino_game_brands set enabled = true where game_id = ${gameId}`);
    // A self-exclusion ends the player's sessions at once (the launch's own refusal, self_excluded,
    // is covered in tests/db/casino-wallet.test.ts): no game session opens either way.
    const sessions = async () => Number(((await database.db.execute(sql`select count(*)::int as n from casino_sessions where player_id = ${userId}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const before = await sessions();
    await setLimits(database.db, userId, [{ limitType: 30, limitValue: 1 }], now, t);
    const excluded = await client.post('/web-api/casino/launch', { gameId });
    expect([401, 403]).toContain(excluded.status);
    expect(await sessions()).toBe(before);
  });

  it('refuses bets and balance after the token expired, but accepts wins and rollbacks (server feed clock + 11 min)', async () => {
    const p = await player(10_000);
    await bet(p, 'e-bet-1', 1_000);
    await bet(p, 'e-bet-2', 1_000);
    await clock(11 * 60_000);
    expect((await bet(p, 'e-bet-3', 1_000)).body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await call('user/balance', { request_uuid: randomUUID(), token: p.token })).body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await win(p, 'e-win', 'e-bet-1', 3_000)).body).toMatchObject({ status: 'RS_OK', balance: 11_000 });
    expect((await rollback(p, 'e-rb', 'e-bet-2')).body).toMatchObject({ status: 'RS_OK', balance: 12_000 });
    expect(invariantHolds(await checkInvariant(database.db))).toBe(true);
  });
});
