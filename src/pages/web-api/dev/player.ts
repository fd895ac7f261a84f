/**
 * `POST /web-api/dev/player` `{ playerId, banLevel?, banVersion?, termsVersion?, transferRequired? }`:
 * sets back-office flags of a player (the ban, accepted terms and required office transfer of
 * spec §4) for tests and demos. `transferRequired` 'main' | 'additional' issues a new transfer
 * key, 'none' clears it. Development only, like the outbox: `astro dev` or PORTAL_DEV_TOOLS=1;
 * 404 otherwise.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { jsonError } from '../../../server/http.ts';
import { players } from '../../../server/db/schema.ts';
import { AppError } from '../../../server/errors.ts';
import { TRANSFER_KINDS } from '../../../domain/player/transfer.ts';
import { newTransferKey } from '../../../server/auth/transfer.ts';

const body = z.strictObject({
  playerId: z.number().int().positive(),
  banLevel: z.number().int().min(0).max(100).optional(),
  banVersion: z.number().int().min(0).max(9).optional(),
  termsVersion: z.number().int().min(0).optional(),
  transferRequired: z.enum(TRANSFER_KINDS).optional(),
});

export const POST: APIRoute = (context) => {
  if (!import.meta.env.DEV && process.env.PORTAL_DEV_TOOLS !== '1') {
    return jsonError([{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${context.url.pathname}` }]);
  }
  return handle(async () => {
    const input = await readJson(context.request, body);
    const transfer = input.transferRequired;
    const updated = await (await db())
      .update(players)
      .set({
        ...(input.banLevel !== undefined ? { banLevel: input.banLevel } : {}),
        ...(input.banVersion !== undefined ? { banVersion: input.banVersion } : {}),
        ...(input.termsVersion !== undefined ? { termsVersion: input.termsVersion } : {}),
        ...(transfer !== undefined ? { transferKind: transfer, transferKey: transfer === 'none' ? null : newTransferKey() } : {}),
      })
      .where(eq(players.id, input.playerId))
      .returning({
        id: players.id, banLevel: players.banLevel, banVersion: players.banVersion, termsVersion: players.termsVersion,
        transferKind: players.transferKind, transferKey: players.transferKey,
      });
    if (updated.length === 0) throw new AppError('not_found', 'No such player.');
    return updated[0];
  });
};
