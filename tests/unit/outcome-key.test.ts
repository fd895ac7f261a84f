/**
 * The outcome key `permanentId:groupId:typeId:param` and the replay id `permanentId:cycle`
 * (src/domain/feed/outcome-key.ts, schemas/outcome-key.ts): building and parsing round-trip,
 * malformed keys are refused with a message that quotes them and names the expected form, and
 * the wire schema agrees with the parser.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KeyFormatError, isOutcomeKey, outcomeKey, parseOutcomeKey, parseReplayId, replayId, sameOutcome, type OutcomeKeyParts,
} from '../../src/domain/feed/outcome-key.ts';
import { outcomeKeyPartsSchema, outcomeKeySchema, replayIdSchema } from '../../schemas/outcome-key.ts';
import { placeCouponRequest } from '../../schemas/coupon-api.ts';

/** Parts a key can hold: ids in range, a parameter with at most 2 decimals below 10000 in size. */
const parts: fc.Arbitrary<OutcomeKeyParts> = fc.record(
  {
    permanentId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    groupId: fc.integer({ min: 0, max: 999_999 }),
    typeId: fc.integer({ min: 0, max: 999_999 }),
    param: fc.integer({ min: -999_999, max: 999_999 }).map((hundredths) => hundredths / 100),
  },
  { requiredKeys: ['permanentId', 'groupId', 'typeId'] },
);

describe('outcome key', () => {
  it('writes the feed\'s outcomes as the outcome buttons and the coupon carry them', () => {
    expect(outcomeKey({ permanentId: 7074545715355884, groupId: 1, typeId: 1 })).toBe('7074545715355884:1:1:');
    expect(outcomeKey({ permanentId: 42, groupId: 17, typeId: 9, param: 2.5 })).toBe('42:17:9:2.5');
    expect(outcomeKey({ permanentId: 42, groupId: 20, typeId: 7, param: -0.75 })).toBe('42:20:7:-0.75');
    expect(outcomeKey({ permanentId: 42, groupId: 136, typeId: 3, param: 201 })).toBe('42:136:3:201');
  });

  it('round-trips every key it can build, and the wire schema accepts them', () => {
    fc.assert(
      fc.property(parts, (p) => {
        const key = outcomeKey(p);
        expect(parseOutcomeKey(key)).toEqual(p);
        expect(outcomeKeySchema.safeParse(key).success).toBe(true);
        expect(outcomeKeyPartsSchema.safeParse(p).success).toBe(true);
        expect(outcomeKey(parseOutcomeKey(key))).toBe(key);
      }),
    );
  });

  it.each([
    '', 'abc', '42:1:1', '42:1:1:2.5:9', '0:1:1:', '42::1:', '42:1:1:2.555', '42:1:1:12345', '42:1:1:+2', '42:1:1: 2', '-42:1:1:', '42:1.5:1:',
  ])('refuses %j with a message quoting it and naming the form', (key) => {
    expect(isOutcomeKey(key)).toBe(false);
    expect(outcomeKeySchema.safeParse(key).success).toBe(false);
    expect(() => parseOutcomeKey(key)).toThrow(KeyFormatError);
    expect(() => parseOutcomeKey(key)).toThrow(`bad outcome key ${JSON.stringify(key)}: expected permanentId:groupId:typeId:param`);
  });

  it('shortens a long refused key in the message', () => {
    const key = 'x'.repeat(500);
    expect(() => parseOutcomeKey(key)).toThrow(`bad outcome key "${'x'.repeat(60)}…"`);
  });

  it.each([
    [{ permanentId: 0, groupId: 1, typeId: 1 }, 'permanentId 0'],
    [{ permanentId: 1.5, groupId: 1, typeId: 1 }, 'permanentId 1.5'],
    [{ permanentId: 42, groupId: -1, typeId: 1 }, 'groupId -1'],
    [{ permanentId: 42, groupId: 1, typeId: 1_000_000 }, 'typeId 1000000'],
    [{ permanentId: 42, groupId: 1, typeId: 1, param: 2.125 }, 'param 2.125'],
    [{ permanentId: 42, groupId: 1, typeId: 1, param: 10_000 }, 'param 10000'],
    [{ permanentId: 42, groupId: 1, typeId: 1, param: Number.NaN }, 'param NaN'],
  ])('will not build a key from %j, naming the part', (p, named) => {
    expect(() => outcomeKey(p)).toThrow(`cannot build an outcome key with ${named}`);
    expect(outcomeKeyPartsSchema.safeParse(p).success).toBe(false);
  });

  it('tells outcomes of a game apart by group, type and parameter', () => {
    expect(sameOutcome({ groupId: 17, typeId: 9, param: 2.5 }, { groupId: 17, typeId: 9, param: 2.5 })).toBe(true);
    expect(sameOutcome({ groupId: 17, typeId: 9, param: 2.5 }, { groupId: 17, typeId: 9, param: 3.5 })).toBe(false);
    expect(sameOutcome({ groupId: 1, typeId: 1 }, { groupId: 1, typeId: 1, param: 0 })).toBe(false);
    expect(sameOutcome({ groupId: 1, typeId: 1 }, { groupId: 1, typeId: 2 })).toBe(false);
  });

  it('is what a coupon to place must carry: a malformed key is refused with the expected form named', () => {
    const request = { refId: 'abcdefgh', typeId: 0, accountId: 1, amount: '10', changeCoefAction: 2, bets: [{ key: '42:1:1', gameId: '42:0', coef: 2 }] };
    const refused = placeCouponRequest.safeParse(request);
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toBe('must be an outcome key permanentId:groupId:typeId:param (param empty or a number with at most 4 digits before and 2 after the point)');
    expect(placeCouponRequest.safeParse({ ...request, bets: [{ key: '42:1:1:', gameId: '42:0', coef: 2 }] }).success).toBe(true);
  });
});

describe('replay id', () => {
  it('round-trips permanent id and cycle, negative cycles included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: -999_999, max: 999_999 }), (permanentId, cycle) => {
        const id = replayId(permanentId, cycle);
        expect(parseReplayId(id)).toEqual({ permanentId, cycle });
        expect(replayIdSchema.safeParse(id).success).toBe(true);
      }),
    );
  });

  it.each(['', '42', '42:', ':3', '42:3:1', '0:3', '42:1.5', 'a:b'])('refuses %j with a message quoting it', (id) => {
    expect(replayIdSchema.safeParse(id).success).toBe(false);
    expect(() => parseReplayId(id)).toThrow(`bad game id ${JSON.stringify(id)}: expected permanentId:cycle`);
  });

  it('will not build an id from a fractional cycle or a non-positive permanent id', () => {
    expect(() => replayId(42, 0.5)).toThrow(KeyFormatError);
    expect(() => replayId(0, 1)).toThrow(KeyFormatError);
  });
});
