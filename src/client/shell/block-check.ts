/**
 * The block check of the page (spec §2 guard "blocked", §4 Block state, §7 block/light, §9 retries):
 * asks `GET /blocks-api/api/v1/block/light` with the spec's query, retried 2 times 100 ms apart
 * when the call fails, and answers where the page must go — the block page of the reason, unless
 * the path is exempt or already that page. A malformed answer is logged with the message of spec
 * §8 and a failed call is logged; neither shows anything to the player nor moves the page. The
 * page request already applies the same decision on the server; this check catches a page that
 * was kept open (or restored from the browser's cache) while the visitor's state changed.
 */
import { blockAnswerProblems, type BlockLightData } from '../../../schemas/block-answer.ts';
import { BLOCK_EXEMPT_PATHS, blockPageForReason, blockReasonOf } from '../../domain/block.ts';
import { REFERRAL_PARAMS } from '../../domain/referral/capture.ts';

/**
 * After moving a page, the guard does not move again for this long, ms: should the page request
 * and the answer ever disagree (a settings change reaching one instance first), the page and its
 * block page would otherwise send the visitor back and forth.
 */
export const BLOCK_GUARD_PAUSE_MS = 10_000;

/** True when the guard may move the page now, given when it last did (ms since the epoch, or null). */
export function guardMayMove(lastMovedAt: number | null, now: number): boolean {
  return lastMovedAt === null || !Number.isFinite(lastMovedAt) || now - lastMovedAt >= BLOCK_GUARD_PAUSE_MS || now < lastMovedAt;
}

/** The endpoint. */
const BLOCK_LIGHT_PATH = '/blocks-api/api/v1/block/light';
/** Retries after a failed call, and the pause before each (spec §9: block 2 at 100 ms). */
const BLOCK_RETRIES = 2;
export const BLOCK_RETRY_DELAY_MS = 100;
/** Logged for an answer that is not `{ data: { displayTypeId, templateTypeId, ... } }` (spec §8 wording of a service's wrong format). */
export const BLOCK_FORMAT_ERROR = 'Incorrect response format of the Block service';
/** Logged when the call still fails after its retries (spec §8 "Other failures ... are logged"). */
export const BLOCK_LOAD_ERROR = 'Block service check failed';

/** What the check needs of the page. */
export interface BlockCheckPage {
  /** The page's URL (its query carries the referral parameters). */
  url: URL;
  /** A player is logged in. */
  isAuthenticated: boolean;
  /** The stage name, sent by non-production pages only. */
  stage?: string;
  /** The VIP rule applies to the page (spec §6). */
  vipAuthNeed?: boolean;
}

/** The query of spec §7 for a page. */
export function blockQueryOf(page: BlockCheckPage): URLSearchParams {
  const query = new URLSearchParams({ auth: page.isAuthenticated ? '1' : '0' });
  if (page.stage) query.set('stage', page.stage);
  const referral = new URLSearchParams();
  for (const name of REFERRAL_PARAMS) {
    const value = page.url.searchParams.get(name);
    if (value !== null) referral.set(name, value);
  }
  const referralParams = referral.toString();
  if (referralParams !== '') query.set('referralParams', referralParams);
  if (page.vipAuthNeed) query.set('mainVipDomainAuthNeed', '1');
  return query;
}

/** The outside world of the check, replaceable in tests. */
export interface BlockCheckDeps {
  fetch: typeof fetch;
  log: (message: string, detail?: unknown) => void;
  sleep: (ms: number) => Promise<void>;
}

const DEFAULT_DEPS: BlockCheckDeps = {
  fetch: (...args) => fetch(...args),
  log: (message, detail) => console.error(message, detail),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The answer's data, or null: after the retries for a failed call (logged {@link BLOCK_LOAD_ERROR}),
 * at once for a malformed answer (logged {@link BLOCK_FORMAT_ERROR}; a retry would get the same).
 */
export async function fetchBlockState(page: BlockCheckPage, deps: BlockCheckDeps = DEFAULT_DEPS): Promise<BlockLightData | null> {
  const url = `${BLOCK_LIGHT_PATH}?${blockQueryOf(page)}`;
  let failure: unknown = null;
  for (let attempt = 0; attempt <= BLOCK_RETRIES; attempt++) {
    if (attempt > 0) await deps.sleep(BLOCK_RETRY_DELAY_MS);
    let body: unknown;
    try {
      const response = await deps.fetch(url, { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      body = await response.json().catch(() => undefined);
    } catch (error) {
      failure = error;
      continue;
    }
    const problems = blockAnswerProblems(body);
    if (problems.length > 0) {
      deps.log(BLOCK_FORMAT_ERROR, problems);
      return null;
    }
    return (body as { data: BlockLightData }).data;
  }
  deps.log(BLOCK_LOAD_ERROR, failure);
  return null;
}

/**
 * Where the page must go for an answer (spec §4): `/{lng}/{block page}` when a reason is kept
 * (the force_geo_off cookie lifts the geo template) and the page is neither that page nor exempt;
 * else null.
 * @param path the page's path without language prefix, e.g. `/line`
 */
export function blockTarget(answer: BlockLightData, lng: string, path: string, forceGeoOffCookie: string | undefined): string | null {
  const page = blockPageForReason(blockReasonOf(answer, forceGeoOffCookie));
  if (!page || path === `/${page}` || BLOCK_EXEMPT_PATHS.includes(path)) return null;
  return `/${lng}/${page}`;
}
