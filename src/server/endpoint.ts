/**
 * Thin endpoint plumbing (Documenso style): parse the request with a zod schema, call the
 * service, answer JSON; every thrown AppError becomes its HTTP status and JSON body.
 */
import type { APIContext } from 'astro';
import type { z } from 'zod';
import { AppError, errorResponse } from './errors.ts';
import { json, queryObject } from './http.ts';
import type { Db } from './db/client.ts';
import { getDatabase } from './database.ts';
import { JSON_BODY_LIMIT, readBodyText } from './request-body.ts';

/** Runs `body` and turns its result into JSON (200) and its errors into error responses. */
export async function handle(body: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await body();
    return result instanceof Response ? result : json(result);
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * Reads a JSON body of at most `limit` bytes ({@link JSON_BODY_LIMIT} unless an endpoint takes
 * less) and validates it.
 * @throws AppError payload_too_large over the limit; bad_request naming each invalid field, or for
 *   a body that is not JSON
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, limit: number = JSON_BODY_LIMIT): Promise<z.infer<S>> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new AppError('bad_request', 'Send the request body as application/json.');
  }
  const text = await readBodyText(request, Math.min(limit, JSON_BODY_LIMIT));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON.');
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new AppError('bad_request', result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '), {
      fields: result.error.issues.map((i) => i.path.join('.')),
    });
  }
  return result.data;
}

/**
 * Validates query parameters (read by {@link queryObject}; the schema's strings are
 * `safeString`s, numbers `queryInteger`s and days `isoDay`s of `schemas/primitives.ts`).
 * @throws AppError bad_request naming each invalid parameter
 */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const result = schema.safeParse(queryObject(url));
  if (!result.success) {
    throw new AppError('bad_request', result.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; '));
  }
  return result.data;
}

/** The logged-in player's id. @throws AppError unauthorized for a guest */
export function requirePlayer(context: Pick<APIContext, 'locals'>): number {
  const playerId = context.locals.playerId;
  if (playerId === undefined) throw new AppError('unauthorized', 'Log in to continue.');
  return playerId;
}

/** The server's database handle. */
export async function db(): Promise<Db> {
  return (await getDatabase()).db;
}
