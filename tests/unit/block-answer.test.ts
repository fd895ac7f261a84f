/**
 * The browser's check of the block service's answer (schemas/block-answer.ts): a well-formed
 * answer passes, and each malformed field is named (the client logs the list, spec §8).
 */
import { describe, expect, it } from 'vitest';
import { blockAnswerProblems, type BlockLightData } from '../../schemas/block-answer.ts';

const good: BlockLightData = { displayTypeId: 1, templateTypeId: 17, authNeed: false, countryCode: 'DE', stage: 'dev' };

describe('block answer check', () => {
  it('passes well-formed answers', () => {
    expect(blockAnswerProblems({ data: good })).toEqual([]);
    expect(blockAnswerProblems({ data: { displayTypeId: 0, templateTypeId: null, authNeed: true, countryCode: null } })).toEqual([]);
  });

  it('names each malformed field', () => {
    expect(blockAnswerProblems(null)).toEqual(['data: expected an object']);
    expect(blockAnswerProblems({ data: 'x' })).toEqual(['data: expected an object']);
    expect(blockAnswerProblems({ data: { ...good, displayTypeId: 2 } })).toEqual(['data.displayTypeId: expected 0 or 1']);
    expect(blockAnswerProblems({ data: { ...good, templateTypeId: -1 } })).toEqual(['data.templateTypeId: expected a non-negative integer or null']);
    expect(blockAnswerProblems({ data: { ...good, templateTypeId: 1.5 } })).toEqual(['data.templateTypeId: expected a non-negative integer or null']);
    expect(blockAnswerProblems({ data: { ...good, authNeed: 'yes' } })).toEqual(['data.authNeed: expected a boolean']);
    expect(blockAnswerProblems({ data: { ...good, countryCode: 'de' } })).toEqual(['data.countryCode: expected a country code or null']);
    expect(blockAnswerProblems({ data: { ...good, stage: 3 } })).toEqual(['data.stage: expected a string']);
  });
});
