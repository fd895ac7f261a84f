/**
 * `GET /blocks-api/api/v1/block/light` (spec §7 Configuration and routing; spec §4 Block state):
 * the query a page sends and the answer's shape. The same answer schema validates the answer on
 * the client (src/client/shell/block-check.ts), where a malformed answer is logged and ignored (spec §8).
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';

/** A query flag: `1`/`true` or `0`/`false`. */
const queryFlag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** The query. Unknown parameters are ignored, as on every GET API. */
export const blockLightQuery = z.object({
  /** Deployment stage the page runs on; sent by non-production pages only, ignored in production. */
  stage: safeString().regex(/^[a-z0-9-]{1,32}$/, 'must be a stage name of lowercase letters, digits and -').optional(),
  /** The page's view of its login state; the answer follows the session. */
  auth: queryFlag.optional(),
  /** The referral query parameters the page was opened with (bf, tag, btag, vkref, utm_source, qtag, whn, click_id), as a query string. */
  referralParams: safeString().max(1024).optional(),
  /** The whn referral of the mobile site. */
  referralWHNMobile: safeString().max(256).optional(),
  /** The VIP rule of spec §6 applies to the page (a guest must log in). */
  mainVipDomainAuthNeed: queryFlag.optional(),
});

export { type BlockLightData } from './block-answer.ts';
