/**
 * `POST /web-api/dev/player` `{ playerId, banLevel?, banVersion?, termsVersion?, transferRequired?, activationType? }`:
 * sets back-office flags of a player (the ban, accepted terms, required office transfer and
 * activation type — which contacts are verified, the person link of
 * src/server/responsible/person.ts — of spec §4) for tests and demos. The ban is the raw flag
 * (the staff console's ban also ends the person's sessions, src/server/staff/players.ts). `transferRequired` 'main' | 'additional' issues a new transfer
 * key, 'none' clears it. Development only: `astro dev` or PORTAL_DEV_TOOLS=1, and the
 * X-Dev-Token header (src/server/dev-tools.ts, checked by src/middleware.ts); 404 when off, 401 without the token.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { players } from '../../../server/db/schema.ts';
import { AppError } from '../../../server/errors.ts';
import { TRANSFER_KINDS } from '../../../domain/player/transfer.ts';
import { newTransferKey } from '../../../server/auth/transfer.ts';

const body = z.strictObject({
  playerId: z.number().int().positive(),
  banLevel: z.number().int().min(0).max(100).optional(),
  banVersion: z.number().int().min(0).max(9).optional(),
  termsVersion: z.number().int().min(0).max(1_000_000).optional(),
  transferRequired: z.enum(TRANSFER_KINDS).optional(),
  /** Spec §4 activation type: 0 none, 1 e-mail verified, 2 both, 3 phone verified. */
  activationType: z.number().int().min(0).max(3).optional(),
});

export const POST: APIRoute = (context) => {
  return handle(async () => {
    const input = await readJson(context.request, body);
    const transfer = input.transferRequired;
    const changes = {
      ...(input.banLevel !== undefined ? { banLevel: input.banLevel } : {}),
      ...(input.banVersion !== undefined ? { banVersion: input.banVersion } : {}),
      ...(input.termsVersion !== undefined ? { termsVersion: input.termsVersion } : {}),
      ...(input.activationType !== undefined ? { activationType: input.activationType } : {}),
      ...(transfer !== undefined ? { transferKind: transfer, transferKey: transfer === 'none' ? null : newTransferKey() } : {}),
    };
    const flags = {
      id: players.id, banLevel: players.banLevel, banVersion: players.banVersion, termsVersion: players.termsVersion,
      transferKind: players.transferKind, transferKey: players.transferKey, activationType: players.activationType,
    };
    const database = await db();
    // Nothing to change: answer the current flags (an UPDATE needs at least one column).
    const updated = Object.keys(changes).length === 0
      ? await database.select(flags).from(players).where(eq(players.id, input.playerId))
      : await database.update(players).set(changes).where(eq(players.id, input.playerId)).returning(flags);
    if (updated.length === 0) throw new AppError('not_found', 'No such player.');
    return updated[0];
  });
};
