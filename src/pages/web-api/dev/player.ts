/**
 * `POST /web-api/dev/player` `{ playerId, banLevel?, banVersion?, termsVersion? }`: sets back-office
 * flags of a player (the ban and accepted terms of spec §4) for tests and demos. Development only, like the outbox: `astro dev`
 * or PORTAL_DEV_TOOLS=1; 404 otherwise.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { jsonError } from '../../../server/http.ts';
import { players } from '../../../server/db/schema.ts';
import { AppError } from '../../../server/errors.ts';

const body = z.strictObject({
  playerId: z.number().int().positive(),
  banLevel: z.number().int().min(0).max(100).optional(),
  banVersion: z.number().int().min(0).max(9).optional(),
  termsVersion: z.number().int().min(0).optional(),
});

export const POST: APIRoute = (context) => {
  if (!import.meta.env.DEV && process.env.PORTAL_DEV_TOOLS !== '1') {
    return jsonError([{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${context.url.pathname}` }]);
  }
  return handle(async () => {
    const input = await readJson(context.request, body);
    const updated = await (await db())
      .update(players)
      .set({
        ...(input.banLevel !== undefined ? { banLevel: input.banLevel } : {}),
        ...(input.banVersion !== undefined ? { banVersion: input.banVersion } : {}),
        ...(input.termsVersion !== undefined ? { termsVersion: input.termsVersion } : {}),
      })
      .where(eq(players.id, input.playerId))
      .returning({ id: players.id, banLevel: players.banLevel, banVersion: players.banVersion, termsVersion: players.termsVersion });
    if (updated.length === 0) throw new AppError('not_found', 'No such player.');
    return updated[0];
  });
};
