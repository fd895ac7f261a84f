/**
 * The office settings and security stores on PGlite and PostgreSQL: settings saved per player as
 * a validated whole (defaults until saved, a patch over the stored object, a language the brand
 * does not offer refused and nothing written), the password change (stored hash and change time,
 * other sessions revoked in the same transaction, the current one kept), ending another session
 * (404 for another player's, 409 for the current one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { createPlayer } from '../../src/server/ledger/accounts.ts';
import { players, playerSettings } from '../../src/server/db/schema.ts';
import { hashPassword, verifyPassword } from '../../src/server/auth/password.ts';
import { createSession, resolveSession } from '../../src/server/auth/sessions.ts';
import { saveUserSettings } from '../../src/server/office/settings.ts';
import { loadUserSettings } from '../../src/server/player-settings.ts';
import { changePassword, endSession, listSessions, sessionRefOf } from '../../src/server/office/security.ts';
import { DEFAULT_USER_SETTINGS } from '../../src/domain/office/settings.ts';
import { AppError } from '../../src/server/errors.ts';

const ENGINES = await engines();
const OLD = 'correct horse battery staple';
const NEW = 'a quite different passphrase 2026';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe.each(ENGINES)('office stores on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase(kind);
  }, 120_000);
  afterAll(() => db.dispose());

  it('keeps settings per player: defaults, patches over the stored object, refused language writes nothing', async () => {
    const a = await createPlayer(db.db, 'main', 'RUB');
    const b = await createPlayer(db.db, 'main', 'RUB');
    expect(await loadUserSettings(db.db, a)).toEqual(DEFAULT_USER_SETTINGS);
    await saveUserSettings(db.db, a, { coefViewId: 1, disallowLineSports: [1] }, ['ru', 'en']);
    const next = await saveUserSettings(db.db, a, { timeZone: 'Asia/Colombo' }, ['ru', 'en']);
    expect(next).toMatchObject({ coefViewId: 1, disallowLineSports: [1], timeZone: 'Asia/Colombo' });
    expect(await loadUserSettings(db.db, a)).toEqual(next);
    expect(await loadUserSettings(db.db, b)).toEqual(DEFAULT_USER_SETTINGS);
    expect((await refusal(saveUserSettings(db.db, b, { language: 'he' }, ['ru', 'en']))).code).toBe('setting_invalid');
    expect(await db.db.select().from(playerSettings).where(eq(playerSettings.playerId, b))).toEqual([]);
    // Parallel saves of one player end in one row holding one of them.
    await Promise.all([0, 1, 2, 4].map((view) => saveUserSettings(db.db, b, { coefViewId: view as 0 }, ['ru'])));
    expect(await db.db.select().from(playerSettings).where(eq(playerSettings.playerId, b))).toHaveLength(1);
  });

  it('changes the password: other sessions revoked, the current kept, the change time stored', async () => {
    const id = await createPlayer(db.db, 'main', 'RUB');
    await db.db.update(players).set({ passwordHash: await hashPassword(OLD), email: `p${id}@example.com` }).where(eq(players.id, id));
    const current = await createSession(db.db, id, 'main', false);
    const other = await createSession(db.db, id, 'main', true);
    expect((await refusal(changePassword(db.db, id, current.session.id, 'wrong', NEW))).code).toBe('invalid_credentials');
    expect((await refusal(changePassword(db.db, id, current.session.id, OLD, OLD))).code).toBe('bad_request');
    const at = new Date('2026-11-21T12:00:00Z');
    await changePassword(db.db, id, current.session.id, OLD, NEW, at);
    const [row] = await db.db.select().from(players).where(eq(players.id, id));
    expect(await verifyPassword(row!.passwordHash, NEW)).toBe(true);
    expect(row!.passwordChangedAt?.toISOString()).toBe(at.toISOString());
    expect(await resolveSession(db.db, current.token, 'main')).not.toBeNull();
    expect(await resolveSession(db.db, other.token, 'main')).toBeNull();
  });

  it('ends another session of the player only', async () => {
    const id = await createPlayer(db.db, 'main', 'RUB');
    const stranger = await createPlayer(db.db, 'main', 'RUB');
    const current = await createSession(db.db, id, 'main', false);
    const other = await createSession(db.db, id, 'main', false);
    const listed = await listSessions(db.db, id, current.session.id);
    expect(listed.map((s) => [s.ref, s.current]).sort()).toEqual([[sessionRefOf(current.session.id), true], [sessionRefOf(other.session.id), false]].sort());
    expect((await refusal(endSession(db.db, stranger, 'x', sessionRefOf(other.session.id)))).code).toBe('not_found');
    expect((await refusal(endSession(db.db, id, current.session.id, sessionRefOf(current.session.id)))).code).toBe('conflict');
    await endSession(db.db, id, current.session.id, sessionRefOf(other.session.id));
    expect(await resolveSession(db.db, other.token, 'main')).toBeNull();
    expect((await listSessions(db.db, id, current.session.id)).map((s) => s.current)).toEqual([true]);
  });
});
