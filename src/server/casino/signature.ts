/**
 * Request signatures of the casino wallet API (schemas/casino-wallet.ts): Ed25519 over the raw
 * request body bytes, base64 in the `X-Wallet-Signature` header, verified with the provider's
 * public key from `casino_providers` (SPKI PEM). node:crypto does the maths.
 */
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** How long a provider's key and enabled flag are reused before being read again (ms). */
const PROVIDER_CACHE_MS = 5_000;

const cache = new WeakMap<Db, Map<string, { key: KeyObject | null; at: number }>>();

/**
 * The Ed25519 public key of an enabled provider speaking our protocol (`protocol` `wallet-v1`;
 * cached {@link PROVIDER_CACHE_MS}); null for an unknown or disabled one, or one set to Hub88's
 * protocol (its calls go to src/server/casino/hub88.ts).
 */
export async function providerKey(db: Db, providerId: string, now = Date.now()): Promise<KeyObject | null> {
  let keys = cache.get(db);
  if (!keys) cache.set(db, (keys = new Map()));
  const hit = keys.get(providerId);
  if (hit && now - hit.at < PROVIDER_CACHE_MS) return hit.key;
  const rows = (await db.execute(sql`select public_key from casino_providers where id = ${providerId} and enabled and protocol = 'wallet-v1'`)) as unknown as { rows: { public_key: string | null }[] };
  const pem = rows.rows[0]?.public_key;
  const key = pem ? createPublicKey(pem) : null;
  keys.set(providerId, { key, at: now });
  return key;
}

/** True when `signature` (base64) is the Ed25519 signature of `body` by `key`; false for anything malformed. */
export function signatureValid(key: KeyObject, body: Uint8Array, signature: string | null): boolean {
  if (!signature || signature.length > 200) return false;
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length !== 64) return false;
  try {
    return verify(null, body, key, bytes);
  } catch {
    return false;
  }
}

/** The base64 Ed25519 signature of `body` with a PKCS#8 PEM private key (the provider's side). */
export function signBody(privateKeyPem: string | KeyObject, body: string | Uint8Array): string {
  const key = typeof privateKeyPem === 'string' ? createPrivateKey(privateKeyPem) : privateKeyPem;
  return sign(null, typeof body === 'string' ? Buffer.from(body) : body, key).toString('base64');
}

export { newKeyPair } from './keys.ts';
