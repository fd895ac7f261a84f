/**
 * Activation types of spec §4 (Activation type): 0 none, 1 e-mail only, 2 both, 3 phone only,
 * and how confirming a contact moves between them.
 */

/** Activation type ids of spec §4. */
export const ACTIVATION_TYPE = { none: 0, emailOnly: 1, both: 2, phoneOnly: 3 } as const;
/** An activation type id: 0 none, 1 e-mail only, 2 both, 3 phone only. */
export type ActivationType = (typeof ACTIVATION_TYPE)[keyof typeof ACTIVATION_TYPE];

/** True for a known activation type id (0..3). */
export function isActivationType(value: unknown): value is ActivationType {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

function checked(type: number): ActivationType {
  if (!isActivationType(type)) throw new RangeError(`unknown activation type ${String(type)}`);
  return type;
}

/**
 * Activation type after a phone is added (spec §4): 0 → 3, 1 → 2; 2 and 3 are unchanged.
 * @param type current `activation_type` of the user config
 * @throws RangeError naming the value for an id other than 0..3
 */
export function activationAfterPhoneAdded(type: number): ActivationType {
  const current = checked(type);
  if (current === ACTIVATION_TYPE.none) return ACTIVATION_TYPE.phoneOnly;
  if (current === ACTIVATION_TYPE.emailOnly) return ACTIVATION_TYPE.both;
  return current;
}

/**
 * Activation type after an e-mail is added: 0 → 1, 3 → 2; 1 and 2 are unchanged.
 * The spec (§4) states only the phone rule; this is its symmetric counterpart, derived from the
 * meaning of the ids (1 e-mail only, 2 both, 3 phone only).
 * @param type current `activation_type` of the user config
 * @throws RangeError naming the value for an id other than 0..3
 */
export function activationAfterEmailAdded(type: number): ActivationType {
  const current = checked(type);
  if (current === ACTIVATION_TYPE.none) return ACTIVATION_TYPE.emailOnly;
  if (current === ACTIVATION_TYPE.phoneOnly) return ACTIVATION_TYPE.both;
  return current;
}

/** Whether the e-mail is confirmed: activation type 1 (e-mail only) or 2 (both). */
export function emailConfirmed(type: number): boolean {
  return type === ACTIVATION_TYPE.emailOnly || type === ACTIVATION_TYPE.both;
}

/** Whether the phone is confirmed: activation type 3 (phone only) or 2 (both). */
export function phoneConfirmed(type: number): boolean {
  return type === ACTIVATION_TYPE.phoneOnly || type === ACTIVATION_TYPE.both;
}
