/**
 * The verification rules of src/domain/verification/rules.ts as tables: every player state ×
 * every event → the next state (or refused), every document status × every review decision, the
 * user-config fields of each state, spec §4's verified rule, the withdrawal rule, and the review's
 * reason rule, the same in the domain check, the request schema and the server.
 */
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_STATUSES, REVIEW_DECISIONS, VERIFICATION_STATUSES, documentTransition, isVerified, verificationConfig, verificationTransition,
  withdrawalAllowed, type DocumentStatus, type ReviewDecision, type VerificationEvent, type VerificationState, type VerificationStatus,
  reviewProblems,
} from '../../src/domain/verification/rules.ts';
import { STAFF_REASON_MAX_LENGTH, STAFF_REASON_MIN_LENGTH, staffReasonProblem } from '../../src/domain/staff/reason.ts';
import { reviewBody } from '../../schemas/verification-api.ts';
import { changeReason } from '../../schemas/staff-reason.ts';

const state = (status: VerificationStatus): VerificationState => ({ status, requestedDocumentType: status === 'additional_document_requested' ? 'proof_of_address' : null });
const EVENTS: Record<string, VerificationEvent> = {
  upload: { kind: 'upload', documentType: 'passport' },
  approve: { kind: 'review', decision: 'approve' },
  reject: { kind: 'review', decision: 'reject' },
  request: { kind: 'review', decision: 'request_additional', requestedDocumentType: 'payment_method' },
};
const X = null;
const REQ = 'additional_document_requested';

/** Rows: current status; columns: upload, approve, reject, request → the next status (X: refused). */
const TRANSITIONS: Record<VerificationStatus, [VerificationStatus | null, VerificationStatus, VerificationStatus, VerificationStatus]> = {
  //                 upload      approve      reject      request
  not_started:     ['pending',  'verified',  'rejected', REQ],
  pending:         ['pending',  'verified',  'rejected', REQ],
  [REQ]:           ['pending',  'verified',  'rejected', REQ],
  verified:        [X,          'verified',  'rejected', REQ],
  rejected:        ['pending',  'verified',  'rejected', REQ],
};

describe('player verification transitions', () => {
  it('covers every status', () => expect(Object.keys(TRANSITIONS).sort()).toEqual([...VERIFICATION_STATUSES].sort()));
  const cases = VERIFICATION_STATUSES.flatMap((from) => Object.keys(EVENTS).map((event, i) => ({ from, event, to: TRANSITIONS[from][i] })));
  it.each(cases)('$from + $event → $to', ({ from, event, to }) => {
    const next = verificationTransition(state(from), EVENTS[event]!);
    expect(next?.status ?? null).toBe(to);
    if (next) expect(next.requestedDocumentType).toBe(to === REQ ? 'payment_method' : null);
  });
});

/** Rows: document status; columns: approve, reject, request_additional. */
const DOCUMENT: Record<DocumentStatus, [DocumentStatus | null, DocumentStatus | null, DocumentStatus | null]> = {
  pending:              ['approved', 'rejected', 'additional_requested'],
  approved:             [X, X, X],
  rejected:             [X, X, X],
  additional_requested: [X, X, X],
};

describe('document review transitions', () => {
  it('covers every status', () => expect(Object.keys(DOCUMENT).sort()).toEqual([...DOCUMENT_STATUSES].sort()));
  const cases = DOCUMENT_STATUSES.flatMap((from) => REVIEW_DECISIONS.map((decision, i) => ({ from, decision, to: DOCUMENT[from][i] })));
  it.each(cases)('$from + $decision → $to', ({ from, decision, to }) => {
    expect(documentTransition(from, decision as ReviewDecision)).toBe(to);
  });
});

describe('user config, the verified rule (spec §4) and withdrawals', () => {
  /** status → internal status, verification_status, group code, requested_additional_document, verified, withdrawal allowed. */
  const TABLE: Record<VerificationStatus, [number, number, string | null, boolean, boolean, boolean]> = {
    not_started: [0, 0, null, false, false, true],
    pending: [0, 1, 'VERIFICATION_IN_PROGRESS', false, false, true],
    [REQ]: [0, 2, 'VERIFICATION_IN_PROGRESS', true, false, false],
    verified: [1, 3, 'VERIFICATION_SUCCESSFUL', false, true, true],
    rejected: [0, 4, 'VERIFICATION_FAILED', false, false, true],
  };
  it.each(VERIFICATION_STATUSES.map((status) => ({ status })))('$status', ({ status }) => {
    const config = verificationConfig(state(status));
    const [internal, id, group, requested, verified, withdraw] = TABLE[status];
    expect(config).toEqual({ internal_verification_status: internal, verification_status: id, verification_status_group_code: group, requested_additional_document: requested });
    expect(isVerified(config)).toBe(verified);
    expect(withdrawalAllowed(state(status))).toBe(withdraw);
  });

  it('verified: internal status 1 or group code VERIFICATION_SUCCESSFUL, and no extra document requested', () => {
    const rows: [number, string | null, boolean, boolean][] = [
      [1, null, false, true],
      [0, 'VERIFICATION_SUCCESSFUL', false, true],
      [1, 'VERIFICATION_SUCCESSFUL', true, false],
      [0, 'VERIFICATION_IN_PROGRESS', false, false],
      [0, null, false, false],
    ];
    for (const [internal, group, requested, expected] of rows) {
      expect(isVerified({ internal_verification_status: internal, verification_status_group_code: group, requested_additional_document: requested })).toBe(expected);
    }
  });
});

describe('the reason of a review', () => {
  const short = 'x'.repeat(STAFF_REASON_MIN_LENGTH - 1);
  const long = 'x'.repeat(STAFF_REASON_MAX_LENGTH + 1);

  it('has one length rule, trimmed', () => {
    expect(staffReasonProblem(null)).toBe('too_short');
    expect(staffReasonProblem(`  ${short}  `)).toBe('too_short');
    expect(staffReasonProblem('x'.repeat(STAFF_REASON_MIN_LENGTH))).toBeNull();
    expect(staffReasonProblem('x'.repeat(STAFF_REASON_MAX_LENGTH))).toBeNull();
    expect(staffReasonProblem(long)).toBe('too_long');
    expect(changeReason.safeParse(short).success).toBe(false);
    expect(changeReason.safeParse('ok!').success).toBe(true);
    expect(changeReason.safeParse(long).success).toBe(false);
  });

  it('is required to reject or ask for a document, optional to approve, and never too long', () => {
    const cases: [ReviewDecision, string | null, string[]][] = [
      ['approve', null, []],
      ['approve', short, []],
      ['approve', long, ['reason']],
      ['reject', null, ['reason']],
      ['reject', short, ['reason']],
      ['reject', 'The photo is blurred', []],
      ['reject', long, ['reason']],
      ['request_additional', 'Add a utility bill', ['requestedDocumentType']],
    ];
    for (const [decision, reason, fields] of cases) {
      expect(reviewProblems({ decision, reason }).map((p) => p.field), `${decision} ${reason?.length}`).toEqual(fields);
      const parsed = reviewBody.safeParse({ decision, ...(reason === null ? {} : { reason }) });
      expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.')), `schema ${decision} ${reason?.length}`).toEqual(fields);
    }
    expect(reviewProblems({ decision: 'request_additional', reason: 'Add a utility bill', requestedDocumentType: 'proof_of_address' })).toEqual([]);
  });
});
