/**
 * Tokens signed with the server secret (src/server/auth/signed-token.ts), on PGlite and
 * PostgreSQL: the media video token of spec §7 (updatetoken) and the device fingerprint token of
 * spec §3 — a token verifies until its expiry and not after, a changed character or another
 * purpose's token is refused, and the fingerprint header rule (none accepted, a bad one 400
 * `fingerprint_invalid`) holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { signToken, verifySignedToken } from '../../src/server/auth/signed-token.ts';
import { MEDIA_TOKEN_TTL_MS, issueMediaToken, verifyMediaToken } from '../../src/server/auth/media-token.ts';
import { FINGERPRINT_HEADER, FINGERPRINT_TTL_MS, issueFingerprint, requestFingerprint } from '../../src/server/auth/fingerprint.ts';
import { isAppError } from '../../src/server/errors.ts';

const ENGINES = await engines();
const NOW = new Date('2026-06-13T15:37:30Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(ENGINES)('signed tokens (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t.dispose());

  it('verify until the expiry, not after, and never for another purpose or a changed character', async () => {
    const token = await signToken(t.db, 'token_hmac', 'a', 'subject 1', later(60_000));
    expect(await verifySignedToken(t.db, 'token_hmac', 'a', token, NOW)).toEqual({ subject: 'subject 1', expiresAt: new Date(Math.floor(later(60_000).getTime() / 1000) * 1000) });
    expect(await verifySignedToken(t.db, 'token_hmac', 'a', token, later(60_000))).toBeNull();
    expect(await verifySignedToken(t.db, 'token_hmac', 'b', token, NOW)).toBeNull();
    const [exp, subject, mac] = token.split('.');
    const flipped = `${exp}.${subject}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
    expect(await verifySignedToken(t.db, 'token_hmac', 'a', flipped, NOW)).toBeNull();
    // A later expiry written over a valid token does not verify either.
    expect(await verifySignedToken(t.db, 'token_hmac', 'a', `${Number(exp) + 3600}.${subject}.${mac}`, NOW)).toBeNull();
    expect(await verifySignedToken(t.db, 'token_hmac', 'a', 'x'.repeat(1000), NOW)).toBeNull();
  });

  it('media token: the player and session back for its 15 minutes', async () => {
    const { token, expiresAt } = await issueMediaToken(t.db, 42, 'session-abc', NOW);
    expect(expiresAt.getTime() - NOW.getTime()).toBe(MEDIA_TOKEN_TTL_MS);
    expect(await verifyMediaToken(t.db, token, later(10 * 60_000))).toEqual({ playerId: 42, sessionId: 'session-abc' });
    expect(await verifyMediaToken(t.db, token, later(MEDIA_TOKEN_TTL_MS))).toBeNull();
  });

  it('fingerprint: no header is accepted, a signed one gives its hash for 24 h, a bad or old one is 400 fingerprint_invalid', async () => {
    const request = (value?: string) => new Request('http://x/', { method: 'POST', headers: value === undefined ? {} : { [FINGERPRINT_HEADER]: value } });
    expect(await requestFingerprint(t.db, request(), NOW)).toBeNull();
    const issued = await issueFingerprint(t.db, '0123456789abcdef0123', NOW);
    expect(issued.data.hash).toBe('0123456789abcdef0123');
    expect(Date.parse(issued.expiresAt) - NOW.getTime()).toBe(FINGERPRINT_TTL_MS);
    expect(await requestFingerprint(t.db, request(issued.token), later(FINGERPRINT_TTL_MS - 1000))).toBe('0123456789abcdef0123');
    for (const bad of [issued.token.slice(0, -2), 'not-a-token']) {
      const error = await requestFingerprint(t.db, request(bad), NOW).catch((e: unknown) => e);
      expect(isAppError(error) && error.code === 'fingerprint_invalid' && error.status === 400).toBe(true);
    }
    const expired = await requestFingerprint(t.db, request(issued.token), later(FINGERPRINT_TTL_MS)).catch((e: unknown) => e);
    expect(isAppError(expired) && expired.code === 'fingerprint_invalid').toBe(true);
    // A media token is not a fingerprint.
    const media = await issueMediaToken(t.db, 1, 's', NOW);
    expect(await requestFingerprint(t.db, request(media.token), NOW).catch((e: unknown) => (isAppError(e) ? e.code : e))).toBe('fingerprint_invalid');
  });
});
