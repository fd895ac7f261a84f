/** The office cashback and rewards pages (data of src/domain/pages/office-cashback.ts); a programme the brand does not run answers 404. */
import type { CashbackPageData, RewardsPageData } from '../../domain/pages/office-cashback.ts';
import { db } from '../endpoint.ts';
import { feedNow } from '../feed/clock.ts';
import { claimOf, periodFigures, pointsOf, programPeriods } from '../bonus/cashback.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** `casino/vipcashback`, `casino/premiumcashback`. */
export const loadCashback: PageLoader<CashbackPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  const name = ctx.route.name === 'office:casino/vipcashback' ? 'vip' : 'premium';
  const program = ctx.brand.cashback.find((c) => c.program === name);
  if (!program) return NOT_FOUND;
  const database = await db();
  const { current, last } = programPeriods(program, feedNow());
  if (current.index < 0) return NOT_FOUND;
  const claim = last.index >= 0 ? await claimOf(database, ctx.playerId, program.program, last.index) : null;
  return pageData({
    kind: 'cashback', program,
    current: await periodFigures(database, ctx.playerId, program, current),
    last: last.index >= 0 ? await periodFigures(database, ctx.playerId, program, last) : null,
    claimed: claim?.amount ?? null,
  });
};

/** `rewards`. */
export const loadRewards: PageLoader<RewardsPageData> = async (ctx) => {
  if (ctx.playerId === undefined || !ctx.brand.clubPoints) return NOT_FOUND;
  const { balance, entries } = await pointsOf(await db(), ctx.playerId);
  return pageData({ kind: 'rewards', points: ctx.brand.clubPoints, balance, entries });
};
