/**
 * Tickets of the scheduled games on our game server (spec §2 casino: the TV keno draw of the
 * tvgames section, crash, and 90-ball bingo — a card dealt from the player's own seed pair; schedule and fairness: src/domain/casino/scheduled.ts,
 * src/server/casino/scheduled*.ts). A player buys a ticket — TV keno: 1 … 10 numbers of 1 … 80;
 * crash: a bet with an optional auto cash-out — for the round taking bets at the feed clock's now:
 * the stake is taken at once (demo wallet, or a signed wallet bet `gs-tk-{id}-bet` in a wallet round
 * of its own). A crash bet is cashed out by the player while the round runs at the multiplier of
 * the server's feed clock at that instant (never a multiplier the client names), once. When the
 * round is over it is settled exactly once across instances (settleScheduledRound: the claim row
 * and every open ticket's result in one transaction); demo wins are credited in that transaction,
 * real-money results are sent to the wallet afterwards as the win that closes the ticket's wallet
 * round (`gs-tk-{id}-win`, 0 for a loss), each taken by one sender (`for update skip locked`) and
 * re-sent until the wallet answers (the uuid makes a repeat harmless).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { feedNow } from '../feed/clock.ts';
import { autoAt, bettingRoundAt, cashoutCentsAt, CRASH_CAP_CENTS, crashRoundPointCents, roundAt, roundTimes, type ScheduledGame } from '../../domain/casino/scheduled.ts';
import { MIN_CASHOUT_CENTS } from '../../domain/casino/crash.ts';
import { payoutAt } from '../../domain/casino/math.ts';
import { scheduledRoundSeed, scheduledSecret, type ScheduledOutcome } from '../casino/scheduled-fair.ts';
import { settleTvKeno, TV_KENO_NUMBERS } from '../../domain/casino/tv-keno.ts';
import { checkPicks } from '../../domain/casino/keno.ts';
import { RoundNotOverError, settleScheduledRound } from '../casino/scheduled.ts';
import { rowsOf, takeNonce, wallet, walletRefusal, type Player, type Row } from './service.ts';
import { floatStream } from '../../domain/casino/fair.ts';
import { settleBingo, ticketFromSource } from '../../domain/casino/bingo.ts';

/** Most tickets one player holds in one round. */
const MAX_TICKETS_PER_ROUND = 10;

/** The games played by tickets. */
export type TicketGame = ScheduledGame;

/**
 * A ticket's parameters: TV keno picks, a crash bet's auto cash-out (hundredths, or null), or
 * nothing for bingo (the server deals the card from the player's seed pair).
 */
export type TicketParams = { picks: number[] } | { autoCents: number | null } | Record<string, never>;

/** A ticket as the game page shows it. */
export interface TicketView {
  id: number;
  game: TicketGame;
  round: number;
  /** TV keno picks (empty for crash). */
  picks: number[];
  /** Crash: the auto cash-out target, and the multiplier cashed out at (hundredths); null otherwise. */
  autoCents: number | null;
  cashedCents: number | null;
  /** Bingo: the card (3 rows × 9 columns, null = blank) and the call at which each pattern completed. */
  card: (number | null)[][] | null;
  completed: Record<string, number | null> | null;
  stakeMinor: number;
  payoutMinor: number | null;
  status: 'open' | 'won' | 'lost' | 'refused';
  hits: number | null;
  currency: string;
}

const view = (row: Row): TicketView => ({
  id: Number(row.id), game: row.game as TicketGame, round: Number(row.round), picks: (row.params as { picks?: number[] }).picks ?? [],
  autoCents: (row.params as { autoCents?: number | null }).autoCents ?? null,
  cashedCents: row.result ? ((row.result as { cashedCents?: number | null }).cashedCents ?? null) : null,
  card: (row.params as { card?: (number | null)[][] }).card ?? null,
  completed: row.result ? ((row.result as { completed?: Record<string, number | null> }).completed ?? null) : null,
  stakeMinor: Number(row.stake),
  payoutMinor: row.payout === null ? null : Number(row.payout), status: row.status as TicketView['status'],
  hits: row.result && (row.result as { hits?: number }).hits !== undefined ? Number((row.result as { hits: number }).hits) : null, currency: String(row.currency),
});

