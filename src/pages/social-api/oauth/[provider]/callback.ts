/**
 * `GET /social-api/oauth/{provider}/callback`: the provider's redirect after the player signed in
 * there. Checked against the transaction cookie (one use; src/server/auth/oidc.ts
 * `completeSignIn`): state, issuer, the code exchanged with the PKCE verifier, the ID token's
 * signature, audience, expiry and nonce. Then 303 to the return path with a session (a linked
 * identity) or to `/{lng}/registration/socialregistration` (a new one). A refusal (missing or
 * expired transaction, state mismatch, provider error, bad ID token) is 400 JSON, or for a browser
 * page (`Accept: text/html`) a 303 to the socialregistration page with `?failed=1`, which says so
 * and offers the sign-in again. Unknown provider: 404.
 */
import type { APIContext, APIRoute } from 'astro';
import { socialCallbackQuery } from '../../../../../schemas/social-login.ts';
import { db, handle, readQuery } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { activeProvider } from '../../../../server/auth/social-config.ts';
import { completeSignIn } from '../../../../server/auth/oidc.ts';
import { finishSignIn, takeTransaction } from '../../../../server/auth/social.ts';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

async function callback(context: APIContext): Promise<Response> {
  const query = readQuery(context.url, socialCallbackQuery);
  const provider = activeProvider(context.locals.brand.id, context.params.provider ?? '');
  if (!provider) throw new AppError('not_found', 'No such sign-in provider.');
  const database = await db();
  const transaction = await takeTransaction(database, context, provider.id);
  if (!transaction) throw new AppError('bad_request', 'The sign-in has expired. Start it again.', { reason: 'transaction' });
  if (query.error) throw new AppError('bad_request', `${provider.name} did not sign you in. Start again.`, { reason: query.error });
  const identity = await completeSignIn(provider, transaction, context.url.searchParams);
  return seeOther(await finishSignIn(database, context, identity, transaction.returnTo, transaction.lng));
}

export const GET: APIRoute = (context) =>
  handle(async () => {
    try {
      return await callback(context);
    } catch (error) {
      const page = (context.request.headers.get('accept') ?? '').includes('text/html');
      if (page && error instanceof AppError && error.status === 400) return seeOther(`/${context.locals.lng}/registration/socialregistration?failed=1`);
      throw error;
    }
  });
