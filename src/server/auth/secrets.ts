/**
 * Server secrets (HMAC keys) generated once per database and shared by every instance that uses
 * it: the captcha signatures, the CSRF token signature, the known-device cookie signature and the
 * virtual sports seeds (src/server/virtual/fair.ts), CMS preview link signature, the scheduled
 * casino rounds' seeds (src/server/casino/scheduled-fair.ts), the signed tokens (media video token,
 * device fingerprint: src/server/auth/signed-token.ts), the newsletter unsubscribe links
 * (src/server/auth/newsletter-link.ts).
 * Each is 256 random bits, stored in `app_secrets`, read once per process and database.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';
import { randomToken } from './crypto.ts';

/** Names of the secrets. */
export type SecretName = 'captcha_hmac' | 'captcha_hmac_key' | 'csrf_hmac' | 'device_hmac' | 'virtual_seed' | 'cms_preview_hmac' | 'scheduled_casino_seed' | 'token_hmac' | 'newsletter_hmac';

const cache = new WeakMap<Db, Map<SecretName, Promise<string>>>();

async function load(db: Db, name: SecretName): Promise<string> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (row) return row.value;
  // Two instances may create it at once: the first insert wins and both read the winner.
  await db.insert(appSecrets).values({ name, value: randomToken() }).onConflictDoNothing();
  const [created] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return created!.value;
}

/** The secret `name` of the database, created on first use. @throws when the database fails */
export function serverSecret(db: Db, name: SecretName): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = load(db, name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}