/** The wallet round of a ticket. */
const walletRound = (row: Row) => `${row.game}-${row.round}-${row.id}`;

/** A ticket's parameters checked for its game. @throws AppError bad_request */
function checkedParams(game: TicketGame, params: TicketParams): TicketParams {
  try {
    if (game === 'bingo') return {};
    if (game === 'tv-keno') {
      const picks = (params as { picks: number[] }).picks;
      checkPicks(picks, TV_KENO_NUMBERS);
      return { picks: [...picks].sort((a, b) => a - b) };
    }
    const autoCents = (params as { autoCents: number | null }).autoCents ?? null;
    if (autoCents !== null && (autoCents < MIN_CASHOUT_CENTS || autoCents > CRASH_CAP_CENTS)) {
      throw new RangeError(`an auto cash-out is ${MIN_CASHOUT_CENTS / 100} … ${CRASH_CAP_CENTS / 100} ×`);
    }
    return { autoCents };
  } catch (error) {
    throw new AppError('bad_request', (error as Error).message);
  }
}

/**
 * Buys a ticket of `game` for the round taking bets at `now`.
 * @throws AppError bad_request (parameters), conflict (409: the round runs, bets open at
 *   `meta.opensAt`; or the ticket limit of the round), insufficient_funds and the wallet's refusals
 */
export async function buyTicket(db: Db, player: Player, game: TicketGame, input: TicketParams, stakeMinor: number, now = feedNow()): Promise<{ ticket: TicketView; balance: number }> {
  let params: Record<string, unknown> = checkedParams(game, input);
  const betting = bettingRoundAt(game, now);
  if (!betting) {
    const next = roundTimes(game, roundAt(game, now).round + 1);
    throw new AppError('conflict', 'This round runs: bets are taken for the next round from its opening.', { opensAt: next.opensAt });
  }
  if (game === 'bingo') {
    // The card comes from the player's own seed pair (its next nonce): provably fair like a round.
    const seed = await takeNonce(db, player.owner);
    params = { card: ticketFromSource(floatStream(seed)), seedId: seed.seedId, nonce: seed.nonce };
  }
  const row = await db.transaction(async (tx) => {
    const [held] = rowsOf(await tx.execute(sql`select count(*)::int as n from gs_tickets where owner = ${player.owner} and game = ${game} and round = ${betting.round} and status <> 'refused'`));
    if (Number(held?.n ?? 0) >= MAX_TICKETS_PER_ROUND) throw new AppError('conflict', `At most ${MAX_TICKETS_PER_ROUND} tickets per round.`);
    if (player.mode === 'demo') {
      const moved = rowsOf(await tx.execute(sql`update gs_demo_wallets set balance = balance - ${stakeMinor} where id = ${player.demoId!} and balance >= ${stakeMinor} returning balance`));
      if (!moved[0]) throw new AppError('insufficient_funds', 'Not enough fun money for this stake.', { balance: player.balance });
    }
    const [inserted] = rowsOf(await tx.execute(sql`insert into gs_tickets (owner, mode, game, round, params, currency, stake, status, token, wallet_user)
      values (${player.owner}, ${player.mode}, ${game}, ${betting.round}, ${JSON.stringify(params)}::jsonb, ${player.currency}, ${stakeMinor}, 'open',
        ${player.token ?? null}, ${player.user ?? null}) returning *`));
    return inserted!;
  });
  if (player.mode === 'demo') {
    const [w] = rowsOf(await db.execute(sql`select balance from gs_demo_wallets where id = ${player.demoId!}`));
    return { ticket: view(row), balance: Number(w!.balance) };
  }
  const client = await wallet(db);
  const bet = await client.call('transaction/bet', {
    token: player.token!, user: player.user!, round: walletRound(row), game_code: game, request_uuid: randomUUID(),
    transaction_uuid: `gs-tk-${row.id}-bet`, round_closed: false, currency: player.currency, amount: stakeMinor,
  }).catch(() => null);
  if (!bet || bet.status !== 'RS_OK') {
    await db.execute(sql`update gs_tickets set status = 'refused' where id = ${row.id}`);
    if (!bet) throw new AppError('service_unavailable', 'The wallet did not answer; the ticket was not bought.');
    throw walletRefusal(bet);
  }
  return { ticket: view(row), balance: bet.balance! };
}

