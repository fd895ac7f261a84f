/**
 * `POST /web-api/dev/brand-player` `{ playerId, brandId }`: opens the same customer on another
 * brand of the operator — a new player of `brandId` with the e-mail, phone and password hash of
 * `playerId` — as the back office does for a VIP brand, whose registration is closed. Tests use it
 * for the rules that match a person across brands (self-exclusion, src/server/responsible/login.ts).
 * Answers `{ id }`. Development only: `astro dev` or PORTAL_DEV_TOOLS=1 and the X-Dev-Token header
 * (src/server/dev-tools.ts, checked by src/middleware.ts); 404 when off, 401 without the token.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { players } from '../../../server/db/schema.ts';
import { createPlayer } from '../../../server/ledger/accounts.ts';
import { brands } from '../../../server/brands.ts';

const body = z.strictObject({
  playerId: z.number().int().positive(),
  brandId: z.string().regex(/^[a-z0-9-]{1,40}$/),
});

export const POST: APIRoute = (context) =>
  handle(async () => {
    const input = await readJson(context.request, body);
    const brand = brands.byId.get(input.brandId);
    if (!brand) throw new AppError('bad_request', `brandId: no brand ${input.brandId}`, { fields: ['brandId'] });
    const database = await db();
    const [source] = await database.select().from(players).where(eq(players.id, input.playerId));
    if (!source) throw new AppError('not_found', 'No such player.');
    const id = await createPlayer(database, brand.id, brand.siteConfig.geoCurrency.iso);
    await database.update(players).set({
      email: source.email, phone: source.phone, countryCode: source.countryCode, passwordHash: source.passwordHash,
      registrationType: source.registrationType, activationType: source.activationType, termsVersion: source.termsVersion,
    }).where(eq(players.id, id));
    return { id };
  });
