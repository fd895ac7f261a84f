/**
 * Sealed cookies: short-lived JSON payloads encrypted and authenticated with a server key (JWE,
 * `dir` + A256GCM, through jose), each bound to a purpose (the token's audience) and an expiry.
 * The key is derived with HKDF-SHA-256 from the `token_hmac` server secret (src/server/auth/secrets.ts),
 * so a sealed value opens only on servers of the same database. Used by social sign-in for the
 * sign-in transaction (state, nonce, PKCE verifier) and the identity awaiting registration.
 */
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';
import type { Db } from '../db/client.ts';
import { serverSecret } from './secrets.ts';

/** The longest sealed value {@link unseal} reads (a cookie stays under 4 KiB). */
const SEALED_MAX = 3800;

const keys = new WeakMap<Db, Promise<Uint8Array>>();

function sealingKey(db: Db): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = serverSecret(db, 'token_hmac').then((secret) => new Uint8Array(hkdfSync('sha256', secret, 'sealed-cookie', 'jwe-a256gcm', 32)));
    keys.set(db, key);
  }
  return key;
}

/**
 * Seals `payload` for `purpose`, valid for `ttlSeconds` from `now`.
 * @returns a compact JWE (base64url parts separated by `.`), cookie-safe
 */
export async function seal(db: Db, purpose: string, payload: Record<string, unknown>, ttlSeconds: number, now: Date = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(purpose)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .encrypt(await sealingKey(db));
}

/** The payload of a value sealed for `purpose` and not expired at `now`; null for anything else. */
export async function unseal(db: Db, purpose: string, value: string | undefined, now: Date = new Date()): Promise<JWTPayload | null> {
  if (!value || value.length > SEALED_MAX) return null;
  try {
    const { payload } = await jwtDecrypt(value, await sealingKey(db), { audience: purpose, currentDate: now, clockTolerance: 0, keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
    return payload;
  } catch {
    return null;
  }
}
