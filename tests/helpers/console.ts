/**
 * The staff console in tests: a cookie-keeping client on the staff host, TOTP codes of the demo
 * staff (src/server/staff/demo.ts), and a login that goes through both steps like a browser.
 */
import { inject } from 'vitest';
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
function totpCode(secret: string, email: string, steps = 0): string {
  return staffTotp(secret, email).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** The demo staff member of a role's e-mail (`admin@console.test`, ...). */
function demoStaff(email: string) {
  const member = DEMO_STAFF.find((m) => m.email === email);
  if (!member) throw new Error(`no demo staff ${email}`);
  return member;
}

const sessions = new Map<string, Promise<ReturnType<typeof consoleClient>>>();

/**
 * A demo staff member logged in at `base`: password, then the TOTP code. A code's time step is
 * accepted once, so this period's code may be used already by an earlier login of the same member:
 * then the next period's code (inside the server's ±1 window), else the next period is awaited.
 * The logged-in client is shared by the test file's later calls for the same member, unless
 * `fresh` (a test that logs out needs its own session). @returns the client
 */
export function staffLogin(base: string, email: string, options: { fresh?: boolean } = {}) {
  const key = `${base} ${email}`;
  if (options.fresh) return loginOnce(base, email);
  let client = sessions.get(key);
  if (!client) {
    client = sharedOrLogin(base, email);
    sessions.set(key, client);
    client.catch(() => sessions.delete(key));
  }
  return client;
}

/**
 * The global setup's session of `email` when it is still alive (a staff session ends after 15 min
 * without a request, and a long suite reaches some console tests later than that), else a new login.
 */
async function sharedOrLogin(base: string, email: string) {
  const shared = sharedSession(base, email);
  if (shared && (await shared.get('/console-api/session')).body?.staff) return shared;
  return loginOnce(base, email);
}

/** A client on the integration project's shared server with the session its global setup opened, if any. */
function sharedSession(base: string, email: string) {
  let jars: Record<string, [string, string][]> | undefined;
  try {
    if (inject('portalUrl') !== base) return null;
    jars = inject('staffJars');
  } catch {
    return null; // not in the integration project
  }
  const jar = jars?.[email];
  if (!jar) return null;
  const client = consoleClient(base);
  for (const [name, value] of jar) client.jar.set(name, value);
  return client;
}

/** Logs every demo staff member in at `base` (the integration global setup). @returns their cookie jars by e-mail */
export async function loginJars(base: string): Promise<Record<string, [string, string][]>> {
  const jars: Record<string, [string, string][]> = {};
  for (const member of DEMO_STAFF) jars[member.email] = [...(await loginOnce(base, member.email)).jar];
  return jars;
}

async function loginOnce(base: string, email: string) {
  const member = demoStaff(email);
  const client = consoleClient(base);
  await client.get('/console-api/session');
  for (const [steps, waitMs] of [[0, 0], [1, 0], [1, 30_000 - (Date.now() % 30_000) + 200]] as const) {
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    const first = await client.post('/console-api/auth/login', { email, password: DEMO_STAFF_PASSWORD });
    if (first.status !== 200) throw new Error(`${email} login: ${first.status} ${JSON.stringify(first.body)}`);
    const second = await client.post('/console-api/auth/totp', { ticket: first.body.ticket, code: totpCode(member.totpSecret, email, steps) });
    if (second.status === 200) return client;
    if (second.body.errors?.[0]?.code !== 'wrong_code') throw new Error(`${email} code: ${second.status} ${JSON.stringify(second.body)}`);
  }
  throw new Error(`${email} could not log in`);
}
