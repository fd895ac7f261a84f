/**
 * HTTP helpers shared by endpoints: JSON responses and JSON:API-style errors
 * (`{ errors: [{ status, code, title, detail, source? }] }`; spec §8 "JSON API errors joined
 * from each error's detail").
 */
import type { z } from 'zod';

/** One error object of an error response. */
export interface ApiError {
  /** HTTP status as a string, e.g. "400". */
  status: string;
  /** Stable machine-readable code, e.g. `bad_request`. */
  code: string;
  /** Short summary, e.g. "Invalid query". */
  title: string;
  /** What is wrong, for the person reading it. */
  detail: string;
  /** Which input was wrong: a query parameter or a body field path. */
  source?: { parameter?: string; pointer?: string };
  /** Machine-readable facts, e.g. `{ accountId: 12 }`. */
  meta?: Record<string, unknown>;
}

/** A JSON response with `Cache-Control` (default `no-store`). */
export function json(data: unknown, init: { status?: number; cacheControl?: string; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', init.cacheControl ?? 'no-store');
  return new Response(JSON.stringify(data), { status: init.status ?? 200, headers });
}

/**
 * Marks a page response personal to the visitor (a page registry entry with `cache: 'private'`,
 * or any page rendered for a logged-in player): `Cache-Control: private, no-store` and `Cookie`
 * in `Vary`, so no shared cache stores it or serves it for another cookie (the guest page cache
 * does not store it either).
 */
export function markPrivate(headers: Headers): void {
  headers.set('Cache-Control', 'private, no-store');
  const vary = headers.get('Vary');
  if (!vary?.split(',').some((name) => name.trim().toLowerCase() === 'cookie')) headers.set('Vary', vary ? `${vary}, Cookie` : 'Cookie');
}

/** An error response with one or more error objects; the status is the first error's. */
export function jsonError(errors: ApiError[]): Response {
  return json({ errors }, { status: Number(errors[0]?.status ?? 500) });
}

/** A 400 response listing each invalid query parameter from a zod error. */
export function badQuery(error: z.ZodError): Response {
  return jsonError(
    error.issues.map((issue) => ({
      status: '400',
      code: 'bad_request',
      title: 'Invalid query',
      detail: `${issue.path.join('.') || 'query'}: ${issue.message}`,
      source: { parameter: String(issue.path[0] ?? '') },
    })),
  );
}

/**
 * Reads URL query parameters into a plain object for zod (the last value of a repeated name);
 * the one way endpoints read a query, through a schema built from `schemas/primitives.ts`.
 */
export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}
