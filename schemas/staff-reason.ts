/**
 * The request field of a staff member's required reason, shared by every console request that
 * changes something (the audit log's reason) and by the console islands. Its rule is
 * src/domain/staff/reason.ts: 3–500 characters after trimming.
 */
import { safeString } from './primitives.ts';
import { STAFF_REASON_MAX_LENGTH, STAFF_REASON_MIN_LENGTH, staffReasonMessage } from '../src/domain/staff/reason.ts';

/** A staff member's required reason (trimmed). */
export const changeReason = safeString()
  .trim()
  .min(STAFF_REASON_MIN_LENGTH, staffReasonMessage('too_short'))
  .max(STAFF_REASON_MAX_LENGTH, staffReasonMessage('too_long'));
