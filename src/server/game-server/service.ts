/**
 * Our own game server, the provider side of the casino (spec §2 Casino): plays the
 * provably fair games of src/domain/casino/ (through src/domain/game-server/play.ts) for
 * - real money: the player comes with the wallet session token of a launch; every money movement
 *   is a signed HTTP call to the operator's wallet API (wallet-client.ts) — balance, bet, then win
 *   (0 for a loss, closing the round); a bet refused by the wallet refuses the round with the
 *   wallet's status; a bet whose answer never came is rolled back; the round is written `pending`
 *   before the bet, and a win the wallet did not answer is sent again (same uuid) on the owner's
 *   next round ({@link settlePending});
 * - demo: fun money in a demo wallet of its own ({@link DEMO_START_MINOR}), no wallet calls.
 * Seeds per owner (`u:{user}` or `d:{demoId}`): the active pair's server seed stays secret (its
 * sha256 is shown), every round takes the next nonce, a rotation reveals it and starts a new pair
 * with the client seed the player chose. Rounds are identified as `{seedId}-{nonce}` (the wallet's
 * `round`, the verify page's key).
 *
 * It shares the database with the portal only for its own tables (gs_*), its signing keys
 * (app_secrets `game_server_ed25519`, `game_server_rsa`) and its provider row's `protocol` (which
 * wallet protocol it speaks: ours or Hub88's, wallet-client.ts); money is never touched here.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { floatStream, newClientSeed, newServerSeed, serverSeedHash } from '../../domain/casino/fair.ts';
import { DEMO_CURRENCY, playRound, roundStake } from '../../domain/game-server/play.ts';
import { GAME_SERVER_PROVIDER, MULTI_STEP_GAMES, SLOT_GAMES, type GsRoundView, type GsSeedView, type RoundParams } from '../../../schemas/game-server.ts';
import { MIN_SPIN_MS } from '../../domain/casino/slots.ts';
import { feedNow } from '../feed/clock.ts';
import type { WalletResponse } from '../../../schemas/casino-wallet.ts';
import { AppError } from '../errors.ts';
import { walletBaseUrl, walletClient, type WalletClient, type WalletProtocol } from './wallet-client.ts';

/** Our provider id in the portal's catalogue. */
/** Name of the app secret holding the game server's Ed25519 private key (PKCS#8 PEM). */
const GAME_SERVER_KEY_SECRET = 'game_server_ed25519';
/** Name of the app secret holding the game server's RSA private key for Hub88's protocol (PKCS#8 PEM; src/server/casino/seed.ts). */
const GAME_SERVER_RSA_SECRET = 'game_server_rsa';
/** Fun money a new demo wallet starts with: 1,000.00 (minor units, shown in the demo currency). */
export const DEMO_START_MINOR = 100_000;

/** A raw row. */
export type Row = Record<string, unknown>;
/** Rows of a raw query result. */
export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Who plays: an owner key, the mode, and (real) the wallet token and user. */
export interface Player {
  owner: string;
  mode: 'real' | 'demo';
  token?: string;
  user?: string;
  demoId?: string;
  currency: string;
  balance: number;
}

/** How long the game server's client (its provider's protocol and key) is reused before being read again (ms). */
const CLIENT_CACHE_MS = 5_000;
const clients = new WeakMap<Db, { client: WalletClient; at: number }>();
/**
 * The game server's signed wallet client in the protocol its provider row is set to
 * (`casino_providers.protocol`, changed on the console page `/console/casino-providers`):
 * `wallet-v1` signs with app_secrets {@link GAME_SERVER_KEY_SECRET}, `hub88` with
 * {@link GAME_SERVER_RSA_SECRET}. Re-read every {@link CLIENT_CACHE_MS}.
 * @throws AppError service_unavailable without a key
 */
export async function wallet(db: Db): Promise<WalletClient> {
  const hit = clients.get(db);
  if (hit && Date.now() - hit.at < CLIENT_CACHE_MS) return hit.client;
  const provider = rowsOf(await db.execute(sql`select protocol from casino_providers where id = ${GAME_SERVER_PROVIDER}`))[0];
  const protocol: WalletProtocol = provider?.protocol === 'hub88' ? 'hub88' : 'wallet-v1';
  const secret = protocol === 'hub88' ? GAME_SERVER_RSA_SECRET : GAME_SERVER_KEY_SECRET;
  const rows = rowsOf(await db.execute(sql`select value from app_secrets where name = ${secret}`));
  if (!rows[0]) throw new AppError('service_unavailable', 'The game server has no signing key.');
  const client = walletClient({ baseUrl: walletBaseUrl(), providerId: GAME_SERVER_PROVIDER, protocol, privateKey: String(rows[0].value) });
  clients.set(db, { client, at: Date.now() });
  return client;
}

