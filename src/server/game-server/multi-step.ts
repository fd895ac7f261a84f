/**
 * Multi-step rounds of our game server (spec §2 casino: Jacks or Better video poker, blackjack):
 * the deal takes the stake and leaves the round `open`; each decision of the player
 * (`POST /game-server/api/action`) is appended to the round's parameters and the round replayed
 * from its seed with the pure functions of src/domain/game-server/play.ts, so the verify page
 * recomputes the finished round from seed + decisions exactly as it was paid.
 *
 * Concurrency: a decision is applied by compare-and-set on the stored parameters (two parallel
 * decisions: one applies, the other answers 409). Money, real mode: every stake of the round is a
 * wallet bet whose uuid is fixed by its place in the round (`gs-{key}-bet`, `gs-{key}-bet-{n}` for
 * the n-th decision's extra stake: double or split) and every call re-sends the bets the round's
 * decisions call for, so a bet whose answer was lost is taken exactly once (the wallet answers a
 * repeated uuid with its first answer); a refused extra stake undoes its decision. The win
 * (`gs-{key}-win`) closes the round and is re-sent until answered. Demo: the fun-money wallet moves
 * in the transaction that stores the decision. The hidden cards (the dealer's hole card, the draw)
 * never leave the server before the round is over, and the seed pair cannot be rotated meanwhile.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { floatStream } from '../../domain/casino/fair.ts';
import { progressRound, roundStake, type RoundOutcome } from '../../domain/game-server/play.ts';
import type { GsRoundView, MultiStepGame, RoundParams } from '../../../schemas/game-server.ts';
import type { WalletResponse } from '../../../schemas/casino-wallet.ts';
import { AppError } from '../errors.ts';
import { activeSeed, rowsOf, roundView, sendWin, wallet, walletRefusal, type Player, type Row } from './service.ts';

/** A decision of the player in an open round. */
export type Decision = { kind: 'draw'; holds: boolean[] } | { kind: 'hit' | 'stand' | 'double' | 'split' };

/** The answer to a deal or a decision: the round (open or settled), the balance, the decisions allowed now. */
export interface StepAnswer {
  round: GsRoundView;
  balance: number;
  currency: string;
  /** Decisions allowed now; empty once the round is over. */
  allowed: string[];
}

const keyOf = (row: Row) => `${row.seed_id}-${row.nonce}`;
const seedOf = async (db: Db, row: Row) => {
  const [seed] = rowsOf(await db.execute(sql`select server_seed, client_seed from gs_seeds where id = ${row.seed_id}`));
  return { serverSeed: String(seed!.server_seed), clientSeed: String(seed!.client_seed), nonce: Number(row.nonce) };
};

/** The wallet bets a round's parameters call for: the deal's stake, then one per extra stake. */
function betsOf(params: RoundParams, key: string, stakes: { base: number; total: number; steps: number[] }): { uuid: string; amount: number }[] {
  const bets = [{ uuid: `gs-${key}-bet`, amount: stakes.base }];
  stakes.steps.forEach((amount, n) => { if (amount > 0) bets.push({ uuid: `gs-${key}-bet-${n + 1}`, amount }); });
  void params;
  return bets;
}

type Progress = ReturnType<typeof progressRound>;
const stakeOf = (p: Progress) => (p.settled ? p.outcome.stakeMinor : p.stakeMinor);

/**
 * The extra stake each decision added (double, split), in order: the round replayed decision by
 * decision from its seed.
 */
function stepStakes(seed: { serverSeed: string; clientSeed: string; nonce: number }, params: RoundParams, base: number): number[] {
  if (params.game !== 'blackjack') return [];
  const actions = params.actions ?? [];
  const out: number[] = [];
  let before = base;
  for (let i = 1; i <= actions.length; i++) {
    const p = progressRound(floatStream(seed), { ...params, actions: actions.slice(0, i) }, base);
    const total = stakeOf(p);
    out.push(total - before);
    before = total;
  }
  return out;
}