/**
 * Cashes out the player's open crash bet `ticketId` at the multiplier of the feed clock's `now`
 * (or its auto cash-out when the curve passed it first), once: the payout is credited (demo) or
 * sent to the wallet (real) at once.
 * @throws AppError not_found (no such bet of the player), conflict (409: settled or cashed out
 *   already, the round has not started, or it crashed by then)
 */
export async function cashOut(db: Db, player: Player, ticketId: number, now = feedNow()): Promise<{ ticket: TicketView; balance: number }> {
  const [row] = rowsOf(await db.execute(sql`select * from gs_tickets where id = ${ticketId} and owner = ${player.owner} and game = 'crash'`));
  if (!row) throw new AppError('not_found', 'No such bet of yours.');
  if (row.status !== 'open') throw new AppError('conflict', 'This bet is settled already.', { status: row.status });
  const round = Number(row.round);
  const crashCents = crashRoundPointCents(round, scheduledRoundSeed(await scheduledSecret(db), 'crash', round));
  const cents = cashoutCentsAt(round, crashCents, now, (row.params as { autoCents: number | null }).autoCents);
  if (cents === null) throw new AppError('conflict', now < roundTimes('crash', round).startsAt ? 'The round has not started.' : 'The round crashed before the cash-out.');
  const payout = payoutAt(Number(row.stake), cents / 100);
  const result = JSON.stringify({ cashedCents: cents });
  const cashed = await db.transaction(async (tx) => {
    const [done] = rowsOf(await tx.execute(sql`update gs_tickets set status = 'won', payout = ${payout}, result = ${result}::jsonb
      where id = ${ticketId} and status = 'open' returning *`));
    if (!done) throw new AppError('conflict', 'This bet is settled already.');
    if (player.mode === 'demo') await tx.execute(sql`update gs_demo_wallets set balance = balance + ${payout} where id = ${player.demoId!}`);
    return done;
  });
  if (player.mode === 'demo') {
    const [w] = rowsOf(await db.execute(sql`select balance from gs_demo_wallets where id = ${player.demoId!}`));
    return { ticket: view(cashed), balance: Number(w!.balance) };
  }
  await sendResults(db);
  const client = await wallet(db);
  const balance = await client.call('user/balance', { request_uuid: randomUUID(), token: player.token! });
  return { ticket: view(cashed), balance: balance.status === 'RS_OK' ? balance.balance! : player.balance };
}

/** The player's latest tickets of `game` (at most 30), newest first. */
export async function ticketsOf(db: Db, player: Player, game: TicketGame): Promise<TicketView[]> {
  return rowsOf(await db.execute(sql`select * from gs_tickets where owner = ${player.owner} and game = ${game} order by id desc limit 30`)).map(view);
}

