/** Activation types of spec §4 (Activation type): 0 none, 1 e-mail only, 2 both, 3 phone only. */
import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_TYPE, activationAfterEmailAdded, activationAfterPhoneAdded, isActivationType, type ActivationType,
} from '../../src/domain/player/activation.ts';

const TYPES: ActivationType[] = [0, 1, 2, 3];

describe('activation types (spec §4)', () => {
  it('names the ids as the spec does', () => {
    expect(ACTIVATION_TYPE).toEqual({ none: 0, emailOnly: 1, both: 2, phoneOnly: 3 });
  });

  it.each([[0, 3], [1, 2], [2, 2], [3, 3]] as const)('adding a phone moves %i → %i', (from, to) => {
    expect(activationAfterPhoneAdded(from)).toBe(to);
  });

  it.each([[0, 1], [3, 2], [1, 1], [2, 2]] as const)('adding an e-mail (symmetric rule) moves %i → %i', (from, to) => {
    expect(activationAfterEmailAdded(from)).toBe(to);
  });

  it.each(TYPES)('from %i, adding both contacts in either order ends at 2 (both)', (type) => {
    expect(activationAfterEmailAdded(activationAfterPhoneAdded(type))).toBe(2);
    expect(activationAfterPhoneAdded(activationAfterEmailAdded(type))).toBe(2);
  });

  it.each(TYPES)('adding the same contact twice changes nothing more (from %i)', (type) => {
    const phone = activationAfterPhoneAdded(type);
    expect(activationAfterPhoneAdded(phone)).toBe(phone);
    const email = activationAfterEmailAdded(type);
    expect(activationAfterEmailAdded(email)).toBe(email);
  });

  it.each([-1, 4, 1.5, Number.NaN])('rejects unknown type %d with a RangeError', (type) => {
    expect(() => activationAfterPhoneAdded(type)).toThrow(RangeError);
    expect(() => activationAfterEmailAdded(type)).toThrow(`unknown activation type ${String(type)}`);
  });

  it.each([[0, true], [3, true], [4, false], ['1', false], [null, false]] as const)('isActivationType(%j) = %s', (value, expected) => {
    expect(isActivationType(value)).toBe(expected);
  });
});