/** Sends every bet the round calls for (idempotent by uuid); the first refusal, or null when all are taken. */
async function ensureBets(db: Db, player: Player, row: Row, params: RoundParams, base: number): Promise<{ refused: WalletResponse; n: number } | null> {
  const client = await wallet(db);
  const key = keyOf(row);
  const seed = await seedOf(db, row);
  const steps = stepStakes(seed, params, base);
  const bets = betsOf(params, key, { base, total: 0, steps });
  for (const [n, bet] of bets.entries()) {
    const answer = await client.call('transaction/bet', {
      token: player.token!, user: player.user!, round: key, game_code: String(row.game), request_uuid: randomUUID(),
      transaction_uuid: bet.uuid, round_closed: false, currency: player.currency, amount: bet.amount,
    });
    if (answer.status !== 'RS_OK') return { refused: answer, n };
  }
  return null;
}

/** Closes a settled real-money round: sends the win (same uuid every time) and marks it settled. */
async function closeReal(db: Db, player: Player, row: Row, outcome: RoundOutcome): Promise<number> {
  const key = keyOf(row);
  const client = await wallet(db);
  const base = { token: player.token!, user: player.user!, round: key, game_code: String(row.game) };
  const win = await sendWin(client, base, player.currency, `gs-${key}-win`, `gs-${key}-bet`, outcome.payoutMinor);
  if (!win) throw new AppError('service_unavailable', 'The result could not be paid yet; it is paid when the wallet answers.', { round: key });
  await db.execute(sql`update gs_rounds set status = 'settled' where id = ${row.id} and status = 'open'`);
  return win.balance!;
}

async function answer(db: Db, player: Player, id: unknown, balance: number, allowed: string[]): Promise<StepAnswer> {
  const [row] = rowsOf(await db.execute(sql`select * from gs_rounds where id = ${id}`));
  return { round: await roundView(db, row!), balance, currency: player.currency, allowed };
}

/**
 * Deals a multi-step round: the stake is taken (wallet bet, or the demo wallet) and the round stays
 * open unless the deal decides it (a blackjack natural), which then pays at once.
 * @throws AppError bad_request (parameters), insufficient_funds (`meta.balance`), conflict (an open
 *   round of this game: finish it first), and the wallet's refusals as for one-shot rounds
 */