/** A wallet refusal as a 4xx the game page shows (the status in `meta.status`). */
export function walletRefusal(answer: WalletResponse): AppError {
  const code = answer.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 'insufficient_funds'
    : answer.status === 'RS_ERROR_TOKEN_EXPIRED' || answer.status === 'RS_ERROR_INVALID_TOKEN' ? 'unauthorized'
      : answer.status === 'RS_ERROR_USER_DISABLED' || answer.status === 'RS_ERROR_LIMIT_REACHED' ? 'forbidden' : 'conflict';
  return new AppError(code, `The wallet refused: ${answer.status}.`, { status: answer.status, balance: answer.balance ?? null });
}

/**
 * The player of a request: a wallet token (real money, checked with the wallet's `user/balance`),
 * a demo id (its demo wallet), or neither (a new demo wallet).
 * @throws AppError unauthorized (token unknown or expired), not_found (unknown demo id)
 */
export async function playerOf(db: Db, who: { token?: string; demo?: string }): Promise<Player> {
  if (who.token) {
    const answer = await (await wallet(db)).call('user/balance', { request_uuid: randomUUID(), token: who.token });
    if (answer.status !== 'RS_OK') throw walletRefusal(answer);
    return { owner: `u:${answer.user}`, mode: 'real', token: who.token, user: answer.user!, currency: answer.currency!, balance: answer.balance! };
  }
  if (who.demo) {
    const rows = rowsOf(await db.execute(sql`select balance from gs_demo_wallets where id = ${who.demo}`));
    if (!rows[0]) throw new AppError('not_found', 'This demo session is over: start a new one.');
    return { owner: `d:${who.demo}`, mode: 'demo', demoId: who.demo, currency: DEMO_CURRENCY, balance: Number(rows[0].balance) };
  }
  const id = randomBytes(18).toString('base64url');
  await db.execute(sql`insert into gs_demo_wallets (id, balance) values (${id}, ${DEMO_START_MINOR})`);
  return { owner: `d:${id}`, mode: 'demo', demoId: id, currency: DEMO_CURRENCY, balance: DEMO_START_MINOR };
}

function seedView(row: Row, reveal: boolean): GsSeedView {
  return {
    seedId: Number(row.id), serverSeedHash: String(row.server_seed_hash), clientSeed: String(row.client_seed), nonce: Number(row.nonce),
    serverSeed: reveal ? String(row.server_seed) : null,
  };
}

/** The owner's active seed pair, created when there is none. */
export async function activeSeed(db: Db, owner: string, clientSeed?: string): Promise<GsSeedView> {
  const found = rowsOf(await db.execute(sql`select * from gs_seeds where owner = ${owner} and revealed_at is null`));
  if (found[0]) return seedView(found[0], false);
  const server = newServerSeed();
  await db.execute(sql`insert into gs_seeds (owner, server_seed, server_seed_hash, client_seed) values (${owner}, ${server}, ${serverSeedHash(server)}, ${clientSeed ?? newClientSeed()})
    on conflict (owner) where revealed_at is null do nothing`);
  return activeSeed(db, owner);
}

/**
 * Rotates the owner's seed pair: the active server seed is revealed (answered in `previous`) and a
 * new pair starts at nonce 0 with `clientSeed` (or a new random one).
 * @throws AppError conflict while a multi-step round of the owner is open
 */
export async function rotateSeed(db: Db, owner: string, clientSeed?: string): Promise<{ previous: GsSeedView; current: GsSeedView }> {
  await activeSeed(db, owner);
  const revealed = await db.transaction(async (tx) => {
    // The seed row lock orders this after a deal that took a nonce of this pair (it commits its
    // open round first): revealing the seed of an unfinished hand would show its hidden cards.
    await tx.execute(sql`select id from gs_seeds where owner = ${owner} and revealed_at is null for update`);
    if (rowsOf(await tx.execute(sql`select 1 from gs_rounds where owner = ${owner} and status = 'open' limit 1`)).length > 0) {
      throw new AppError('conflict', 'Finish the open hand before rotating the seed pair.');
    }
    return rowsOf(await tx.execute(sql`update gs_seeds set revealed_at = now() where owner = ${owner} and revealed_at is null returning *`));
  });
  const current = await activeSeed(db, owner, clientSeed);
  return { previous: seedView(revealed[0]!, true), current };
}

/** Takes the next nonce of the owner's active pair (atomic), answering the seed it belongs to. */
export async function takeNonce(db: Db, owner: string): Promise<{ seedId: number; serverSeed: string; clientSeed: string; nonce: number }> {
  await activeSeed(db, owner);
  const rows = rowsOf(await db.execute(sql`update gs_seeds set nonce = nonce + 1 where owner = ${owner} and revealed_at is null returning id, server_seed, client_seed, nonce - 1 as nonce`));
  const row = rows[0]!;
  return { seedId: Number(row.id), serverSeed: String(row.server_seed), clientSeed: String(row.client_seed), nonce: Number(row.nonce) };
}

