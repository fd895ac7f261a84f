/**
 * The one way a console endpoint (`src/pages/console-api/**`) answers: through a zod OUTPUT
 * schema of schemas/console-answers.ts. `consoleHandle(schema, body)` runs the endpoint, parses
 * its result through `schema` — `z.object` keeps only the fields the schema lists, at every depth,
 * so a secret a service function happens to return (a password hash, a TOTP secret, a transfer
 * key, a token) never reaches the staff member — and answers it as JSON; every thrown AppError
 * becomes its error response as with `handle` (src/server/endpoint.ts). An answer that does not
 * match its schema is a server bug: 500, logged, nothing of it sent.
 *
 * Adopting it in a new endpoint: add the answer's schema to schemas/console-answers.ts (an
 * allow-list of the fields staff need) and write
 * `export const GET: APIRoute = (context) => consoleHandle(myAnswer, async () => { … })`.
 * A non-JSON answer (a stylesheet, a document's bytes) goes through {@link consoleFile} instead.
 * tests/unit/console-answers.test.ts refuses a console endpoint that uses neither, and
 * tests/integration/console-secrets.test.ts walks every endpoint for every staff role.
 */
import type { z } from 'zod';
import { handle } from '../endpoint.ts';
import { json } from '../http.ts';

/** How a console answer is sent. */
export interface ConsoleAnswerOptions<T> {
  /** The HTTP status of a successful answer (default 200), e.g. 201 for a new object. */
  status?: (answer: T) => number;
}

/**
 * Runs a console endpoint and answers its result parsed through the output schema `output`.
 * @param output the answer's zod schema (schemas/console-answers.ts)
 * @param body the endpoint; its result must satisfy the schema's input type
 * @returns the JSON response (200, or `options.status`), or the error response of a thrown AppError
 */
export function consoleHandle<S extends z.ZodType>(output: S, body: () => Promise<z.input<S>>, options: ConsoleAnswerOptions<z.output<S>> = {}): Promise<Response> {
  return handle(async () => {
    const parsed = output.safeParse(await body());
    if (!parsed.success) {
      throw new Error(`console answer does not match its output schema: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    return json(parsed.data, { status: options.status?.(parsed.data) ?? 200 });
  });
}

/**
 * Runs a console endpoint whose answer is not JSON (a stylesheet, a document's bytes). A JSON
 * answer here is refused (500): JSON goes through {@link consoleHandle} and its output schema.
 */
export function consoleFile(body: () => Promise<Response>): Promise<Response> {
  return handle(async () => {
    const response = await body();
    if ((response.headers.get('content-type') ?? '').toLowerCase().includes('json')) {
      throw new Error('a JSON console answer must go through consoleHandle and its output schema');
    }
    return response;
  });
}
