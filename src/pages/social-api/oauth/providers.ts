/**
 * `GET /social-api/oauth/providers`: the brand's OpenID Connect providers that are on
 * (src/server/auth/social-config.ts), for the "Sign in with …" buttons of the auth forms;
 * `href` starts the sign-in (add `returnTo`, a same-site path).
 */
import type { APIRoute } from 'astro';
import { socialProvidersAnswer } from '../../../../schemas/social-login.ts';
import { handle } from '../../../server/endpoint.ts';
import { activeProviders } from '../../../server/auth/social-config.ts';

export const GET: APIRoute = (context) =>
  handle(async () => socialProvidersAnswer.parse({
    providers: activeProviders(context.locals.brand.id).map((p) => ({ id: p.id, name: p.name, network: p.network, href: `/social-api/oauth/${p.id}/start` })),
  }));