/**
 * Takes the owner's next slot spin start at `now` (feed-clock ms), atomically: at most one spin per
 * {@link MIN_SPIN_MS} per owner (UKGC: at least 2.5 s per slot spin, enforced here, not in the page).
 * @throws AppError spin_too_soon (429, `meta.waitMs`) when the last spin started less than 2.5 s ago
 */
export async function takeSpinStart(db: Db, owner: string, now: number): Promise<void> {
  const taken = rowsOf(await db.execute(sql`insert into gs_spin_clock (owner, last_spin_ms) values (${owner}, ${now})
    on conflict (owner) do update set last_spin_ms = excluded.last_spin_ms
    where gs_spin_clock.last_spin_ms <= excluded.last_spin_ms - ${MIN_SPIN_MS}
    returning last_spin_ms`));
  if (taken.length > 0) return;
  const [row] = rowsOf(await db.execute(sql`select last_spin_ms from gs_spin_clock where owner = ${owner}`));
  const waitMs = Math.max(1, Number(row?.last_spin_ms ?? now) + MIN_SPIN_MS - now);
  throw new AppError('spin_too_soon', `A spin takes at least ${MIN_SPIN_MS / 1000} s: the next one can start in ${(waitMs / 1000).toFixed(1)} s.`, { waitMs });
}

/** The answer of a round to the game page. */
export interface PlayAnswer {
  round: GsRoundView;
  balance: number;
  currency: string;
}

/** Game codes of the catalogue whose rounds this server plays (the code is the game). */
function gameCode(params: RoundParams): string {
  return params.game;
}

/**
 * Plays one round for a player (module docstring).
 * Slots: one spin per call (no autoplay), at most one per 2.5 s per owner ({@link takeSpinStart}).
 * @throws AppError bad_request (parameters the game refuses), spin_too_soon (a slot spin within 2.5 s
 *   of the last), insufficient_funds (balance below the stake; `meta.balance`), forbidden (wallet: user disabled or a limit), unauthorized (token),
 *   service_unavailable (the wallet did not answer; the bet was rolled back)
 */
export async function playGameRound(db: Db, player: Player, params: RoundParams, stakeMinor: number, now: number = feedNow()): Promise<PlayAnswer> {
  if ((MULTI_STEP_GAMES as readonly string[]).includes(params.game)) throw new AppError('bad_request', 'This game is dealt and played in steps (multi-step.ts).');
  const stake = roundStake(params, stakeMinor);
  if ((SLOT_GAMES as readonly string[]).includes(params.game)) await takeSpinStart(db, player.owner, now);
  const seed = await takeNonce(db, player.owner);
  let outcome;
  try {
    outcome = playRound(floatStream(seed), params, stake);
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('bad_request', error.message);
    throw error;
  }
  const roundKey = `${seed.seedId}-${seed.nonce}`;
  const insert = (status: 'pending' | 'settled', betUuid: string | null, winUuid: string | null) => db.execute(sql`
    insert into gs_rounds (owner, mode, game, seed_id, nonce, params, result, currency, stake, payout, status, bet_uuid, win_uuid)
    values (${player.owner}, ${player.mode}, ${params.game}, ${seed.seedId}, ${seed.nonce}, ${JSON.stringify(params)}::jsonb, ${JSON.stringify(outcome.result)}::jsonb,
      ${player.currency}, ${outcome.stakeMinor}, ${outcome.payoutMinor}, ${status}, ${betUuid}, ${winUuid}) returning *`);
  let balance: number;
  let row: Row;
  if (player.mode === 'demo') {
    const rows = rowsOf(await db.execute(sql`update gs_demo_wallets set balance = balance - ${outcome.stakeMinor} + ${outcome.payoutMinor}
      where id = ${player.demoId!} and balance >= ${outcome.stakeMinor} returning balance`));
    if (!rows[0]) throw new AppError('insufficient_funds', 'Not enough fun money for this stake.', { balance: player.balance });
    balance = Number(rows[0].balance);
    row = rowsOf(await insert('settled', null, null))[0]!;
  } else {
    await settlePending(db, player);
    const client = await wallet(db);
    const betUuid = `gs-${roundKey}-bet`;
    const winUuid = `gs-${roundKey}-win`;
    // The round is written before the bet is sent: a win the wallet did not answer stays pending
    // and is sent again (same uuid) on the owner's next call.
    row = rowsOf(await insert('pending', betUuid, winUuid))[0]!;
    const setStatus = (status: 'settled' | 'refused' | 'rolled_back') => db.execute(sql`update gs_rounds set status = ${status} where id = ${row.id}`);
    const base = { token: player.token!, user: player.user!, round: roundKey, game_code: gameCode(params) };
    let bet: WalletResponse;
    try {
      bet = await client.call('transaction/bet', { ...base, request_uuid: randomUUID(), transaction_uuid: betUuid, round_closed: false, currency: player.currency, amount: outcome.stakeMinor });
    } catch (error) {
      const rolledBack = await client.call('transaction/rollback', { ...base, request_uuid: randomUUID(), transaction_uuid: `gs-${roundKey}-rollback`, round_closed: true, reference_transaction_uuid: betUuid }).catch(() => null);
      if (rolledBack) await setStatus('rolled_back');
      throw new AppError('service_unavailable', 'The wallet did not answer; the round was cancelled.', { cause: String(error) });
    }
    if (bet.status !== 'RS_OK') {
      await setStatus('refused');
      throw walletRefusal(bet);
    }
    const win = await sendWin(client, base, player.currency, winUuid, betUuid, outcome.payoutMinor);
    if (!win) throw new AppError('service_unavailable', 'The result could not be paid yet; it is paid when the wallet answers.', { round: roundKey });
    await setStatus('settled');
    row = { ...row, status: 'settled' };
    balance = win.balance!;
  }
  const round = await roundView(db, row);
  return { round, balance, currency: player.currency };
}

