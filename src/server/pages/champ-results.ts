/** The champ results page (spec §2 `/champs/{champId}?`): finished games of every champ or of one. */
import type { ResultsPageData } from '../../domain/pages/sports.ts';
import { feedNow } from '../feed/clock.ts';
import { getFeed } from '../feed/service.ts';
import { resultsPage } from './results.ts';
import { loaded, type PageLoader } from './load.ts';

/** Loads `/champs` and `/champs/{champId}`; an unknown champ is the 404 page. */
export const loadChampResults: PageLoader<ResultsPageData> = async (ctx) =>
  loaded(resultsPage(await getFeed(), 'champs', ctx.params, ctx.query, ctx.lng, feedNow(), ctx.brand.sportsPricing));