/** Settles every open ticket of a round that is over inside the round's settlement transaction. */
async function settleTickets(tx: Tx, game: TicketGame, round: number, outcome: ScheduledOutcome): Promise<void> {
  const open = rowsOf(await tx.execute(sql`select * from gs_tickets where game = ${game} and round = ${round} and status = 'open' order by id for update`));
  for (const row of open) {
    let payout = 0;
    let result: Record<string, unknown>;
    if (outcome.game === 'tv-keno') {
      const r = settleTvKeno(outcome.drawn, (row.params as { picks: number[] }).picks, Number(row.stake));
      payout = r.payoutMinor;
      result = { hits: r.hits, multiplier: r.multiplier };
    } else if (outcome.game === 'bingo') {
      const r = settleBingo((row.params as { card: (number | null)[][] }).card, outcome.calls, Number(row.stake));
      payout = r.payoutMinor;
      result = { completed: r.completed, multiples: r.multiples };
    } else {
      // A crash bet still open at the crash: its auto cash-out paid when the curve reached it, else lost.
      const auto = outcome.game === 'crash' ? autoAt(round, outcome.crashCents, (row.params as { autoCents: number | null }).autoCents) : null;
      payout = auto ? payoutAt(Number(row.stake), auto.cents / 100) : 0;
      result = { cashedCents: auto?.cents ?? null };
    }
    await tx.execute(sql`update gs_tickets set status = ${payout > 0 ? 'won' : 'lost'}, payout = ${payout}, result = ${JSON.stringify(result)}::jsonb where id = ${row.id}`);
    if (row.mode === 'demo' && payout > 0) {
      await tx.execute(sql`update gs_demo_wallets set balance = balance + ${payout} where id = ${String(row.owner).slice(2)}`);
    }
  }
}

/**
 * Settles the rounds with open tickets that are over at `now` (each exactly once across instances),
 * then sends the unsent real-money results to the wallet. Answers how many rounds this call settled
 * and results it sent.
 */
export async function settleDueTickets(db: Db, now = feedNow()): Promise<{ rounds: number; sent: number }> {
  let settled = 0;
  for (const game of ['tv-keno', 'crash', 'bingo'] as const) {
    const rounds = rowsOf(await db.execute(sql`select distinct round from gs_tickets where game = ${game} and status = 'open' and round <= ${roundAt(game, now).round} order by round limit 50`));
    for (const { round } of rounds) {
      try {
        if (await settleScheduledRound(db, game, Number(round), now, (tx, outcome) => settleTickets(tx, game, Number(round), outcome))) settled++;
      } catch (error) {
        if (!(error instanceof RoundNotOverError)) throw error;
      }
    }
  }
  return { rounds: settled, sent: await sendResults(db) };
}

/** Sends unsent real-money results, each taken by one sender; a failed send is released for the next run. */
async function sendResults(db: Db, limit = 100): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const [row] = rowsOf(await db.execute(sql`update gs_tickets set win_sent = true where id = (
      select id from gs_tickets where mode = 'real' and status in ('won', 'lost') and not win_sent order by id limit 1 for update skip locked) returning *`));
    if (!row) break;
    const client = await wallet(db);
    const answer = await client.call('transaction/win', {
      token: String(row.token), user: String(row.wallet_user), round: walletRound(row), game_code: String(row.game), request_uuid: randomUUID(),
      transaction_uuid: `gs-tk-${row.id}-win`, round_closed: true, currency: String(row.currency), amount: Number(row.payout), reference_transaction_uuid: `gs-tk-${row.id}-bet`,
    }).catch(() => null);
    if (answer?.status === 'RS_OK') {
      sent++;
      continue;
    }
    if (answer?.status === 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST') {
      // The stake never reached the wallet (the buyer's call was cut off): no bet, nothing to pay.
      await db.execute(sql`update gs_tickets set status = 'refused', payout = 0 where id = ${row.id}`);
      continue;
    }
    await db.execute(sql`update gs_tickets set win_sent = false where id = ${row.id}`);
    break;
  }
  return sent;
}

let timer: ReturnType<typeof setInterval> | null = null;
/** Starts this instance's ticket settlement (every 2 s; the first request to the game server starts it). */
export function ensureTicketSettlement(db: Db): void {
  if (timer) return;
  timer = setInterval(() => void settleDueTickets(db).catch((error: unknown) => console.error('ticket settlement failed', error)), 2000);
  timer.unref();
}
