/**
 * Data of the personal-office pages `office/verification` and `office/identification` (spec §2;
 * verification fields of §3, "Verified" of §4): the player's verification state and the metadata
 * of their own documents (never the bytes or where they are kept), and the document types the page
 * offers (identification: identity documents only).
 */
import type { DocumentStatus, DocumentType, VerificationStatus } from '../verification/rules.ts';

/** One document as its owner and the console see it. */
export interface DocumentView {
  id: number;
  documentType: DocumentType;
  /** Detected type: image/jpeg, image/png, image/webp or application/pdf. */
  contentType: string;
  sizeBytes: number;
  status: DocumentStatus;
  /** The reason given with a rejection or a request for another document. */
  reviewReason: string | null;
  requestedDocumentType: DocumentType | null;
  /** ISO times. */
  createdAt: string;
  reviewedAt: string | null;
}

/** A player's verification as the office shows it (`GET /web-api/user/verification`). */
export interface VerificationView {
  status: VerificationStatus;
  requestedDocumentType: DocumentType | null;
  /** Spec §4 "Verified". */
  verified: boolean;
  documents: DocumentView[];
}

/** The page. */
export interface VerificationPageData {
  kind: 'verification' | 'identification';
  verification: VerificationView;
  documentTypes: DocumentType[];
}