/** Sends a round's win (retried 3 times); the answer when RS_OK, else null. */
export async function sendWin(client: WalletClient, base: Record<string, unknown>, currency: string, winUuid: string, betUuid: string, amount: number): Promise<WalletResponse | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const win = await client.call('transaction/win', { ...base, request_uuid: randomUUID(), transaction_uuid: winUuid, round_closed: true, currency, amount, reference_transaction_uuid: betUuid }).catch(() => null);
    if (win?.status === 'RS_OK') return win;
    if (win?.status === 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' || win?.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') return null;
  }
  return null;
}

/**
 * Sends again the wins of the owner's pending real-money rounds (bet taken, win unanswered): the
 * same win uuid, so the wallet pays each once. A bet the wallet does not know (never arrived) or
 * rolled back marks the round refused or rolled back.
 */
async function settlePending(db: Db, player: Player): Promise<void> {
  if (player.mode !== 'real') return;
  const pending = rowsOf(await db.execute(sql`select id, seed_id, nonce, game, payout, bet_uuid, win_uuid from gs_rounds where owner = ${player.owner} and status = 'pending' order by id limit 20`));
  if (pending.length === 0) return;
  const client = await wallet(db);
  for (const r of pending) {
    const base = { token: player.token!, user: player.user!, round: `${r.seed_id}-${r.nonce}`, game_code: String(r.game) };
    const win = await client.call('transaction/win', { ...base, request_uuid: randomUUID(), transaction_uuid: String(r.win_uuid), round_closed: true, currency: player.currency, amount: Number(r.payout), reference_transaction_uuid: String(r.bet_uuid) }).catch(() => null);
    const status = win?.status === 'RS_OK' ? 'settled' : win?.status === 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' ? 'refused' : win?.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK' ? 'rolled_back' : null;
    if (status) await db.execute(sql`update gs_rounds set status = ${status} where id = ${r.id}`);
  }
}

/** A stored round as the game page and verify page see it (the server seed only once revealed). */
export async function roundView(db: Db, row: Row): Promise<GsRoundView> {
  const seeds = rowsOf(await db.execute(sql`select * from gs_seeds where id = ${row.seed_id}`));
  const seed = seeds[0]!;
  return {
    roundId: Number(row.id), game: row.game as GsRoundView['game'], mode: row.mode as GsRoundView['mode'],
    params: row.params as RoundParams, result: row.result as Record<string, unknown>,
    stakeMinor: Number(row.stake), payoutMinor: Number(row.payout), currency: String(row.currency), status: row.status as GsRoundView['status'],
    seed: seedView(seed, seed.revealed_at !== null), nonce: Number(row.nonce), createdAt: (row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at))).toISOString(),
  };
}

/** A round by its key `{seedId}-{nonce}` (public: the server seed only once revealed); null when unknown. */
export async function roundByKey(db: Db, key: string): Promise<GsRoundView | null> {
  const match = /^(\d{1,15})-(\d{1,9})$/.exec(key);
  if (!match) return null;
  const rows = rowsOf(await db.execute(sql`select * from gs_rounds where seed_id = ${Number(match[1])} and nonce = ${Number(match[2])}`));
  return rows[0] ? roundView(db, rows[0]) : null;
}
