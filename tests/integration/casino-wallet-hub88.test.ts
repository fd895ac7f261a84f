/**
 * Contract suite of Hub88's wallet API, written from Hub88's public documentation (docs.hub88.io:
 * "Operator API → Wallet API", "Seamless Wallet response statuses - Operator API", Supplier API
 * overview "Request signing") and run over HTTP against the real endpoint
 * `/casino-wallet-api/hub88/{provider}/{call}` of a built server on its own PostgreSQL database.
 * The provider signs with Hub88's published demo RSA key (tests/fixtures/hub88/).
 *
 * Hub88's rules checked here: every answer is HTTP 200 with `status` in the body; X-Hub88-Signature
 * is RSA-SHA256 over the raw body, base64 (good, bad, missing, tampered, another scheme); amounts
 * and balances are integers in 1/100,000 of the unit ($3.56 = 356000), converted to our minor units
 * without loss (an amount below the minor unit is refused, nothing moves); each call (`/user/info`,
 * `/user/balance`, `/transaction/bet`, `/transaction/win`, `/transaction/rollback`) and each status
 * of the list the wallet can answer; a repeated transaction_uuid answers the first answer with the
 * balance, other content (reference, amount, currency, round, user, game) RS_ERROR_DUPLICATE_TRANSACTION;
 * wins and rollbacks after the token expired are accepted; rollback orders (after the bet, before it —
 * recorded so the late bet is refused —, twice, after a win); the same transaction sent 20 times at
 * once moves money once; our game server's client speaking Hub88 moves money through this endpoint.
 * And the keys per provider on the console page `/console/casino-providers` (admins only; key
 * fingerprints, never key text; a new key is used within 5 s; our game server switched to Hub88's
 * protocol signs with its RSA key, and our protocol's endpoint then refuses it).
 * The bank invariant is checked at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createPgDatabase, postgresAvailable } from '../helpers/db.ts';
import { startBuiltServer, type RunningServer } from '../helpers/server.ts';
import { createClient } from '../helpers/http-client.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import type { Database } from '../../src/server/db/client.ts';
import { openDatabase } from '../../src/server/database.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { openGameSession } from '../../src/server/casino/launch.ts';
import { newKeyPair, signBody } from '../../src/server/casino/signature.ts';
import { hub88Sign } from '../../src/server/casino/hub88-signature.ts';
import { newRsaKeyPair } from '../../src/server/casino/keys.ts';
import { setLimits } from '../../src/server/responsible/service.ts';
import { walletClient } from '../../src/server/game-server/wallet-client.ts';
import { wallet } from '../../src/server/game-server/service.ts';
import { staffLogin } from '../helpers/console.ts';
import { GAME_SERVER_PROVIDER } from '../../schemas/game-server.ts';
import { tFor } from '../../src/i18n/index.ts';
import { HUB88_SIGNATURE_HEADER, hub88Response, type Hub88Response } from '../../schemas/casino-wallet-hub88.ts';
import { WALLET_SIGNATURE_HEADER } from '../../schemas/casino-wallet.ts';

const PROVIDER = 'hub88-contract';
/** A provider of our own protocol, to show the Hub88 path refuses it. */
const V1_PROVIDER = 'v1-contract';
const demoPrivate = readFileSync(new URL('../fixtures/hub88/demo-private.pem', import.meta.url), 'utf8');
const demoPublic = readFileSync(new URL('../fixtures/hub88/demo-public.pem', import.meta.url), 'utf8');
const stranger = newRsaKeyPair();
const ed25519 = newKeyPair();
const t = tFor('main', 'en');
/** Hub88 units per major unit. */
const U = 100_000;

if (!(await postgresAvailable())) throw new Error('the Hub88 contract suite needs the test PostgreSQL (tests/helpers/db.ts)');

