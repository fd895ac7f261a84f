/**
 * Verification rule of spec §4 (Verified): a player is verified when the internal verification
 * status is 1 or the verification status group code is `VERIFICATION_SUCCESSFUL`, and no extra
 * document is requested. Field names are those of the user config (spec §3).
 */

/** Internal verification status meaning "verified" (spec §4 Verified). */
const INTERNAL_VERIFIED_STATUS = 1;
/** Verification status group code meaning "verified" (spec §4 Verified). */
const VERIFICATION_SUCCESSFUL = 'VERIFICATION_SUCCESSFUL';

/** The user config fields the rule reads (spec §3 User config); missing fields count as unset. */
export interface VerificationFields {
  /** `internal_verification_status`; 1 means verified. */
  internal_verification_status?: number | null;
  /** `verification_status_group_code`; `VERIFICATION_SUCCESSFUL` means verified. */
  verification_status_group_code?: string | null;
  /** `requested_additional_document`; any truthy value means a document is still requested. */
  requested_additional_document?: unknown;
}

/**
 * True when the player counts as verified (spec §4 Verified): internal status exactly 1 or group
 * code exactly `VERIFICATION_SUCCESSFUL` (case-sensitive), and `requested_additional_document`
 * falsy.
 * @param user the verification fields of the user config
 */
export function isVerified(user: VerificationFields): boolean {
  const passed =
    user.internal_verification_status === INTERNAL_VERIFIED_STATUS ||
    user.verification_status_group_code === VERIFICATION_SUCCESSFUL;
  return passed && !user.requested_additional_document;
}
