/** Verification rule of spec §4 (Verified), table-driven. */
import { describe, expect, it } from 'vitest';
import { isVerified, type VerificationFields } from '../../src/domain/player/verification.ts';

describe('isVerified (spec §4 Verified)', () => {
  it.each<[string, VerificationFields, boolean]>([
    ['internal status 1', { internal_verification_status: 1 }, true],
    ['group code VERIFICATION_SUCCESSFUL', { verification_status_group_code: 'VERIFICATION_SUCCESSFUL' }, true],
    ['both', { internal_verification_status: 1, verification_status_group_code: 'VERIFICATION_SUCCESSFUL' }, true],
    ['internal status 1, other group code', { internal_verification_status: 1, verification_status_group_code: 'VERIFICATION_PENDING' }, true],
    ['internal status 0, group code successful', { internal_verification_status: 0, verification_status_group_code: 'VERIFICATION_SUCCESSFUL' }, true],
    ['internal status 0', { internal_verification_status: 0 }, false],
    ['internal status 2', { internal_verification_status: 2 }, false],
    ['other group code', { verification_status_group_code: 'VERIFICATION_FAILED' }, false],
    ['group code in lower case', { verification_status_group_code: 'verification_successful' }, false],
    ['nothing set', {}, false],
    ['nulls', { internal_verification_status: null, verification_status_group_code: null, requested_additional_document: null }, false],
    ['internal 1 but a document requested', { internal_verification_status: 1, requested_additional_document: true }, false],
    ['group code but a document requested (id)', { verification_status_group_code: 'VERIFICATION_SUCCESSFUL', requested_additional_document: 7 }, false],
    ['document requested (name)', { internal_verification_status: 1, requested_additional_document: 'passport' }, false],
    ['falsy document: false', { internal_verification_status: 1, requested_additional_document: false }, true],
    ['falsy document: 0', { internal_verification_status: 1, requested_additional_document: 0 }, true],
    ['falsy document: empty string', { internal_verification_status: 1, requested_additional_document: '' }, true],
    ['falsy document: null', { internal_verification_status: 1, requested_additional_document: null }, true],
  ])('%s → %s', (_label, user, expected) => {
    expect(isVerified(user)).toBe(expected);
  });
});
