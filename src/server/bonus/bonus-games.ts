/**
 * Bonus game tickets and plays (spec §2 casino bonus games; the game arithmetic is
 * src/domain/casino/bonus-games.ts, the brand's games and prize tables are `bonusGames` of
 * `brands/<brand>/bonuses.json`).
 *
 * Contract:
 * - A successful deposit gives one ticket of each of the brand's games whose minimum deposit it
 *   reaches, in the deposit's credit transaction inside a savepoint (never holding the deposit up),
 *   once per game and payment; each ticket commits a new server seed (its hash shown).
 * - A play takes the player's oldest open unexpired ticket of the game (row-locked, so two plays
 *   never take one ticket), draws with the seed, the player's client seed and the ticket id as nonce,
 *   records pick, board and prize, reveals the seed, and pays the prize as bonus money
 *   (src/server/bonus/engine.ts `addBonusMoney`) or, for a spins prize, as free spins
 *   (`addFreeSpins`) in the same transaction.
 */
import { and, asc, desc, eq, gt, isNull, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { bonusGameTickets } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { addBonusMoney, addFreeSpins, ensureTemplates } from './engine.ts';
import { BONUS_GAME_PLACES, playBonusGame, type BonusGame } from '../../domain/casino/bonus-games.ts';
import { newClientSeed, newServerSeed, serverSeedHash } from '../../domain/casino/fair.ts';
import type { BonusGameConfig } from '../../../schemas/bonus.ts';
import type { LoadedBrand } from '../brand-registry.ts';
import { DAY_MS } from '../../domain/time.ts';

/** Awards the deposit's bonus game tickets (module docstring). @returns how many tickets this call awarded */
export async function awardBonusGameTickets(tx: Tx, games: readonly BonusGameConfig[], deposit: { id: number; playerId: number; amount: number }, now: number): Promise<number> {
  const due = games.filter((g) => deposit.amount >= g.minDepositMinor);
  if (due.length === 0) return 0;
  try {
    return await tx.transaction(async (sp) => {
      let awarded = 0;
      for (const g of due) {
        const serverSeed = newServerSeed();
        const rows = await sp.insert(bonusGameTickets).values({
          playerId: deposit.playerId, game: g.game, key: `bonus-game:${g.game}:${deposit.id}`, serverSeed, seedHash: serverSeedHash(serverSeed),
          awardedAt: new Date(now), expiresAt: new Date(now + g.validDays * DAY_MS),
        }).onConflictDoNothing().returning({ id: bonusGameTickets.id });
        awarded += rows.length;
      }
      return awarded;
    });
  } catch (error) {
    console.error(`bonus game tickets for payment ${deposit.id} failed`, error);
    return 0;
  }
}

/** A ticket as the player sees it: before the play only the seed's hash, after it everything to verify. */
export interface TicketView {
  id: number;
  seedHash: string;
  expiresAt: string;
  played: null | { pick: number; board: number[]; prizeMinor: number; serverSeed: string; clientSeed: string; nonce: number; at: string };
}

type TicketRow = typeof bonusGameTickets.$inferSelect;

function viewOf(row: TicketRow): TicketView {
  return {
    id: row.id, seedHash: row.seedHash, expiresAt: row.expiresAt.toISOString(),
    played: row.playedAt === null ? null : {
      pick: row.pick!, board: row.board!, prizeMinor: row.prizeMinor!, serverSeed: row.serverSeed, clientSeed: row.clientSeed!, nonce: row.id, at: row.playedAt.toISOString(),
    },
  };
}

/** The player's open tickets of a game (oldest first) and latest plays (newest first, at most 10). */
export async function ticketsOf(db: Db, playerId: number, game: BonusGame, now: number): Promise<{ open: TicketView[]; played: TicketView[] }> {
  const open = await db.select().from(bonusGameTickets)
    .where(and(eq(bonusGameTickets.playerId, playerId), eq(bonusGameTickets.game, game), isNull(bonusGameTickets.playedAt), gt(bonusGameTickets.expiresAt, new Date(now))))
    .orderBy(asc(bonusGameTickets.id));
  const played = await db.select().from(bonusGameTickets)
    .where(and(eq(bonusGameTickets.playerId, playerId), eq(bonusGameTickets.game, game), isNotNull(bonusGameTickets.playedAt)))
    .orderBy(desc(bonusGameTickets.id)).limit(10);
  return { open: open.map(viewOf), played: played.map(viewOf) };
}

/**
 * Plays the player's oldest open ticket of `config.game` with `pick` (0-based place) and the
 * player's client seed (a new random one when absent) — module docstring.
 * @throws AppError bad_request (a pick outside the board), bonus_refused (meta.reason no_ticket)
 */
export async function playTicket(db: Db, brand: Pick<LoadedBrand, 'id' | 'bonusTemplates'>, config: BonusGameConfig, playerId: number, pick: number, clientSeed: string | undefined, now: number): Promise<TicketView> {
  const places = BONUS_GAME_PLACES[config.game];
  if (!Number.isInteger(pick) || pick < 0 || pick >= places) throw new AppError('bad_request', `Pick a place from 0 to ${places - 1}.`, { field: 'pick' });
  await ensureTemplates(db, brand);
  return db.transaction(async (tx) => {
    const rows = (await tx.execute(sql`select id from bonus_game_tickets where player_id = ${playerId} and game = ${config.game}
      and played_at is null and expires_at > ${new Date(now).toISOString()}::timestamptz order by id limit 1 for update skip locked`)) as unknown as { rows: { id: string | number }[] };
    const id = rows.rows[0] ? Number(rows.rows[0].id) : null;
    if (id === null) throw new AppError('bonus_refused', 'You have no ticket for this game: a qualifying deposit gives one.', { reason: 'no_ticket', i18nKey: 'bonus_game_no_ticket' });
    const [ticket] = await tx.select().from(bonusGameTickets).where(eq(bonusGameTickets.id, id));
    const seed = { serverSeed: ticket!.serverSeed, clientSeed: clientSeed ?? newClientSeed(), nonce: id };
    const { prize, board } = playBonusGame(seed, config.weights, places, pick);
    const prizeMinor = config.prizesMinor[prize]!;
    const [played] = await tx.update(bonusGameTickets).set({ clientSeed: seed.clientSeed, pick, board, prizeMinor, playedAt: new Date(now) })
      .where(eq(bonusGameTickets.id, id)).returning();
    const spins = config.prizeSpins?.[prize] ?? 0;
    if (spins > 0 && config.spinsTemplate !== undefined) await addFreeSpins(tx, brand, playerId, spins, prizeMinor, `bonus-game:${id}`, config.spinsTemplate, config.prizeTemplate, now);
    else await addBonusMoney(tx, brand, playerId, prizeMinor, `bonus-game:${id}`, config.prizeTemplate, now);
    return viewOf(played!);
  });
}
