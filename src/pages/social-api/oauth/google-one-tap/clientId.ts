/**
 * `GET /social-api/oauth/google-one-tap/clientId` (spec §7): `{ clientId }` of the brand's one-tap
 * provider (the client the one-tap prompt asks an ID token for); 404 when the brand has none on.
 */
import type { APIRoute } from 'astro';
import { oneTapClientIdAnswer } from '../../../../../schemas/social-login.ts';
import { handle } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { oneTapProvider } from '../../../../server/auth/social-config.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const provider = oneTapProvider(context.locals.brand.id);
    if (!provider) throw new AppError('not_found', 'One-tap sign-in is off on this site.');
    return oneTapClientIdAnswer.parse({ clientId: provider.clientId });
  });
