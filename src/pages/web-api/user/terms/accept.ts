/** `POST /web-api/user/terms/accept`: the player accepts the current terms (spec §4 Terms) → `{ accepted: true, version }`. */
import type { APIRoute } from 'astro';
import { eq } from 'drizzle-orm';
import { db, handle, requirePlayer } from '../../../../server/endpoint.ts';
import { players } from '../../../../server/db/schema.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const version = context.locals.brand.siteConfig.termsVersion;
    await (await db()).update(players).set({ termsVersion: version }).where(eq(players.id, playerId));
    return { accepted: true, version };
  });
