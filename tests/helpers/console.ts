/**
 * The staff console in tests: a cookie-keeping client on the staff host, TOTP codes of the demo
 * staff (src/server/staff/demo.ts), and a login that goes through both steps like a browser.
 */
import { expect } from 'vitest';
import { createClient } from './http-client.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/server/staff/demo.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';

/** The console's host on test servers. */
export const STAFF_HOST = 'admin.localhost';

/** A client of the console at `base` (Host: admin.localhost). */
export function consoleClient(base: string) {
  return createClient(base, STAFF_HOST);
}

/** The TOTP code of a secret, `steps` periods of 30 s from now. */
export function totpCode(secret: string, email: string, steps = 0): string {
  return staffTotp(secret, email).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** The demo staff member of a role's e-mail (`admin@console.test`, ...). */
export function demoStaff(email: string) {
  const member = DEMO_STAFF.find((m) => m.email === email);
  if (!member) throw new Error(`no demo staff ${email}`);
  return member;
}

/**
 * Logs a demo staff member in: password, then the TOTP code (the next period's code when this
 * period's was used already by an earlier login of the same member). @returns the client
 */
export async function staffLogin(base: string, email: string) {
  const member = demoStaff(email);
  const client = consoleClient(base);
  await client.get('/console-api/session');
  for (let steps = 0; steps <= 1; steps++) {
    const first = await client.post('/console-api/auth/login', { email, password: DEMO_STAFF_PASSWORD });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await client.post('/console-api/auth/totp', { ticket: first.body.ticket, code: totpCode(member.totpSecret, email, steps) });
    if (second.status === 200) return client;
    expect(second.body.errors?.[0]?.code, JSON.stringify(second.body)).toBe('wrong_code');
  }
  throw new Error(`${email} could not log in`);
}
