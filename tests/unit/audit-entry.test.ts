/**
 * The audit entry's one shape (schemas/audit.ts): what the writer accepts, what the console's
 * audit answer lets through, and a player's history as a part of the same entry.
 */
import { describe, expect, it } from 'vitest';
import { auditEntrySchema, auditInputSchema, playerHistoryEntrySchema } from '../../schemas/audit.ts';
import { auditAnswer } from '../../schemas/console-answers.ts';

const entry = {
  id: 7, at: '2026-01-02T03:04:05.000Z', staffId: 2, staffEmail: 'risk@console.test', action: 'players.ban', brandId: 'main',
  domain: null, key: 'player:42', before: { banLevel: 0 }, after: { banLevel: 1 }, reason: 'Chargebacks', clientAddress: '127.0.0.1', revertOf: null,
};

describe('audit entry', () => {
  it('is recorded with only what the caller knows; the optional fields stay out', () => {
    expect(auditInputSchema.parse({ staffId: null, action: 'access.denied', reason: 'GET /console-api/audit' })).toEqual({ staffId: null, action: 'access.denied', reason: 'GET /console-api/audit' });
    const { id: _id, at: _at, staffEmail: _email, ...input } = entry;
    expect(auditInputSchema.parse(input)).toEqual(input);
  });

  it('is never recorded with a blank reason or without its staff member and action', () => {
    expect(auditInputSchema.safeParse({ staffId: 1, action: 'settings.set', reason: '  ' }).success).toBe(false);
    expect(auditInputSchema.safeParse({ action: 'settings.set', reason: 'ok' }).success).toBe(false);
    expect(auditInputSchema.safeParse({ staffId: 1, reason: 'ok' }).success).toBe(false);
  });

  it('reaches the console as the entry, and nothing else', () => {
    expect(auditEntrySchema.parse(entry)).toEqual(entry);
    expect(auditAnswer.parse({ entries: [{ ...entry, passwordHash: 'x' }], revertable: [7] })).toEqual({ entries: [entry], revertable: [7] });
    const { staffId: _staff, brandId: _brand, domain: _domain, key: _key, revertOf: _revert, ...history } = entry;
    expect(playerHistoryEntrySchema.parse(entry)).toEqual(history);
  });
});
