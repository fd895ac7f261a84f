/**
 * Key pairs of casino providers: Ed25519 for our wallet protocol (src/server/casino/signature.ts
 * verifies with the public half), RSA for Hub88's (src/server/casino/hub88-signature.ts). Kept
 * apart from the signature modules so the database seed can make our own game server's
 * key without importing the database client back.
 */
import { generateKeyPairSync } from 'node:crypto';

/** A new Ed25519 key pair as PEM: `privateKey` PKCS#8, `publicKey` SPKI. */
export function newKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** RSA modulus length of Hub88 key pairs (bits): Hub88's examples use `openssl genrsa 2048`. */
const RSA_BITS = 2048;

/** A new RSA key pair for Hub88's X-Hub88-Signature (RSA-SHA256) as PEM: `privateKey` PKCS#8, `publicKey` SPKI. */
export function newRsaKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: RSA_BITS });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}
