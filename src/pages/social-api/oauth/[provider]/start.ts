/**
 * `GET /social-api/oauth/{provider}/start?returnTo=…&lang=…`: starts a sign-in with the brand's
 * provider (src/server/auth/oidc.ts `beginSignIn`): the sealed transaction cookie (state, nonce,
 * PKCE verifier; 10 min, callback path only) and a 302 to the provider. The redirect URI is exact:
 * `{portal origin}/social-api/oauth/{provider}/callback`. `returnTo` is kept only when it is a
 * same-site path (no open redirect). A player already signed in goes straight to it. Unknown or
 * switched-off provider: 404.
 */
import type { APIRoute } from 'astro';
import { socialStartQuery } from '../../../../../schemas/social-login.ts';
import { db, handle, readQuery } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { activeProvider } from '../../../../server/auth/social-config.ts';
import { beginSignIn } from '../../../../server/auth/oidc.ts';
import { afterSignIn, keepTransaction, portalOrigin } from '../../../../server/auth/social.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const query = readQuery(context.url, socialStartQuery);
    const provider = activeProvider(context.locals.brand.id, context.params.provider ?? '');
    if (!provider) throw new AppError('not_found', 'No such sign-in provider.');
    const { lng } = context.locals;
    const returnTo = afterSignIn(query.returnTo, lng);
    if (context.locals.playerId !== undefined) return context.redirect(returnTo, 302);
    const redirectUri = `${portalOrigin(context)}/social-api/oauth/${provider.id}/callback`;
    const { url, transaction } = await beginSignIn(provider, redirectUri);
    await keepTransaction(await db(), context, { ...transaction, returnTo, lng });
    return new Response(null, { status: 302, headers: { location: url.href, 'cache-control': 'no-store' } });
  });