export async function startMultiStep(db: Db, player: Player, params: RoundParams, stakeMinor: number): Promise<StepAnswer> {
  if ((params.game === 'jacks-or-better' && params.holds !== undefined) || (params.game === 'blackjack' && ((params.actions?.length ?? 0) > 0 || params.baseStakeMinor !== undefined))) {
    throw new AppError('bad_request', 'A round starts with the deal: send the decisions as actions.');
  }
  const stored: RoundParams = params.game === 'blackjack' ? { game: 'blackjack', actions: [], baseStakeMinor: stakeMinor } : { game: params.game as 'jacks-or-better' };
  const base = roundStake(stored, stakeMinor);
  await activeSeed(db, player.owner);
  const dealt = await db.transaction(async (tx) => {
    if (rowsOf(await tx.execute(sql`select 1 from gs_rounds where owner = ${player.owner} and game = ${params.game} and status = 'open' limit 1`)).length > 0) {
      throw new AppError('conflict', 'Finish the open hand first.');
    }
    // The seed row stays locked until the open round is stored (rotateSeed waits for it).
    const [seedRow] = rowsOf(await tx.execute(sql`update gs_seeds set nonce = nonce + 1 where owner = ${player.owner} and revealed_at is null
      returning id, server_seed, client_seed, nonce - 1 as nonce`));
    if (!seedRow) throw new AppError('conflict', 'No active seed pair: open the session again.');
    const seed = { serverSeed: String(seedRow.server_seed), clientSeed: String(seedRow.client_seed), nonce: Number(seedRow.nonce) };
    const progress = progressRound(floatStream(seed), stored, base);
    const result = progress.settled ? progress.outcome.result : progress.view;
    const payout = progress.settled ? progress.outcome.payoutMinor : 0;
    if (player.mode === 'demo') {
      const moved = rowsOf(await tx.execute(sql`update gs_demo_wallets set balance = balance - ${base} + ${payout} where id = ${player.demoId!} and balance >= ${base} returning balance`));
      if (!moved[0]) throw new AppError('insufficient_funds', 'Not enough fun money for this stake.', { balance: player.balance });
    }
    const key = `${seedRow.id}-${seed.nonce}`;
    const [row] = rowsOf(await tx.execute(sql`
      insert into gs_rounds (owner, mode, game, seed_id, nonce, params, result, currency, stake, payout, status, bet_uuid, win_uuid)
      values (${player.owner}, ${player.mode}, ${params.game}, ${Number(seedRow.id)}, ${seed.nonce}, ${JSON.stringify(stored)}::jsonb, ${JSON.stringify(result)}::jsonb,
        ${player.currency}, ${base}, ${payout}, ${player.mode === 'demo' && progress.settled ? 'settled' : 'open'},
        ${player.mode === 'real' ? `gs-${key}-bet` : null}, ${player.mode === 'real' ? `gs-${key}-win` : null}) returning *`));
    return { row: row!, progress };
  });
  const { row, progress } = dealt;
  if (player.mode === 'demo') {
    const [w] = rowsOf(await db.execute(sql`select balance from gs_demo_wallets where id = ${player.demoId!}`));
    return answer(db, player, row.id, Number(w!.balance), progress.settled ? [] : progress.allowed);
  }
  let refusal: { refused: WalletResponse } | null;
  try {
    refusal = await ensureBets(db, player, row, stored, base);
  } catch (error) {
    throw new AppError('service_unavailable', 'The wallet did not answer; the hand waits for it: reload the game to go on.', { cause: String(error) });
  }
  if (refusal) {
    await db.execute(sql`update gs_rounds set status = 'refused' where id = ${row.id}`);
    throw walletRefusal(refusal.refused);
  }
  if (progress.settled) return answer(db, player, row.id, await closeReal(db, player, row, progress.outcome), []);
  return answer(db, player, row.id, await balanceOf(db, player), progress.allowed);
}

async function balanceOf(db: Db, player: Player): Promise<number> {
  const client = await wallet(db);
  const b = await client.call('user/balance', { request_uuid: randomUUID(), token: player.token! });
  return b.status === 'RS_OK' ? b.balance! : player.balance;
}

function nextParams(params: RoundParams, decision: Decision): RoundParams {
  if (params.game === 'jacks-or-better') {
    if (decision.kind !== 'draw') throw new AppError('bad_request', 'Video poker takes one decision: which cards to hold.');
    return { ...params, holds: decision.holds };
  }
  if (params.game === 'blackjack') {
    if (decision.kind === 'draw') throw new AppError('bad_request', 'Blackjack takes hit, stand, double or split.');
    return { ...params, actions: [...(params.actions ?? []), decision.kind] };
  }
  throw new AppError('bad_request', 'This game has no decisions.');
}

/**
 * Applies the player's next decision to their open round `key` and answers where it stands.
 * @throws AppError not_found (no such round of this player), conflict (409: the round is over, or
 *   another decision was applied meanwhile), bad_request (a decision the state does not allow),
 *   insufficient_funds / the wallet's refusals (an extra stake refused: the decision is undone)
 */
