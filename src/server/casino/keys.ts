/**
 * Ed25519 key pairs of casino providers (src/server/casino/signature.ts verifies with the public
 * half). Kept apart from the signature module so the database seed can make our own game server's
 * key without importing the database client back.
 */
import { generateKeyPairSync } from 'node:crypto';

/** A new Ed25519 key pair as PEM: `privateKey` PKCS#8, `publicKey` SPKI. */
export function newKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}
