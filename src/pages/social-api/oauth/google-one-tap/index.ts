/**
 * `POST /social-api/oauth/google-one-tap` (spec §7): multipart `credential` (the one-tap ID token)
 * with `language`, `currency`, `countryId`; answers `{ redirectUrl }` and the browser goes there:
 * the language's home with a session (a linked identity) or the socialregistration page (a new
 * one). The token must be signed by the one-tap provider's keys, for the brand's client id
 * (audience), unexpired (src/server/auth/oidc.ts `verifyOneTapCredential`). A CSRF-checked
 * player API write (the page's request client sends the token). Refusals: 400 JSON; 404 when
 * one-tap is off; 413 over 16 KiB; 415 when the body is not multipart or urlencoded.
 */
import type { APIRoute } from 'astro';
import { oneTapBody, redirectAnswer } from '../../../../../schemas/social-login.ts';
import { db, handle } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { readBodyBytes } from '../../../../server/request-body.ts';
import { oneTapProvider } from '../../../../server/auth/social-config.ts';
import { verifyOneTapCredential } from '../../../../server/auth/oidc.ts';
import { finishSignIn } from '../../../../server/auth/social.ts';
import { chooseLanguage } from '../../../../domain/language.ts';

/** The largest one-tap body, bytes. */
const ONE_TAP_BODY_LIMIT = 16 * 1024;

export const POST: APIRoute = (context) =>
  handle(async () => {
    const provider = oneTapProvider(context.locals.brand.id);
    if (!provider) throw new AppError('not_found', 'One-tap sign-in is off on this site.');
    // The media type is compared lowercased; the header is parsed as sent (a multipart boundary is case-sensitive).
    const contentType = context.request.headers.get('content-type') ?? '';
    const type = contentType.toLowerCase();
    if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
      throw new AppError('unsupported_media_type', 'Send the one-tap credential as multipart/form-data.');
    }
    const bytes = await readBodyBytes(context.request, ONE_TAP_BODY_LIMIT);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new AppError('bad_request', 'The request body is not a valid form.');
    }
    const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
    const parsed = oneTapBody.safeParse(fields);
    if (!parsed.success) throw new AppError('bad_request', parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
    const identity = await verifyOneTapCredential(provider, parsed.data.credential);
    const lng = chooseLanguage(context.locals.brand, [parsed.data.language, context.locals.lng], false);
    const redirectUrl = await finishSignIn(await db(), context, identity, `/${lng}`, lng);
    return redirectAnswer.parse({ redirectUrl });
  });