describe("Hub88's wallet API contract over HTTP", () => {
  let server: RunningServer;
  let database: Database;
  let drop: () => Promise<void>;
  let gameId: number;
  let now: number;
  let dev: ReturnType<typeof createClient>;

  async function clock(advanceMs: number): Promise<number> {
    const res = await dev.devPost('/web-api/dev/clock', { advanceMs });
    expect(res.status).toBe(200);
    return res.body.now as number;
  }

  /** A player of `currency` with `depositMinor` and a game session with the Hub88 provider. */
  async function player(depositMinor: number, currency = 'RUB') {
    const playerId = await createPlayer(database.db, 'main', currency);
    const { main } = await playerAccountIds(database.db, playerId);
    if (depositMinor > 0) await deposit(database.db, { playerId, accountId: main, amountMinor: depositMinor, providerId: 'test', idempotencyKey: `hub88:${playerId}` });
    const { token } = await openGameSession(database.db, { playerId, brandId: 'main', gameId, accountId: main, country: null, now });
    return { playerId, accountId: main, token, user: String(playerId), currency };
  }
  type P = Awaited<ReturnType<typeof player>>;

  async function post(path: string, text: string, headers: Record<string, string>): Promise<{ http: number; body: Hub88Response }> {
    const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: new TextEncoder().encode(text) });
    return { http: res.status, body: hub88Response.parse(await res.json()) };
  }

  /** A Hub88 call signed with the demo key (or as `options` say); asserts Hub88's HTTP 200. */
  async function call(name: string, body: unknown, options: { key?: string; signature?: string | null; raw?: string; provider?: string } = {}): Promise<Hub88Response> {
    const text = options.raw ?? JSON.stringify(body);
    const signature = options.signature === undefined ? hub88Sign(options.key ?? demoPrivate, text) : options.signature;
    const answer = await post(`/casino-wallet-api/hub88/${options.provider ?? PROVIDER}/${name}`, text, signature === null ? {} : { [HUB88_SIGNATURE_HEADER]: signature });
    expect(answer.http).toBe(200);
    return answer.body;
  }

  /** Hub88's transaction fields (Operator API → Wallet API → /transaction/bet). */
  const tx = (p: P, uuid: string, extra: Record<string, unknown> = {}) => ({
    user: p.user, transaction_uuid: uuid, supplier_transaction_id: `sup-${uuid}`, token: p.token, supplier_user: `cg_${p.user}`,
    round_closed: false, round: `r-${uuid}`, reward_uuid: null, request_uuid: randomUUID(), is_free: false, is_aggregated: false,
    game_code: 'dice', currency: p.currency, bet: 'zero', meta: { selection: 'home_team', odds: 2.5 }, ...extra,
  });
  const bet = (p: P, uuid: string, amount: number, extra: Record<string, unknown> = {}) => call('transaction/bet', tx(p, uuid, { amount, ...extra }));
  const win = (p: P, uuid: string, ref: string, amount: number, extra: Record<string, unknown> = {}) =>
    call('transaction/win', tx(p, uuid, { amount, reference_transaction_uuid: ref, round: `r-${ref}`, round_closed: true, ...extra }));
  const rollback = (p: P, uuid: string, ref: string, extra: Record<string, unknown> = {}) => {
    const { currency: _c, bet: _b, is_free: _f, is_aggregated: _a, reward_uuid: _r, ...base } = tx(p, uuid, { reference_transaction_uuid: ref, round: `r-${ref}`, round_closed: true, ...extra });
    return call('transaction/rollback', base);
  };
  const balance = (p: P) => call('user/balance', { user: p.user, request_uuid: randomUUID(), token: p.token, game_code: 'dice' });
  const minor = (p: P) => accountBalance(database.db, p.accountId);

  beforeAll(async () => {
    const created = await createPgDatabase('feed');
    drop = created.drop;
    database = await openDatabase({ kind: 'pg', url: created.url, poolSize: 6 });
    await database.db.execute(sql`insert into casino_providers (id, name, protocol, hub88_public_key) values (${PROVIDER}, 'Hub88 contract provider', 'hub88', ${demoPublic})`);
    await database.db.execute(sql`insert into casino_providers (id, name, public_key) values (${V1_PROVIDER}, 'Our protocol provider', ${ed25519.publicKey})`);
    await database.db.execute(sql`insert into casino_games (provider_id, code, slug, name, categories, rtp_bp, volatility, max_multiplier) values (${PROVIDER}, 'dice', 'hub88-dice', 'Hub88 dice', '["dice"]'::jsonb, 9900, 'medium', 100.01)`);
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

  describe('signatures (X-Hub88-Signature: RSA-SHA256 over the raw body, base64)', () => {
    it('accepts the provider key and refuses bad, missing, tampered and Ed25519 signatures with HTTP 200 RS_ERROR_INVALID_SIGNATURE, moving nothing', async () => {
      const p = await player(10_000);
      expect(await balance(p)).toMatchObject({ status: 'RS_OK', user: p.user, currency: 'RUB', balance: 100 * U });
      const body = tx(p, 'sig-1', { amount: 10 * U });
      const text = JSON.stringify(body);
      for (const attempt of [
        await call('transaction/bet', body, { signature: null }),
        await call('transaction/bet', body, { key: stranger.privateKey }),
        await call('transaction/bet', body, { signature: 'not base64 at all' }),
        await call('transaction/bet', body, { signature: signBody(ed25519.privateKey, text) }),
        await call('transaction/bet', null, { raw: text.replace(`"amount":${10 * U}`, `"amount":${90 * U}`), signature: hub88Sign(demoPrivate, text) }),
      ]) expect(attempt).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE' });
      expect(await minor(p)).toBe(10_000);
      // The signature covers the exact bytes: the same JSON re-spaced is another body.
      expect(await call('transaction/bet', null, { raw: JSON.stringify(body, null, 1), signature: hub88Sign(demoPrivate, text) })).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE' });
      expect((await call('transaction/bet', null, { raw: JSON.stringify(body, null, 1) })).status).toBe('RS_OK');
      expect(await minor(p)).toBe(9_000);
    });

    it('answers RS_ERROR_INVALID_PARTNER for an unknown, disabled or our-protocol provider; ours refuses a Hub88 provider', async () => {
      const p = await player(1_000);
      const body = { user: p.user, request_uuid: randomUUID(), token: p.token, game_code: 'dice' };
      expect(await call('user/balance', body, { provider: 'nobody-here' })).toEqual({ status: 'RS_ERROR_INVALID_PARTNER' });
      expect(await call('user/balance', body, { provider: V1_PROVIDER })).toEqual({ status: 'RS_ERROR_INVALID_PARTNER' });
      await database.db.execute(sql`update casino_providers set enabled = false where id = ${PROVIDER}`);
      await new Promise((resolve) => setTimeout(resolve, 5_100)); // the server reads provider keys again after 5 s
      expect(await call('user/balance', body)).toEqual({ status: 'RS_ERROR_INVALID_PARTNER' });
      await database.db.execute(sql`update casino_providers set enabled = true where id = ${PROVIDER}`);
      await new Promise((resolve) => setTimeout(resolve, 5_100));
      expect((await call('user/balance', body)).status).toBe('RS_OK');
      const text = JSON.stringify({ request_uuid: randomUUID(), token: p.token });
      const ours = await fetch(`${server.url}/casino-wallet-api/v1/${PROVIDER}/user/balance`, { method: 'POST', headers: { [WALLET_SIGNATURE_HEADER]: signBody(ed25519.privateKey, text) }, body: text });
      expect(ours.status).toBe(401);
    }, 30_000);
  });

  describe('syntax and types', () => {
    it('answers RS_ERROR_WRONG_SYNTAX for a body that is not a JSON object or lacks a field, RS_ERROR_WRONG_TYPES for a field of another type', async () => {
      const p = await player(10_000);
      expect(await call('transaction/bet', null, { raw: '{"user":' })).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX' });
      expect(await call('transaction/bet', null, { raw: '[1,2]' })).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX' });
      const { amount: _dropped, ...noAmount } = tx(p, 'syn-1', { amount: U }) as Record<string, unknown>;
      expect((await call('transaction/bet', noAmount)).status).toBe('RS_ERROR_WRONG_SYNTAX');
      expect((await bet(p, 'typ-1', '100000' as unknown as number)).status).toBe('RS_ERROR_WRONG_TYPES');
      expect((await bet(p, 'typ-2', 1_000.5)).status).toBe('RS_ERROR_WRONG_TYPES');
      expect((await call('transaction/bet', tx(p, 'typ-3', { amount: U, round_closed: 'no' }))).status).toBe('RS_ERROR_WRONG_TYPES');
      expect((await call('user/balance', { user: p.user, request_uuid: randomUUID(), token: 12345 })).status).toBe('RS_ERROR_WRONG_TYPES');
      const typed = await bet(p, 'typ-4', '1' as unknown as number);
      expect(typed.request_uuid).toMatch(/^[0-9a-f-]{36}$/);
      // Fields Hub88 adds later are ignored (its changelog: new optional fields, integrations unchanged).
      expect(await bet(p, 'new-field', U, { is_billable: true, direct_fee: 0 })).toMatchObject({ status: 'RS_OK', balance: 99 * U });
      expect(await minor(p)).toBe(9_900);
    });
  });

  describe('calls', () => {
    it('/user/info answers the player a session was opened for, with country; any other user RS_ERROR_UNKNOWN', async () => {
      const p = await player(0);
      await database.db.execute(sql`update players set country_code = 'EE' where id = ${p.playerId}`);
      const requestUuid = randomUUID();
      expect(await call('user/info', { user: p.user, request_uuid: requestUuid })).toEqual({ status: 'RS_OK', request_uuid: requestUuid, user: p.user, country: 'EE' });
      const never = await createPlayer(database.db, 'main', 'RUB');
      expect((await call('user/info', { user: String(never), request_uuid: randomUUID() })).status).toBe('RS_ERROR_UNKNOWN');
      expect((await call('user/info', { user: 'john12345', request_uuid: randomUUID() })).status).toBe('RS_ERROR_UNKNOWN');
    });

    it('/user/balance in Hub88 units (user optional, game_code null allowed); an unknown token and another user refused', async () => {
      const p = await player(12_345);
      const requestUuid = randomUUID();
      expect(await call('user/balance', { user: p.user, request_uuid: requestUuid, token: p.token, game_code: null })).toEqual({
        status: 'RS_OK', request_uuid: requestUuid, user: p.user, currency: 'RUB', balance: 123.45 * U,
      });
      expect((await call('user/balance', { request_uuid: randomUUID(), token: p.token })).status).toBe('RS_OK');
      expect((await call('user/balance', { user: p.user, request_uuid: randomUUID(), token: 'x'.repeat(43), game_code: 'dice' })).status).toBe('RS_ERROR_INVALID_TOKEN');
      expect((await call('user/balance', { user: '1', request_uuid: randomUUID(), token: p.token, game_code: 'dice' })).status).toBe('RS_ERROR_INVALID_TOKEN');
    });

    it('/transaction/bet and /transaction/win move money in Hub88 units; refusals carry the balance', async () => {
      const p = await player(10_000);
      const requestUuid = randomUUID();
      expect(await call('transaction/bet', tx(p, 'bw-bet', { amount: 3.56 * U, request_uuid: requestUuid }))).toEqual({
        status: 'RS_OK', request_uuid: requestUuid, user: p.user, currency: 'RUB', balance: 96.44 * U,
      });
      expect(await win(p, 'bw-win', 'bw-bet', 7.12 * U)).toMatchObject({ status: 'RS_OK', balance: 103.56 * U });
      expect(await minor(p)).toBe(10_356);
      expect(await bet(p, 'bw-much', 200 * U)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 103.56 * U });
      expect(await bet(p, 'bw-cur', U, { currency: 'EUR' })).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY', balance: 103.56 * U });
      expect((await bet(p, 'bw-xxx', U, { currency: 'XXX' })).status).toBe('RS_ERROR_WRONG_CURRENCY');
      expect(await bet(p, 'bw-game', U, { game_code: 'roulette' })).toMatchObject({ status: 'RS_ERROR_INVALID_GAME', balance: 103.56 * U });
      expect((await bet(p, 'bw-token', U, { token: 'y'.repeat(43) })).status).toBe('RS_ERROR_INVALID_TOKEN');
      expect((await win(p, 'bw-unknown-win', 'bw-unknown-bet', U)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      // A free bet spends a Hub88 reward; this operator grants none.
      expect((await bet(p, 'bw-free', U, { is_free: true, reward_uuid: randomUUID() })).status).toBe('RS_ERROR_UNKNOWN');
      expect(await minor(p)).toBe(10_356);
    });

    it('refuses bets of a banned player (RS_ERROR_USER_DISABLED) and past a wagering limit (RS_ERROR_LIMIT_REACHED)', async () => {
      const banned = await player(5_000);
      await database.db.execute(sql`update players set ban_level = 1 where id = ${banned.playerId}`);
      expect(await bet(banned, 'ban-1', U)).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 50 * U });
      const limited = await player(50_000);
      await setLimits(database.db, limited.playerId, [{ limitType: 1, limitValue: 100 }], now, t);
      expect((await bet(limited, 'lim-1', 60 * U)).status).toBe('RS_OK');
      expect(await bet(limited, 'lim-2', 60 * U)).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED', balance: 440 * U });
    });
  });

  describe('amounts in 1/100,000 of a unit', () => {
    it('converts every platform exponent without loss and refuses an amount below the minor unit with RS_ERROR_WRONG_TYPES, moving nothing', async () => {
      const rub = await player(10_000);
      expect((await bet(rub, 'am-rub-bad', 356_001)).status).toBe('RS_ERROR_WRONG_TYPES');
      expect((await bet(rub, 'am-rub-bad', 1)).status).toBe('RS_ERROR_WRONG_TYPES');
      expect(await minor(rub)).toBe(10_000);
      expect(await bet(rub, 'am-rub', 356_000)).toMatchObject({ status: 'RS_OK', balance: 10_000 * 1_000 - 356_000 });
      expect(await minor(rub)).toBe(9_644);
      const jpy = await player(1_000, 'JPY');
      expect((await bet(jpy, 'am-jpy-bad', 150_000)).status).toBe('RS_ERROR_WRONG_TYPES');
      expect(await bet(jpy, 'am-jpy', 7 * U)).toMatchObject({ status: 'RS_OK', currency: 'JPY', balance: 993 * U });
      expect(await minor(jpy)).toBe(993);
      const kwd = await player(1_000, 'KWD');
      expect((await bet(kwd, 'am-kwd-bad', 150)).status).toBe('RS_ERROR_WRONG_TYPES');
      expect(await bet(kwd, 'am-kwd', 100)).toMatchObject({ status: 'RS_OK', currency: 'KWD', balance: 0.999 * U });
      expect(await win(kwd, 'am-kwd-win', 'am-kwd', 2_500)).toMatchObject({ status: 'RS_OK', balance: 1.024 * U });
      expect(await minor(kwd)).toBe(1_024);
    });
  });

  describe('idempotency', () => {
    it('answers a repeated transaction_uuid with the first answer and its balance; other content is RS_ERROR_DUPLICATE_TRANSACTION', async () => {
      const p = await player(10_000);
      expect(await bet(p, 'id-1', 30 * U)).toMatchObject({ status: 'RS_OK', balance: 70 * U });
      expect(await bet(p, 'id-2', 20 * U)).toMatchObject({ status: 'RS_OK', balance: 50 * U });
      const repeat = await bet(p, 'id-1', 30 * U);
      expect(repeat).toMatchObject({ status: 'RS_OK', balance: 70 * U });
      for (const other of [{ amount: 31 * U }, { round: 'another' }, { game_code: 'roulette' }, { currency: 'EUR' }]) {
        const answer = await bet(p, 'id-1', 30 * U, other);
        expect(['RS_ERROR_DUPLICATE_TRANSACTION', 'RS_ERROR_INVALID_GAME', 'RS_ERROR_WRONG_CURRENCY'], JSON.stringify(other)).toContain(answer.status);
      }
      expect(await bet(p, 'id-1', 31 * U)).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 50 * U });
      expect(await bet(p, 'id-1', 30 * U, { round: 'another' })).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 50 * U });
      expect(await win(p, 'id-win', 'id-1', 5 * U)).toMatchObject({ status: 'RS_OK', balance: 55 * U });
      expect(await win(p, 'id-win', 'id-1', 5 * U)).toMatchObject({ status: 'RS_OK', balance: 55 * U });
      expect(await win(p, 'id-win', 'id-2', 5 * U)).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
      expect(await minor(p)).toBe(5_500);
    });

    it('moves money once when the same bet, win and rollback are each sent 20 times at once', async () => {
      const p = await player(10_000);
      const bets = await Promise.all(Array.from({ length: 20 }, () => bet(p, 'cc-bet', 10 * U)));
      for (const answer of bets) expect(answer).toMatchObject({ status: 'RS_OK', balance: 90 * U });
      expect(await minor(p)).toBe(9_000);
      const wins = await Promise.all(Array.from({ length: 20 }, () => win(p, 'cc-win', 'cc-bet', 25 * U)));
      for (const answer of wins) expect(answer).toMatchObject({ status: 'RS_OK', balance: 115 * U });
      expect(await minor(p)).toBe(11_500);
      await bet(p, 'cc-bet-2', 40 * U);
      const rollbacks = await Promise.all(Array.from({ length: 20 }, () => rollback(p, 'cc-rb', 'cc-bet-2')));
      for (const answer of rollbacks) expect(answer).toMatchObject({ status: 'RS_OK', balance: 115 * U });
      expect(await minor(p)).toBe(11_500);
      const rows = ((await database.db.execute(sql`select count(*)::int as n from casino_transactions where provider_id = ${PROVIDER} and transaction_uuid in ('cc-bet', 'cc-win', 'cc-rb')`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      expect(rows).toBe(3);
    }, 30_000);
  });

  describe('rollback orders', () => {
    it('refunds after the bet once, records a rollback that came first so the late bet is refused, and refuses after a win', async () => {
      const p = await player(10_000);
      await bet(p, 'ro-bet', 40 * U);
      expect(await rollback(p, 'ro-rb', 'ro-bet')).toMatchObject({ status: 'RS_OK', balance: 100 * U });
      expect(await rollback(p, 'ro-rb', 'ro-bet')).toMatchObject({ status: 'RS_OK', balance: 100 * U });
      expect(await rollback(p, 'ro-rb-2', 'ro-bet')).toMatchObject({ status: 'RS_OK', balance: 100 * U });
      expect(await win(p, 'ro-win', 'ro-bet', 80 * U)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 100 * U });
      // Rollback before its bet (the bet's answer was lost on the way): recorded, the late bet refused.
      expect((await rollback(p, 'early-rb', 'early-bet')).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(await bet(p, 'early-bet', 10 * U)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 100 * U });
      // A bet with its win is not rolled back (the round was played out).
      await bet(p, 'won-bet', 10 * U);
      await win(p, 'won-win', 'won-bet', 30 * U);
      expect(await rollback(p, 'won-rb', 'won-bet')).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 120 * U });
      expect(await minor(p)).toBe(12_000);
    });

    it('refuses bets once the token expired but accepts wins and rollbacks (server feed clock + 11 min)', async () => {
      const p = await player(10_000);
      await bet(p, 'ex-bet-1', 10 * U);
      await bet(p, 'ex-bet-2', 10 * U);
      await clock(11 * 60_000);
      expect((await bet(p, 'ex-bet-3', 10 * U)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect((await balance(p)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect(await win(p, 'ex-win', 'ex-bet-1', 30 * U)).toMatchObject({ status: 'RS_OK', balance: 110 * U });
      expect(await rollback(p, 'ex-rb', 'ex-bet-2')).toMatchObject({ status: 'RS_OK', balance: 120 * U });
      now = await clock(0);
    });
  });

  describe('our game server speaking Hub88', () => {
    it("signs with its RSA key, sends Hub88 units and reads balances back into minor units", async () => {
      const p = await player(10_000);
      const client = walletClient({ baseUrl: server.url, providerId: PROVIDER, protocol: 'hub88', privateKey: demoPrivate });
      const base = { token: p.token, user: p.user, round: 'gs-round-1', game_code: 'dice' };
      expect(await client.call('user/balance', { request_uuid: randomUUID(), token: p.token })).toMatchObject({ status: 'RS_OK', balance: 10_000 });
      expect(await client.call('transaction/bet', { ...base, request_uuid: randomUUID(), transaction_uuid: 'gs-bet', round_closed: false, currency: 'RUB', amount: 1_234 })).toMatchObject({ status: 'RS_OK', balance: 8_766 });
      expect(await client.call('transaction/win', { ...base, request_uuid: randomUUID(), transaction_uuid: 'gs-win', round_closed: true, currency: 'RUB', amount: 2_468, reference_transaction_uuid: 'gs-bet' })).toMatchObject({ status: 'RS_OK', balance: 11_234 });
      expect(await minor(p)).toBe(11_234);
      const refused = walletClient({ baseUrl: server.url, providerId: PROVIDER, protocol: 'hub88', privateKey: stranger.privateKey });
      expect((await refused.call('user/balance', { request_uuid: randomUUID(), token: p.token })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(invariantHolds(await checkInvariant(database.db))).toBe(true);
    });
  });
  describe('keys per provider in the console', () => {
    it('shows fingerprints to admins only, replaces a provider key (the old one refused within 5 s) and refuses bad keys', async () => {
      const risk = await staffLogin(server.url, 'risk@console.test');
      expect((await risk.get('/console/casino-providers')).status).toBe(403);
      expect((await risk.post(`/console-api/casino-providers/${PROVIDER}`, { protocol: 'hub88', reason: 'probe' })).status).toBe(403);
      const admin = await staffLogin(server.url, 'admin@console.test');
      const page = await admin.get('/console/casino-providers');
      expect(page.status).toBe(200);
      expect(page.body).toContain(PROVIDER);
      expect(page.body).toContain('SHA256:');
      expect(page.body).not.toContain('BEGIN PUBLIC KEY-----\nMII');
      const fresh = newRsaKeyPair();
      const bad = await admin.post(`/console-api/casino-providers/${PROVIDER}`, { protocol: 'hub88', rsaPem: ed25519.publicKey, reason: 'rotate the Hub88 key' });
      expect(bad.status).toBe(400);
      const own = await admin.post(`/console-api/casino-providers/${GAME_SERVER_PROVIDER}`, { protocol: 'hub88', rsaPem: fresh.publicKey, reason: 'rotate the Hub88 key' });
      expect(own.status).toBe(409);
      const unknown = await admin.post('/console-api/casino-providers/nobody-here', { protocol: 'hub88', rsaPem: fresh.publicKey, reason: 'rotate the Hub88 key' });
      expect(unknown.status).toBe(404);
      const noKey = await admin.post(`/console-api/casino-providers/${PROVIDER}`, { protocol: 'wallet-v1', reason: 'switch to our protocol' });
      expect(noKey.status).toBe(400);
      const saved = await admin.post(`/console-api/casino-providers/${PROVIDER}`, { protocol: 'hub88', rsaPem: fresh.publicKey, reason: 'rotate the Hub88 key' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.provider).toMatchObject({ id: PROVIDER, protocol: 'hub88', rsaBits: 2048, own: false });
      expect(JSON.stringify(saved.body)).not.toContain('BEGIN');
      const audit = ((await database.db.execute(sql`select after from audit_log where action = 'casino.providers' and key = ${`casino_provider:${PROVIDER}`}`)) as unknown as { rows: { after: { rsa: string } }[] }).rows;
      expect(audit).toHaveLength(1);
      expect(audit[0]!.after.rsa).toBe(saved.body.provider.rsaFingerprint);
      await new Promise((resolve) => setTimeout(resolve, 5_100));
      const p = await player(1_000);
      const body = { user: p.user, request_uuid: randomUUID(), token: p.token, game_code: 'dice' };
      expect((await call('user/balance', body)).status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect((await call('user/balance', body, { key: fresh.privateKey })).status).toBe('RS_OK');
      // Back to Hub88's demo key for the rest of the file.
      expect((await admin.post(`/console-api/casino-providers/${PROVIDER}`, { protocol: 'hub88', rsaPem: demoPublic, reason: 'back to the demo key' })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5_100));
      expect((await call('user/balance', body)).status).toBe('RS_OK');
    }, 40_000);

    it("switches our game server to Hub88's protocol: it signs with its RSA key and our protocol's endpoint refuses it", async () => {
      const admin = await staffLogin(server.url, 'admin@console.test');
      const ownGame = Number(((await database.db.execute(sql`select id from casino_games where provider_id = ${GAME_SERVER_PROVIDER} and code = 'dice'`)) as unknown as { rows: { id: string }[] }).rows[0]!.id);
      const playerId = await createPlayer(database.db, 'main', 'RUB');
      const { main } = await playerAccountIds(database.db, playerId);
      await deposit(database.db, { playerId, accountId: main, amountMinor: 10_000, providerId: 'test', idempotencyKey: `hub88-gs:${playerId}` });
      const { token } = await openGameSession(database.db, { playerId, brandId: 'main', gameId: ownGame, accountId: main, country: null, now });
      const switched = await admin.post(`/console-api/casino-providers/${GAME_SERVER_PROVIDER}`, { protocol: 'hub88', reason: 'speak Hub88' });
      expect(switched.status, JSON.stringify(switched.body)).toBe(200);
      expect(switched.body.provider).toMatchObject({ protocol: 'hub88', own: true });
      await new Promise((resolve) => setTimeout(resolve, 5_100));
      process.env.PORTAL_WALLET_URL = server.url;
      try {
        const client = await wallet(database.db);
        const base = { token, user: String(playerId), round: 'own-hub88-1', game_code: 'dice' };
        expect(await client.call('transaction/bet', { ...base, request_uuid: randomUUID(), transaction_uuid: 'own-hub88-bet', round_closed: false, currency: 'RUB', amount: 250 })).toMatchObject({ status: 'RS_OK', balance: 9_750 });
        const text = JSON.stringify({ request_uuid: randomUUID(), token });
        const keyRow = ((await database.db.execute(sql`select value from app_secrets where name = 'game_server_ed25519'`)) as unknown as { rows: { value: string }[] }).rows[0]!;
        const ours = await fetch(`${server.url}/casino-wallet-api/v1/${GAME_SERVER_PROVIDER}/user/balance`, { method: 'POST', headers: { [WALLET_SIGNATURE_HEADER]: signBody(keyRow.value, text) }, body: text });
        expect(ours.status).toBe(401);
      } finally {
        delete process.env.PORTAL_WALLET_URL;
        await admin.post(`/console-api/casino-providers/${GAME_SERVER_PROVIDER}`, { protocol: 'wallet-v1', reason: 'back to our protocol' });
      }
      expect(await accountBalance(database.db, main)).toBe(9_750);
      expect(invariantHolds(await checkInvariant(database.db))).toBe(true);
    }, 30_000);
  });
});
