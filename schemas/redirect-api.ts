/**
 * `POST /redirects-api/api/v1/redirect-light` (spec §7 Configuration and routing): the body a page
 * sends and the answer — whether the brand's redirect rules (spec §2) move the URL, the status,
 * the target with its language prefix, why, and the chain of locations followed.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';

/** The request: the URL (path and query, absolute or not) of the page about to be shown. */
export const redirectLightBody = z.strictObject({ url: safeString().min(1).max(2048) });

/** The answer's `data`. */
export interface RedirectLightData {
  /** True when the rules move the URL elsewhere. */
  redirect: boolean;
  /** 301 or 302 when moved; null otherwise. */
  code: 301 | 302 | null;
  /** The target, `/{lng}/path?query`; null when not moved. */
  url: string | null;
  /** Why: `rule` (a spec §2 rule or the brand's own redirect), `not-found` (the brand's 404 list); empty when not moved. */
  reasons: string[];
  /** The locations followed, without language prefix, from the requested one to the target. */
  breadcrumbs: string[];
}
