/**
 * Verification and identification rules (spec §2 office `verification`/`identification`, §3 user
 * config verification fields, §4 "Verified"): the document types a player uploads, the status of a
 * document and of the player's verification, the transitions a review or an upload makes, the
 * verified rule, and what an unfinished verification blocks. Shared by the server (which applies
 * them inside its transactions) and the office and console islands (which show them).
 */
import { STAFF_REASON_MIN_LENGTH, staffReasonMessage, staffReasonProblem } from '../staff/reason.ts';

/** Document types a player can upload (office `verification`). */
export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence', 'proof_of_address', 'payment_method'] as const;
/** A document type. */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Identity documents: the ones office `identification` asks for. */
export const IDENTITY_DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const satisfies readonly DocumentType[];

/** Largest document accepted, bytes (10 MiB). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Largest request body of the upload endpoint, bytes: the document limit and room for the form's
 * other fields. The largest body any endpoint takes, so it is also the server's backstop
 * (astro.config.mjs `bodySizeLimit`).
 */
export const DOCUMENT_UPLOAD_BODY_LIMIT = DOCUMENT_MAX_BYTES + 64 * 1024;
/** Types accepted, as detected from the bytes (never from the name or the declared type). */
export const DOCUMENT_TYPES_ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** Status of one uploaded document. `pending` waits for review; the others are final. */
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'additional_requested'] as const;
/** A document status. */
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What a reviewer decides on a pending document. */
export const REVIEW_DECISIONS = ['approve', 'reject', 'request_additional'] as const;
/** A review decision. */
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * Status of the player's verification (spec §3 `verification_status`):
 * - `not_started`: nothing uploaded;
 * - `pending`: a document waits for review;
 * - `additional_document_requested`: staff asked for another document (`requested_additional_document`);
 * - `verified`: a document was approved and nothing more is asked;
 * - `rejected`: the last reviewed document was refused; a new upload starts again.
 */
export const VERIFICATION_STATUSES = ['not_started', 'pending', 'additional_document_requested', 'verified', 'rejected'] as const;
/** A verification status. */
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Numeric `verification_status` of the user config, per status. */
const VERIFICATION_STATUS_IDS: Readonly<Record<VerificationStatus, number>> = {
  not_started: 0, pending: 1, additional_document_requested: 2, verified: 3, rejected: 4,
};

/** `verification_status_group_code` of the user config (spec §4 uses VERIFICATION_SUCCESSFUL). */
const VERIFICATION_GROUP_CODES: Readonly<Record<VerificationStatus, string | null>> = {
  not_started: null,
  pending: 'VERIFICATION_IN_PROGRESS',
  additional_document_requested: 'VERIFICATION_IN_PROGRESS',
  verified: 'VERIFICATION_SUCCESSFUL',
  rejected: 'VERIFICATION_FAILED',
};

/** The player's verification state as stored. */
export interface VerificationState {
  status: VerificationStatus;
  /** The document type staff asked for, when `status` is `additional_document_requested`. */
  requestedDocumentType: DocumentType | null;
}

/** The state of a player who never uploaded. */
export const INITIAL_VERIFICATION: VerificationState = { status: 'not_started', requestedDocumentType: null };

/** Events that move a player's verification. */
export type VerificationEvent =
  | { kind: 'upload'; documentType: DocumentType }
  | { kind: 'review'; decision: 'approve' | 'reject' }
  | { kind: 'review'; decision: 'request_additional'; requestedDocumentType: DocumentType };

/**
 * The next verification state after `event`, or null when the event is not allowed:
 * - an upload is refused once verified (nothing to add) and otherwise makes the state `pending`
 *   (answering a request for an additional document clears the request, whatever type came);
 * - a review decides a pending document: approve → `verified`, reject → `rejected`,
 *   request_additional → `additional_document_requested` with the type asked for. A review is
 *   only made on a pending document (the caller checks {@link documentTransition}); the player's
 *   state then follows the decision whatever it was.
 */
export function verificationTransition(state: VerificationState, event: VerificationEvent): VerificationState | null {
  if (event.kind === 'upload') {
    if (state.status === 'verified') return null;
    return { status: 'pending', requestedDocumentType: null };
  }
  switch (event.decision) {
    case 'approve':
      return { status: 'verified', requestedDocumentType: null };
    case 'reject':
      return { status: 'rejected', requestedDocumentType: null };
    case 'request_additional':
      return { status: 'additional_document_requested', requestedDocumentType: event.requestedDocumentType };
  }
}

/** The status a review decision gives a document, or null when the document is not pending. */
export function documentTransition(status: DocumentStatus, decision: ReviewDecision): DocumentStatus | null {
  if (status !== 'pending') return null;
  return decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'additional_requested';
}

/** True when a decision needs a reason the player is shown (reject, request an additional document). */
function decisionNeedsReason(decision: ReviewDecision): boolean {
  return decision !== 'approve';
}

/** A review as the console sends it: the decision, the reason shown to the player, the document asked for. */
export interface ReviewRequest {
  decision: ReviewDecision;
  /** Shown to the player; see {@link reviewProblems}. */
  reason?: string | null | undefined;
  /** For `request_additional`: the type asked for. */
  requestedDocumentType?: DocumentType | null | undefined;
}

/** What keeps a review from being decided: the field to fix and why (shown to staff). */
export interface ReviewProblem {
  field: 'reason' | 'requestedDocumentType';
  message: string;
}

/**
 * The problems of a review, none for one that can be decided: a decision that
 * {@link decisionNeedsReason} needs a reason of the staff reason length
 * (src/domain/staff/reason.ts); an approval may carry one, within the same maximum;
 * `request_additional` names the document asked for.
 */
export function reviewProblems(review: ReviewRequest): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  const reason = staffReasonProblem(review.reason);
  if (reason === 'too_long' || (reason === 'too_short' && decisionNeedsReason(review.decision))) {
    problems.push({ field: 'reason', message: reason === 'too_short' ? `give the player a reason of at least ${STAFF_REASON_MIN_LENGTH} characters` : staffReasonMessage(reason) });
  }
  if (review.decision === 'request_additional' && !review.requestedDocumentType) {
    problems.push({ field: 'requestedDocumentType', message: 'choose the document to ask for' });
  }
  return problems;
}

/** The user-config fields of spec §3 for a verification state. */
export function verificationConfig(state: VerificationState) {
  return {
    internal_verification_status: state.status === 'verified' ? 1 : 0,
    verification_status: VERIFICATION_STATUS_IDS[state.status],
    verification_status_group_code: VERIFICATION_GROUP_CODES[state.status],
    requested_additional_document: state.status === 'additional_document_requested',
  };
}

/**
 * Spec §4 "Verified": internal status 1 or group code VERIFICATION_SUCCESSFUL, and no extra
 * document requested.
 */
export function isVerified(config: { internal_verification_status: number; verification_status_group_code: string | null; requested_additional_document: boolean }): boolean {
  return (config.internal_verification_status === 1 || config.verification_status_group_code === 'VERIFICATION_SUCCESSFUL') && !config.requested_additional_document;
}

/**
 * Whether the player may request a withdrawal in this state: refused while staff wait for an
 * additional document (the operator's KYC check is open, so money does not leave until it is
 * answered); allowed otherwise.
 */
export function withdrawalAllowed(state: VerificationState): boolean {
  return state.status !== 'additional_document_requested';
}