export async function applyDecision(db: Db, player: Player, key: string, decision: Decision): Promise<StepAnswer> {
  const match = /^(\d{1,15})-(\d{1,9})$/.exec(key);
  const [row] = match ? rowsOf(await db.execute(sql`select * from gs_rounds where seed_id = ${Number(match[1])} and nonce = ${Number(match[2])} and owner = ${player.owner}`)) : [];
  if (!row) throw new AppError('not_found', 'No such round of yours.');
  if (row.status !== 'open') throw new AppError('conflict', 'This round is over.', { status: row.status });
  const params = row.params as RoundParams;
  const next = nextParams(params, decision);
  const base = roundStake(params, Number(row.stake));
  const seed = await seedOf(db, row);
  let progress: Progress;
  try {
    progress = progressRound(floatStream(seed), next, base);
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('bad_request', error.message);
    throw error;
  }
  const stake = stakeOf(progress);
  const extra = stake - Number(row.stake);
  const result = progress.settled ? progress.outcome.result : progress.view;
  const payout = progress.settled ? progress.outcome.payoutMinor : 0;
  if (player.mode === 'demo') {
    const balance = await db.transaction(async (tx) => {
      const applied = rowsOf(await tx.execute(sql`update gs_rounds set params = ${JSON.stringify(next)}::jsonb, result = ${JSON.stringify(result)}::jsonb,
        stake = ${stake}, payout = ${payout}, status = ${progress.settled ? 'settled' : 'open'}
        where id = ${row.id} and status = 'open' and params = ${JSON.stringify(params)}::jsonb returning id`));
      if (!applied[0]) throw new AppError('conflict', 'Another decision was applied to this round; reload it.');
      const moved = rowsOf(await tx.execute(sql`update gs_demo_wallets set balance = balance - ${extra} + ${payout} where id = ${player.demoId!} and balance >= ${extra} returning balance`));
      if (!moved[0]) throw new AppError('insufficient_funds', 'Not enough fun money for this stake.', { balance: player.balance });
      return Number(moved[0].balance);
    });
    return answer(db, player, row.id, balance, progress.settled ? [] : progress.allowed);
  }
  const applied = rowsOf(await db.execute(sql`update gs_rounds set params = ${JSON.stringify(next)}::jsonb, result = ${JSON.stringify(result)}::jsonb,
    stake = ${stake}, payout = ${payout}
    where id = ${row.id} and status = 'open' and params = ${JSON.stringify(params)}::jsonb returning *`));
  if (!applied[0]) throw new AppError('conflict', 'Another decision was applied to this round; reload it.');
  if (extra > 0) {
    const refusal = await ensureBets(db, player, applied[0], next, base).catch(() => null);
    if (refusal) {
      // The extra stake was refused: the decision is undone (the bets before it stand).
      await db.execute(sql`update gs_rounds set params = ${JSON.stringify(params)}::jsonb, result = ${JSON.stringify(row.result)}::jsonb, stake = ${Number(row.stake)}, payout = 0
        where id = ${row.id} and status = 'open' and params = ${JSON.stringify(next)}::jsonb`);
      throw walletRefusal(refusal.refused);
    }
  }
  if (progress.settled) return answer(db, player, row.id, await closeReal(db, player, applied[0], progress.outcome), []);
  return answer(db, player, row.id, await balanceOf(db, player), progress.allowed);
}

/**
 * The player's open round of `game`, or null; a real-money round whose decisions are all made but
 * whose win was not answered is closed here (bets re-sent, then the win).
 */
export async function openRound(db: Db, player: Player, game: MultiStepGame): Promise<StepAnswer | null> {
  const [row] = rowsOf(await db.execute(sql`select * from gs_rounds where owner = ${player.owner} and game = ${game} and status = 'open' order by id desc limit 1`));
  if (!row) return null;
  const params = row.params as RoundParams;
  const base = roundStake(params, Number(row.stake));
  const progress = progressRound(floatStream(await seedOf(db, row)), params, base);
  if (player.mode === 'real') {
    const refusal = await ensureBets(db, player, row, params, base);
    if (refusal) throw walletRefusal(refusal.refused);
    if (progress.settled) return answer(db, player, row.id, await closeReal(db, player, row, progress.outcome), []);
    return answer(db, player, row.id, await balanceOf(db, player), progress.allowed);
  }
  const [w] = rowsOf(await db.execute(sql`select balance from gs_demo_wallets where id = ${player.demoId!}`));
  return answer(db, player, row.id, Number(w?.balance ?? 0), progress.settled ? [] : progress.allowed);
}
