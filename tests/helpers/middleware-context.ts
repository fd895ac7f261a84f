/**
 * Runs one middleware step (src/server/middleware/) alone: a real Astro middleware context
 * (`createContext` of astro/middleware: real cookies, locals) for a request, and a `next` that
 * answers a plain 200 page and counts its calls. For steps that read the database, the server's
 * database (`getDatabase`) is a PGlite in a temporary directory, or one that cannot be reached.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext, MiddlewareNext } from 'astro';
import { createContext } from 'astro/middleware';
import { getDatabase } from '../../src/server/database.ts';

/** A request to the step: method, headers, body, and the locals earlier steps would have set. */
export interface StepRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  locals?: Partial<App.Locals>;
}

/** The context of a request to `url` (absolute, e.g. `http://localhost/en`), from 127.0.0.1. */
export function stepContext(url: string, { method = 'GET', headers = {}, body, locals = {} }: StepRequest = {}): APIContext {
  const request = new Request(url, { method, headers, ...(body === undefined ? {} : { body }) });
  return createContext({ request, defaultLocale: 'en', locals: locals as App.Locals, clientAddress: '127.0.0.1' });
}

/** A `next` answering 200 `rendered` (text/html), with the number of calls in `calls`. */
export function renderNext(): MiddlewareNext & { calls: number } {
  const next = Object.assign(async () => {
    next.calls++;
    return new Response('rendered', { status: 200, headers: { 'Content-Type': 'text/html' } });
  }, { calls: 0 });
  return next;
}

/** The Set-Cookie values the step left on the context, by cookie name. */
export function setCookies(context: APIContext): Map<string, string> {
  return new Map([...context.cookies.headers()].map((header) => [header.slice(0, header.indexOf('=')), header]));
}

/**
 * Points the server's database at a fresh PGlite directory; call at the top of a test file,
 * before the first `getDatabase`. @returns the clean-up for `afterAll` (closes, removes the directory)
 */
export function useTemporaryDatabase(): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'middleware-step-'));
  process.env.PORTAL_DATA_DIR = join(dir, 'pglite');
  delete process.env.DATABASE_URL;
  return async () => {
    await (await getDatabase()).close();
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Points the server's database at a PostgreSQL address nothing listens on: every open fails at once. */
export function useUnreachableDatabase(): void {
  process.env.DATABASE_URL = 'postgres://portal@127.0.0.1:9/none';
}
