/**
 * Known-device cookie (OWASP Authentication Cheat Sheet, "device cookies"): after a successful
 * login the browser gets `known_device` = `<playerId>.<deviceId>.<signature>`, the signature an
 * HMAC-SHA-256 of `<playerId>.<deviceId>` with the server's `device_hmac` secret. A login attempt
 * for that player carrying a valid cookie is counted per device instead of per address and is not
 * refused by the identifier-wide lock (src/server/auth/rate-limit.ts), so the owner gets in (with a
 * captcha) while strangers hammer the account.
 */
import { createHmac } from 'node:crypto';
import type { AstroCookies } from 'astro';
import type { Db } from '../db/client.ts';
import { randomToken, safeEqual } from './crypto.ts';
import { serverSecret } from './secrets.ts';

/** Cookie name. */
export const DEVICE_COOKIE = 'known_device';
/** Cookie lifetime, seconds (one year). */
const DEVICE_MAX_AGE = 365 * 24 * 3600;

/** A verified device cookie. */
export interface KnownDevice {
  playerId: number;
  deviceId: string;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** The device a cookie value proves, or null for a missing, malformed or forged one. */
export async function readKnownDevice(db: Db, value: string | undefined): Promise<KnownDevice | null> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return null;
  const [, player, deviceId, signature] = match;
  const expected = sign(await serverSecret(db, 'device_hmac'), `${player}.${deviceId}`);
  return safeEqual(signature!, expected) ? { playerId: Number(player), deviceId: deviceId! } : null;
}

/** A new signed cookie value for a device of the player. */
export async function knownDeviceValue(db: Db, playerId: number): Promise<string> {
  const deviceId = randomToken(18);
  return `${playerId}.${deviceId}.${sign(await serverSecret(db, 'device_hmac'), `${playerId}.${deviceId}`)}`;
}

/** Sets the cookie for the player on this browser (HttpOnly, SameSite=Lax, Secure over HTTPS). */
export async function issueKnownDevice(db: Db, cookies: AstroCookies, playerId: number, https: boolean): Promise<void> {
  const value = await knownDeviceValue(db, playerId);
  cookies.set(DEVICE_COOKIE, value, { path: '/web-api/auth/', httpOnly: true, sameSite: 'lax', secure: https, maxAge: DEVICE_MAX_AGE });
}
