/**
 * The verification and identification pages (spec §2 `office/verification`, `office/identification`
 * — the latter routed only when the brand shows identification) of the logged-in player.
 */
import type { VerificationPageData } from '../../domain/pages/verification.ts';
import { DOCUMENT_TYPES, IDENTITY_DOCUMENT_TYPES } from '../../domain/verification/rules.ts';
import { db } from '../endpoint.ts';
import { verificationView } from '../verification/service.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** The loader of one of the two pages. */
function loader(kind: VerificationPageData['kind']): PageLoader<VerificationPageData> {
  return async (ctx) => {
    if (ctx.playerId === undefined) return NOT_FOUND;
    return pageData({
      kind,
      verification: await verificationView(await db(), ctx.playerId),
      documentTypes: kind === 'identification' ? [...IDENTITY_DOCUMENT_TYPES] : [...DOCUMENT_TYPES],
    });
  };
}

/** `office/verification`: every document type. */
export const loadVerification = loader('verification');
/** `office/identification`: identity documents. */
export const loadIdentification = loader('identification');
