/**
 * `POST /web-api/dev/new-player` `{ brandId, email? }`: creates a player with a main and a bonus
 * account in the brand's currency, also on a brand whose registration is closed (the VIP brand),
 * for tests and demos of the staff console (a player of another brand) → `{ playerId,
 * accountIds }`. No password: the player cannot log in. Development only: `astro dev` or
 * PORTAL_DEV_TOOLS=1, and the X-Dev-Token header (src/server/dev-tools.ts, checked by
 * src/middleware.ts); 404 when off, 401 without the token.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { accounts, players } from '../../../server/db/schema.ts';
import { AppError } from '../../../server/errors.ts';
import { brands } from '../../../server/brands.ts';
import { createPlayer } from '../../../server/ledger/accounts.ts';
import { safeString } from '../../../../schemas/primitives.ts';
import { json } from '../../../server/http.ts';

const body = z.strictObject({
  brandId: safeString().regex(/^[a-z][a-z0-9-]{0,31}$/),
  email: safeString().trim().toLowerCase().pipe(z.email()).optional(),
});

export const POST: APIRoute = (context) =>
  handle(async () => {
    const input = await readJson(context.request, body);
    const brand = brands.byId.get(input.brandId);
    if (!brand) throw new AppError('not_found', `No brand ${input.brandId}.`);
    const database = await db();
    if (input.email) {
      const [taken] = await database.select({ id: players.id }).from(players).where(and(eq(players.brandId, brand.id), eq(players.email, input.email)));
      if (taken) throw new AppError('already_registered', 'That e-mail is taken on the brand.');
    }
    const playerId = await createPlayer(database, brand.id, brand.siteConfig.geoCurrency.iso);
    if (input.email) await database.update(players).set({ email: input.email }).where(eq(players.id, playerId));
    const rows = await database.select({ id: accounts.id }).from(accounts).where(eq(accounts.playerId, playerId)).orderBy(accounts.type);
    return json({ playerId, accountIds: rows.map((row) => row.id) }, { status: 201 });
  });
