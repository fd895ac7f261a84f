/**
 * Loaders of the console's player support pages: `/console/players` (search),
 * `/console/players/:playerId` (the player's details and actions) and `/console/approvals`
 * (pending adjustments to approve). The catch-all console page checked the route's action on some
 * brand; these check the player's own brand (another brand's player: `forbidden`, audited).
 */
import { isAppError } from '../errors.ts';
import { can } from '../../domain/staff/roles.ts';
import type { ApprovalsPageData, PlayerPageData, PlayersPageData } from '../../domain/console/players.ts';
import { consoleDataOf, type ConsoleLoad, type ConsolePageContext } from './load.ts';
import { adjustmentTotalsAnswer, pendingAdjustmentsAnswer, playerDetailAnswer, playerSearchAnswer } from '../../../schemas/console-answers.ts';
import { staffAdjustmentTotals } from './adjustment-totals.ts';
import type { AdjustmentTotals } from '../../../schemas/console-answers.ts';
import { isoDay } from '../../../schemas/primitives.ts';
import { playerSearchQuery } from '../../../schemas/console-players.ts';
import { playerFor, type StaffSource } from './player-access.ts';
import { playerDetail, searchPlayers } from './players.ts';
import { adjustmentThresholdMinor, pendingAdjustments } from './adjustments.ts';
import { managerCandidates } from '../office/manager.ts';

const data = <D>(value: D): ConsoleLoad<D> => ({ kind: 'data', data: value });

const sourceOf = (ctx: ConsolePageContext): StaffSource => ({ actor: ctx.staff!, clientAddress: ctx.clientAddress });

/** A refusal or a missing subject as the page's answer; anything else is thrown on. */
function refusal(error: unknown): ConsoleLoad<never> {
  if (isAppError(error) && error.code === 'forbidden') return { kind: 'forbidden' };
  if (isAppError(error) && error.code === 'not_found') return { kind: 'not-found' };
  throw error;
}

/** The search page: `?q=&by=` searched at once (an id of another brand's player: forbidden). */
export async function loadPlayers(ctx: ConsolePageContext): Promise<ConsoleLoad<PlayersPageData>> {
  const parsed = playerSearchQuery.safeParse({ q: ctx.url.searchParams.get('q') ?? '', by: ctx.url.searchParams.get('by') ?? undefined });
  if (!parsed.success) return data({ q: ctx.url.searchParams.get('q')?.slice(0, 320) ?? '', by: 'any', results: null });
  try {
    const results = await searchPlayers(ctx.db, sourceOf(ctx), parsed.data.q, parsed.data.by, `GET ${ctx.url.pathname}${ctx.url.search}`);
    return data({ q: parsed.data.q, by: parsed.data.by, results: playerSearchAnswer.parse({ players: results }).players });
  } catch (error) {
    return refusal(error);
  }
}

/** The player's page. */
export async function loadPlayer(ctx: ConsolePageContext): Promise<ConsoleLoad<PlayerPageData>> {
  const text = ctx.params.playerId ?? '';
  if (!/^[1-9]\d{0,15}$/.test(text)) return { kind: 'not-found' };
  const playerId = Number(text);
  const member = ctx.staff!;
  let brandId: string;
  try {
    brandId = (await playerFor(ctx.db, sourceOf(ctx), 'players.view', playerId, `GET ${ctx.url.pathname}`)).brandId;
  } catch (error) {
    return refusal(error);
  }
  // Only the fields of the output schema reach the page's islands.
  const detail = playerDetailAnswer.parse(await playerDetail(ctx.db, playerId, { withHistory: can(member.grants, 'audit.view', brandId) }));
  const thresholds: Record<string, number> = {};
  for (const account of detail.accounts) thresholds[account.iso] = await adjustmentThresholdMinor(ctx.db, brandId, account);
  return data({
    detail,
    staffId: member.id,
    thresholds,
    can: {
      ban: can(member.grants, 'players.ban', brandId),
      endSessions: can(member.grants, 'players.sessions.end', brandId),
      adjust: can(member.grants, 'players.adjust', brandId),
      approve: can(member.grants, 'adjustments.approve', brandId),
      manager: can(member.grants, 'players.manager', brandId),
      bonus: can(member.grants, 'players.bonus', brandId),
    },
    managerCandidates: can(member.grants, 'players.manager', brandId) ? await managerCandidates(ctx.db, brandId) : [],
  });
}

/** The approvals page: pending adjustments of the brands the staff member approves on. */
export async function loadApprovals(ctx: ConsolePageContext): Promise<ConsoleLoad<ApprovalsPageData>> {
  return data({ pending: pendingAdjustmentsAnswer.parse({ pending: await pendingAdjustments(ctx.db, ctx.staff!) }).pending, staffId: ctx.staff!.id });
}

/**
 * `/console/adjustments/totals?day=YYYY-MM-DD` (`adjustments.totals`: risk staff, admins): each
 * staff member's adjustments of the UTC day (default today) per currency, through its output schema.
 */
export async function loadAdjustmentTotals(ctx: ConsolePageContext): Promise<ConsoleLoad<AdjustmentTotals>> {
  const day = isoDay.safeParse(ctx.url.searchParams.get('day') ?? '');
  return consoleDataOf(adjustmentTotalsAnswer, await staffAdjustmentTotals(ctx.db, ctx.staff!, day.success ? new Date(`${day.data}T00:00:00Z`) : new Date()));
}
