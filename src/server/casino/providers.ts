/**
 * Casino providers' wallet protocol and keys, as staff manage them on `/console/casino-providers`
 * (action `casino.providers`, admins): a provider speaks our protocol (`wallet-v1`, Ed25519 key) or
 * Hub88's (`hub88`, RSA key; src/server/casino/hub88.ts). A change is one transaction with its audit
 * entry (`casino.providers`, key `casino_provider:{id}`, before and after as fingerprints and
 * protocol, never key text). The wallet endpoints and our game server read the change within 5 s
 * (their provider caches). Our own game server's keys are derived from its private keys by the seed
 * (src/server/casino/seed.ts) on every start, so only its protocol is changed here.
 */
import { createHash, createPublicKey } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { recordAudit } from '../staff/audit.ts';
import { rsaPublicKeyPem } from './hub88-signature.ts';
import { GAME_SERVER_PROVIDER } from '../../../schemas/game-server.ts';
import { consoleCasinoProvider, type CasinoProviderBody, type ConsoleCasinoProvider } from '../../../schemas/casino-providers.ts';
import { ALL_BRANDS, can } from '../../domain/staff/roles.ts';
import { consoleData, type ConsoleLoad, type ConsolePageContext } from '../staff/load.ts';
import type { ConsoleCasinoProvidersData } from '../../domain/console/pages.ts';

type Row = Record<string, unknown>;

/** `SHA256:` + base64 (no padding) of the SPKI DER of a PEM public key; null for none. */
function fingerprint(pemText: unknown): string | null {
  if (typeof pemText !== 'string' || pemText === '') return null;
  const der = createPublicKey(pemText).export({ type: 'spki', format: 'der' });
  return `SHA256:${createHash('sha256').update(der).digest('base64').replace(/=+$/, '')}`;
}

function view(row: Row): ConsoleCasinoProvider {
  const rsa = typeof row.hub88_public_key === 'string' ? createPublicKey(row.hub88_public_key) : null;
  return consoleCasinoProvider.parse({
    id: String(row.id), name: String(row.name), enabled: row.enabled === true, protocol: row.protocol,
    ed25519Fingerprint: fingerprint(row.public_key), rsaFingerprint: fingerprint(row.hub88_public_key),
    rsaBits: rsa?.asymmetricKeyDetails?.modulusLength ?? null, own: row.id === GAME_SERVER_PROVIDER,
  });
}

/** Every provider, by name. */
async function casinoProviders(db: Db): Promise<ConsoleCasinoProvider[]> {
  const rows = ((await db.execute(sql`select id, name, enabled, protocol, public_key, hub88_public_key from casino_providers order by name, id`)) as unknown as { rows: Row[] }).rows;
  return rows.map(view);
}

/** The Ed25519 SPKI PEM of a pasted key, or null when it is not an Ed25519 public key. */
function ed25519PublicKeyPem(pemText: string): string | null {
  try {
    const key = createPublicKey(pemText);
    return key.asymmetricKeyType === 'ed25519' ? key.export({ type: 'spki', format: 'pem' }).toString() : null;
  } catch {
    return null;
  }
}

/**
 * Sets a provider's protocol and (optionally) its keys, audited. The caller has checked
 * `casino.providers` on every brand.
 * @throws AppError not_found for an unknown provider; bad_request for a key that is not an Ed25519
 *   (ed25519Pem) or an RSA ≥ 2048-bit (rsaPem) public key, or a protocol without its key;
 *   conflict for a key of our own game server (derived by the seed)
 */
export async function setCasinoProvider(db: Db, staffId: number, providerId: string, change: CasinoProviderBody, clientAddress: string | null): Promise<ConsoleCasinoProvider> {
  const ed25519 = change.ed25519Pem === undefined ? undefined : ed25519PublicKeyPem(change.ed25519Pem);
  if (ed25519 === null) throw new AppError('bad_request', 'The Ed25519 key is not an Ed25519 public key (SPKI PEM).', { field: 'ed25519Pem' });
  const rsa = change.rsaPem === undefined ? undefined : rsaPublicKeyPem(change.rsaPem);
  if (rsa === null) throw new AppError('bad_request', 'The Hub88 key is not an RSA public key of at least 2048 bits (SPKI PEM).', { field: 'rsaPem' });
  if (providerId === GAME_SERVER_PROVIDER && (ed25519 !== undefined || rsa !== undefined)) {
    throw new AppError('conflict', "Our game server's keys come from its own private keys; only its protocol can be changed.");
  }
  const row = await db.transaction(async (tx) => {
    const before = ((await tx.execute(sql`select id, name, enabled, protocol, public_key, hub88_public_key from casino_providers where id = ${providerId} for update`)) as unknown as { rows: Row[] }).rows[0];
    if (!before) throw new AppError('not_found', 'No such casino provider.');
    const publicKey = ed25519 ?? (before.public_key as string | null);
    const hub88Key = rsa ?? (before.hub88_public_key as string | null);
    if (change.protocol === 'wallet-v1' && !publicKey) throw new AppError('bad_request', 'Our protocol needs an Ed25519 public key.', { field: 'ed25519Pem' });
    if (change.protocol === 'hub88' && !hub88Key) throw new AppError('bad_request', "Hub88's protocol needs an RSA public key.", { field: 'rsaPem' });
    const after = ((await tx.execute(sql`update casino_providers set protocol = ${change.protocol}, public_key = ${publicKey}, hub88_public_key = ${hub88Key}
      where id = ${providerId} returning id, name, enabled, protocol, public_key, hub88_public_key`)) as unknown as { rows: Row[] }).rows[0]!;
    const audited = (r: Row) => ({ protocol: r.protocol, ed25519: fingerprint(r.public_key), rsa: fingerprint(r.hub88_public_key) });
    await recordAudit(tx, { staffId, action: 'casino.providers', key: `casino_provider:${providerId}`, before: audited(before), after: audited(after), reason: change.reason, clientAddress });
    return after;
  });
  return view(row);
}

/** `/console/casino-providers`: every provider; changes offered to staff holding `casino.providers` on every brand. */
export async function loadConsoleCasinoProviders(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleCasinoProvidersData>> {
  return consoleData({ providers: await casinoProviders(ctx.db), canEdit: can(ctx.staff!.grants, 'casino.providers', ALL_BRANDS) });
}
