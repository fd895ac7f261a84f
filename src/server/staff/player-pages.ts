/**
 * Loaders of the console's player support pages: `/console/players` (search),
 * `/console/players/:playerId` (the player's details and actions) and `/console/approvals`
 * (pending adjustments to approve). The catch-all console page checked the route's action on some
 * brand; these check the player's own brand (another brand's player: `forbidden`, audited).
 */
import { isAppError } from '../errors.ts';
import { adjustmentApprovalThresholdMinor } from '../../domain/money.ts';
import { can } from '../../domain/staff/roles.ts';
import type { ApprovalsPageData, PlayerPageData, PlayersPageData } from '../../domain/console/players.ts';
import type { ConsoleLoad, ConsolePageContext } from './load.ts';
import { playerSearchQuery } from '../../../schemas/console-players.ts';
import { playerFor, type StaffSource } from './player-access.ts';
import { playerDetail, searchPlayers } from './players.ts';
import { pendingAdjustments } from './adjustments.ts';
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
    return data({ q: parsed.data.q, by: parsed.data.by, results });
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
  const detail = await playerDetail(ctx.db, playerId, { withHistory: can(member.grants, 'audit.view', brandId) });
  const thresholds = Object.fromEntries(detail.accounts.map((account) => [account.iso, adjustmentApprovalThresholdMinor(account.iso)]));
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
  return data({ pending: await pendingAdjustments(ctx.db, ctx.staff!), staffId: ctx.staff!.id });
}
