/**
 * A staff member's reason: the audited reason of every console change, and the text a player is
 * shown when staff reject a verification document or ask for another one. The spec sets no length;
 * the portal's rule is {@link STAFF_REASON_MIN_LENGTH}–{@link STAFF_REASON_MAX_LENGTH} characters
 * after trimming the ends. The request schemas (`changeReason` of schemas/staff-reason.ts, the
 * review body of schemas/verification-api.ts) are built from it, and the console's reason field
 * shows the same limits.
 */

/** Fewest characters of a reason, after trimming. */
export const STAFF_REASON_MIN_LENGTH = 3;
/** Most characters of a reason, after trimming. */
export const STAFF_REASON_MAX_LENGTH = 500;

/** Why a reason is refused. */
export type StaffReasonProblem = 'too_short' | 'too_long';

/**
 * Checks a reason against the length rule; a missing reason is too short.
 * @returns null for an acceptable reason, else the problem
 */
export function staffReasonProblem(reason: string | null | undefined): StaffReasonProblem | null {
  const length = (reason ?? '').trim().length;
  if (length < STAFF_REASON_MIN_LENGTH) return 'too_short';
  if (length > STAFF_REASON_MAX_LENGTH) return 'too_long';
  return null;
}

/** The refusal text of a problem, naming the limit (shown to staff by the console). */
export function staffReasonMessage(problem: StaffReasonProblem): string {
  return problem === 'too_short'
    ? `give a reason of at least ${STAFF_REASON_MIN_LENGTH} characters`
    : `give a reason of at most ${STAFF_REASON_MAX_LENGTH} characters`;
}
