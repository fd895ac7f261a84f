/**
 * The console's casino providers page (`/console/casino-providers`, action `casino.providers`):
 * which wallet protocol each provider speaks and the public keys its requests are verified with
 * (src/server/casino/providers.ts). Keys go in as PEM text and come out only as fingerprints
 * (SHA-256 of the SPKI DER, base64 without padding, as `SHA256:…`): the console never echoes a
 * stored key.
 */
import { z } from 'zod';
import { changeReason } from './staff-reason.ts';

/** The wallet protocols (`casino_providers.protocol`). */
const WALLET_PROTOCOLS = ['wallet-v1', 'hub88'] as const;

/** A PEM public key as pasted (at most 4 KB: an RSA-4096 SPKI PEM is about 800 characters). */
const pem = z.string().trim().min(1).max(4096).regex(/^-----BEGIN [A-Z ]+-----[\s\S]+-----END [A-Z ]+-----$/, 'must be a PEM block');

/**
 * `POST /console-api/casino-providers/{providerId}`: the protocol, and optionally a new Ed25519
 * public key (our protocol) and/or a new RSA public key of at least 2048 bits (Hub88's), SPKI PEM;
 * a key left out stays as it is. The reason is audited.
 */
export const casinoProviderBody = z.strictObject({
  protocol: z.enum(WALLET_PROTOCOLS),
  ed25519Pem: pem.optional(),
  rsaPem: pem.optional(),
  reason: changeReason,
});
/** A provider change. */
export type CasinoProviderBody = z.infer<typeof casinoProviderBody>;

/** A provider as the console shows it (allow-list: nothing else of the row leaves the server). */
export const consoleCasinoProvider = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  protocol: z.enum(WALLET_PROTOCOLS),
  /** `SHA256:…` of the Ed25519 key, or null when none is set. */
  ed25519Fingerprint: z.string().nullable(),
  /** `SHA256:…` of the RSA key, or null when none is set. */
  rsaFingerprint: z.string().nullable(),
  /** The RSA key's modulus length (bits), or null. */
  rsaBits: z.number().int().nullable(),
  /** Our own game server: its keys are derived from its private keys on every start, only the protocol changes. */
  own: z.boolean(),
});
/** A console provider. */
export type ConsoleCasinoProvider = z.infer<typeof consoleCasinoProvider>;

/** The answer of a change: the provider as written. */
export const casinoProviderAnswer = z.object({ provider: consoleCasinoProvider });
