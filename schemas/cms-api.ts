/**
 * Request shapes of the console's CMS API (`/console-api/cms/*`), shared by the editor
 * islands and the endpoints. The page itself is checked by the server against the registry's page
 * union (422 naming block index and field), not here.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { CMS_FAMILIES } from '../src/domain/cms/families.ts';
import { languageCodeSchema } from './language.ts';

/** A brand id. */
export const cmsBrand = safeString().regex(/^[a-z][a-z0-9-]{0,31}$/, 'must be a brand id');
/** A version number the editor read. */
const cmsVersion = z.number().int().min(1).max(1_000_000);
/** An optional reason for the audit log. */
const cmsReason = safeString().trim().min(1).max(500).optional();

/** `POST /console-api/cms/documents`: a new page. */
export const cmsCreateBody = z.strictObject({
  brandId: cmsBrand,
  family: z.enum(CMS_FAMILIES),
  slug: safeString().max(200),
  language: languageCodeSchema,
  page: z.unknown(),
  reason: cmsReason,
});

/** `PUT /console-api/cms/documents/{id}`: a new version of the page read at `baseVersion`. */
export const cmsSaveBody = z.strictObject({ baseVersion: cmsVersion, page: z.unknown(), reason: cmsReason });

/** `POST /console-api/cms/documents/{id}/state`. */
export const cmsStateBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('publish'), baseVersion: cmsVersion, reason: cmsReason }),
  z.strictObject({ action: z.literal('schedule'), baseVersion: cmsVersion, publishAt: z.iso.datetime({ offset: true }), reason: cmsReason }),
  z.strictObject({ action: z.literal('unpublish'), reason: cmsReason }),
  z.strictObject({ action: z.literal('archive'), reason: cmsReason }),
]);

/** `POST /console-api/cms/documents/{id}/restore`: save version `version` again as the newest. */
export const cmsRestoreBody = z.strictObject({ baseVersion: cmsVersion, version: cmsVersion, reason: cmsReason });

/** `POST /console-api/cms/documents/{id}/preview`: a signed preview link of a version. */
export const cmsPreviewBody = z.strictObject({ version: cmsVersion });
