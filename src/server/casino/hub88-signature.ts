/**
 * Request signatures of Hub88's wallet API (schemas/casino-wallet-hub88.ts). Public source:
 * docs.hub88.io, Supplier API overview "Request signing": "The body of all requests will be signed
 * with RSA-SHA256 using the respective private key and encoded to BASE64 … placed in the
 * X-Hub88-Signature header", and Hub88's published examples (github.com/coingaming/Hub88-Examples:
 * sign the raw body, base64, verify against the sender's public key). Verified with the provider's RSA
 * public key (`casino_providers.hub88_public_key`, SPKI PEM). node:crypto does the maths.
 */
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** How long a provider's key, protocol and enabled flag are reused before being read again (ms). */
const PROVIDER_CACHE_MS = 5_000;
/** The longest signature header looked at: base64 of a 4096-bit RSA signature is 684 characters. */
const MAX_SIGNATURE_CHARS = 700;

const cache = new WeakMap<Db, Map<string, { key: KeyObject | null; at: number }>>();

/**
 * The RSA public key of an enabled provider whose protocol is `hub88` (cached
 * {@link PROVIDER_CACHE_MS}); null for an unknown or disabled provider or one speaking our own protocol.
 */
export async function hub88ProviderKey(db: Db, providerId: string, now = Date.now()): Promise<KeyObject | null> {
  let keys = cache.get(db);
  if (!keys) cache.set(db, (keys = new Map()));
  const hit = keys.get(providerId);
  if (hit && now - hit.at < PROVIDER_CACHE_MS) return hit.key;
  const rows = (await db.execute(sql`select hub88_public_key from casino_providers where id = ${providerId} and enabled and protocol = 'hub88'`)) as unknown as { rows: { hub88_public_key: string | null }[] };
  const pem = rows.rows[0]?.hub88_public_key;
  const key = pem ? createPublicKey(pem) : null;
  keys.set(providerId, { key, at: now });
  return key;
}

/** True when `signature` (base64) is the RSA-SHA256 signature of `body` by `key`; false for anything missing or malformed. */
export function hub88SignatureValid(key: KeyObject, body: Uint8Array, signature: string | null): boolean {
  if (!signature || signature.length > MAX_SIGNATURE_CHARS || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature.trim())) return false;
  try {
    return verify('RSA-SHA256', body, key, Buffer.from(signature.trim(), 'base64'));
  } catch {
    return false;
  }
}

/** The base64 RSA-SHA256 signature of `body` with a PKCS#8 PEM RSA private key (the provider's side). */
export function hub88Sign(privateKey: string | KeyObject, body: string | Uint8Array): string {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  return sign('RSA-SHA256', typeof body === 'string' ? Buffer.from(body) : body, key).toString('base64');
}

/**
 * Whether a PEM text is an RSA public key of at least 2048 bits (what the console accepts as a
 * provider's Hub88 key); the normalised SPKI PEM, or null.
 */
export function rsaPublicKeyPem(pem: string): string | null {
  try {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) return null;
    return key.export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    return null;
  }
}
