/**
 * The lotto pages (spec §2 `lotto/{sectionName}?/{lottoId}?`; data types in
 * src/domain/pages/lotto.ts): the play page of both lotteries or one, one draw on sale, the
 * results archive, and one drawn draw. Reads the replay schedule at the feed's clock, the real
 * draws, and the player's tickets. A draw id of the other lottery, a draw not drawn yet on a
 * results page, or a drawn one on a play page, answers 404 or a redirect to its canonical page.
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import { LOTTERY_IDS, LOTTERY_NAMES, eraOf, type LotteryEra, type LotteryId } from '../../domain/lotto/games.ts';
import { drawInstant, isOnSale, lastDrawId, lotteryOfDraw, nextDrawId, pastDrawIds } from '../../domain/lotto/schedule.ts';
import type { DrawCard, LottoPageData, PrizeRow } from '../../domain/pages/lotto.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import { db } from '../endpoint.ts';
import { feedNow } from '../feed/clock.ts';
import { drawOf } from '../lotto/draws.ts';
import { playerTickets, ticketsOnDraws, LOTTO_SALE_HORIZON_MS } from '../lotto/tickets.ts';
import { playingAccount } from '../products/account.ts';
import { NOT_FOUND, pageData, redirectTo, type PageLoader } from './load.ts';

/** Draws per results page. */
const LOTTO_RESULTS_PAGE_SIZE = 20;
/** Later draws of each lottery listed as also on sale. */
const UPCOMING = 3;

/** The prize table of an era, as shown. */
function prizeRows(era: LotteryEra): PrizeRow[] {
  return era.tiers.map((t) => ({ tier: t.tier, main: t.main, bonus: t.bonus, jackpot: t.jackpot, prizeUsd: t.prizeCents / 100, perUnit: t.prizeCents / era.priceCents }));
}

/** A draw's card at `now`: numbers only once drawn. */
function drawCard(lottoId: number, now: number, lng: LanguageCode): DrawCard {
  const scheduled = drawOf(lottoId);
  const era = eraOf(scheduled.lottery, scheduled.draw.day)!;
  const drawn = !isOnSale(lottoId, now);
  return {
    lottoId,
    lottery: scheduled.lottery,
    lotteryName: LOTTERY_NAMES[scheduled.lottery],
    drawAt: new Date(scheduled.at).toISOString(),
    remainingMs: scheduled.at - now,
    mainMax: era.mainMax,
    bonusMax: era.bonusMax,
    priceUsd: era.priceCents / 100,
    result: drawn ? { realDay: scheduled.draw.day, main: [...scheduled.draw.main], bonus: scheduled.draw.bonus, multiplier: scheduled.draw.multiplier } : null,
    href: localizedHref(lng, drawn ? `/lotto/results/${lottoId}` : `/lotto/${scheduled.lottery}/${lottoId}`),
  };
}

const eraOfDraw = (lottoId: number) => {
  const scheduled = drawOf(lottoId);
  return eraOf(scheduled.lottery, scheduled.draw.day)!;
};

/** Loads a lotto page (module docstring). */
export const loadLotto: PageLoader<LottoPageData> = async (ctx) => {
  const now = feedNow();
  const { lng } = ctx;
  const section = ctx.params.sectionName;
  const lottoId = ctx.params.lottoId === undefined ? undefined : Number(ctx.params.lottoId);
  if (lottoId !== undefined && !Number.isSafeInteger(lottoId)) return NOT_FOUND;
  const database = await db();
  const coupon = ctx.brand.siteConfig.coupon;

  if (section === 'results' || section === 'view') {
    if (lottoId !== undefined) {
      if (isOnSale(lottoId, now)) return NOT_FOUND;
      if (section === 'view') return redirectTo(localizedHref(lng, `/lotto/results/${lottoId}`));
      return pageData({
        kind: 'draw',
        draw: drawCard(lottoId, now, lng),
        prizes: prizeRows(eraOfDraw(lottoId)),
        tickets: ctx.playerId === undefined ? [] : await ticketsOnDraws(database, ctx.playerId, [lottoId], now),
        resultsHref: localizedHref(lng, '/lotto/results'),
      });
    }
    const page = Math.min(Math.max(1, Number.parseInt(ctx.query.get('page') ?? '1', 10) || 1), 1000);
    // Both lotteries interleave (one draw every 15 min): the newest drawn ids, newest first.
    const newest = Math.max(lastDrawId('powerball', now), lastDrawId('megamillions', now));
    const ids = Array.from({ length: LOTTO_RESULTS_PAGE_SIZE }, (_, i) => newest - (page - 1) * LOTTO_RESULTS_PAGE_SIZE - i);
    const href = (p: number) => localizedHref(lng, `/lotto/${section}`, p > 1 ? new URLSearchParams({ page: String(p) }) : undefined);
    return pageData({
      kind: 'results',
      draws: ids.map((id) => drawCard(id, now, lng)),
      page,
      previous: page > 1 ? href(page - 1) : null,
      next: page < 1000 ? href(page + 1) : null,
      playHref: localizedHref(lng, '/lotto'),
    });
  }

  const only = section as LotteryId | undefined;
  if (lottoId !== undefined) {
    if (only === undefined || lotteryOfDraw(lottoId) !== only) return NOT_FOUND;
    if (!isOnSale(lottoId, now)) return redirectTo(localizedHref(lng, `/lotto/results/${lottoId}`));
    if (drawInstant(lottoId) - now > LOTTO_SALE_HORIZON_MS) return NOT_FOUND;
  }
  const shown = only ? [only] : [...LOTTERY_IDS];
  const lotteries = shown.map((lottery) => {
    const nextId = lottoId ?? nextDrawId(lottery, now);
    const latestId = pastDrawIds(lottery, now, 1)[0]!;
    return {
      lottery,
      lotteryName: LOTTERY_NAMES[lottery],
      next: drawCard(nextId, now, lng),
      upcoming: Array.from({ length: UPCOMING }, (_, i) => drawCard(nextDrawId(lottery, now) + 2 * (i + 1), now, lng)),
      latest: drawCard(latestId, now, lng),
      prizes: prizeRows(eraOfDraw(nextId)),
    };
  });
  return pageData({
    kind: 'play',
    lotteries,
    account: ctx.playerId === undefined ? null : await playingAccount(database, ctx.playerId, coupon),
    tickets: ctx.playerId === undefined ? [] : await playerTickets(database, ctx.playerId, now),
    resultsHref: localizedHref(lng, '/lotto/results'),
    tabs: [null, ...LOTTERY_IDS].map((lottery) => ({ lottery, href: localizedHref(lng, lottery ? `/lotto/${lottery}` : '/lotto'), active: (lottery ?? undefined) === only })),
  });
};
