/**
 * Social login through OpenID Connect (spec §4 Registration types: social; §7 social calls;
 * §9 social networks): the brand file `brands/<brand>/social.json`, the environment that holds each
 * provider's client credentials, and the request and answer shapes of `/social-api/*`.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';

/** The social networks of spec §9 a provider can stand for (its button's mark and name). */
const SOCIAL_NETWORKS = [
  'google', 'vk', 'ok', 'fb', 'mailru', 'yandex', 'telegram', 'kakaotalk', 'twitter', 'itsme', 'twitch', 'metamask', 'line', 'linkedin', 'apple',
] as const;

/** A provider id: lowercase letters, digits and `-`; part of `/social-api/oauth/{id}/…` paths. */
const providerIdSchema = z.string().regex(/^[a-z][a-z0-9-]{1,30}$/);

/** One OpenID Connect provider of a brand. */
const socialProviderSchema = z.strictObject({
  /** Path segment and key of the environment variables ({@link providerEnvNames}). */
  id: providerIdSchema,
  /** The name on the button ("Sign in with {name}"), the provider's own brand name. */
  name: z.string().min(1).max(40),
  network: z.enum(SOCIAL_NETWORKS),
  /**
   * The issuer identifier (https; discovery at `{issuer}/.well-known/openid-configuration`). The
   * environment may replace it for a staging or local provider ({@link providerEnvNames}).
   */
  issuer: z.url({ protocol: /^https$/ }),
  /** Scopes asked for; `openid` and `email` are required (linking needs the e-mail claim). */
  scopes: z.array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]{1,64}$/)).min(2).max(10)
    .refine((scopes) => scopes.includes('openid') && scopes.includes('email'), 'scopes must include openid and email'),
  /** Whether Google-style one-tap ID tokens of this client are accepted (`/social-api/oauth/google-one-tap`). */
  oneTap: z.boolean().default(false),
});
/** One OpenID Connect provider of a brand. */
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** `brands/<brand>/social.json`: the brand's providers, ids unique, at most one one-tap provider. */
export const socialLoginFileSchema = z.strictObject({
  providers: z.array(socialProviderSchema).max(10),
}).superRefine((file, ctx) => {
  const ids = file.providers.map((p) => p.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: ['providers', i, 'id'], message: `provider id ${id} is used twice` });
  });
  if (file.providers.filter((p) => p.oneTap).length > 1) ctx.addIssue({ code: 'custom', path: ['providers'], message: 'at most one provider takes one-tap ID tokens' });
});

/**
 * Names of a provider's environment variables, e.g. brand `main`, provider `google`:
 * `PORTAL_OIDC_MAIN_GOOGLE_CLIENT_ID`, `…_CLIENT_SECRET` (absent: a public client, PKCE only)
 * and `…_ISSUER` (optional, replaces the file's issuer). A provider without a client id is off.
 */
export function providerEnvNames(brandId: string, providerId: string): { clientId: string; clientSecret: string; issuer: string } {
  const stem = `PORTAL_OIDC_${brandId}_${providerId}`.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  return { clientId: `${stem}_CLIENT_ID`, clientSecret: `${stem}_CLIENT_SECRET`, issuer: `${stem}_ISSUER` };
}

/** A provider's values from the environment, checked. */
export const providerEnvSchema = z.strictObject({
  clientId: z.string().min(1).max(300).optional(),
  clientSecret: z.string().min(1).max(500).optional(),
  /** http only for a loopback host (a provider run locally for development and tests). */
  issuer: z.url().refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
  }, 'the issuer must be https (http only on a loopback host)').optional(),
});

/** Query of `GET /social-api/oauth/{provider}/start`: where to go after signing in (a same-site path). */
export const socialStartQuery = z.strictObject({
  returnTo: safeString().max(500).optional(),
  lang: safeString().max(5).optional(),
});

/** Query of the provider's redirect to `GET /social-api/oauth/{provider}/callback` (RFC 6749 §4.1.2). */
export const socialCallbackQuery = z.object({
  code: safeString().max(2000).optional(),
  state: safeString().max(200).optional(),
  error: safeString().max(200).optional(),
  error_description: safeString().max(1000).optional(),
  iss: safeString().max(500).optional(),
});

/**
 * Multipart body of `POST /social-api/oauth/google-one-tap` (spec §7): the one-tap `credential`
 * (an ID token) with the page's language, currency and country.
 */
export const oneTapBody = z.strictObject({
  credential: safeString().min(20).max(8000),
  language: safeString().max(5).optional(),
  currency: safeString().max(10).optional(),
  countryId: safeString().max(10).optional(),
  g_csrf_token: safeString().max(200).optional(),
});

/** Answer of `POST /social-api/oauth/google-one-tap` (spec §7): the browser goes to `redirectUrl`. */
export const redirectAnswer = z.strictObject({ redirectUrl: z.string() });

/** Answer of `GET /social-api/oauth/google-one-tap/clientId` (spec §7). */
export const oneTapClientIdAnswer = z.strictObject({ clientId: z.string() });

/** A provider as the sign-in buttons show it. */
const socialButtonSchema = z.strictObject({ id: z.string(), name: z.string(), network: z.enum(SOCIAL_NETWORKS), href: z.string() });
/** A provider as the sign-in buttons show it. */
export type SocialButton = z.infer<typeof socialButtonSchema>;

/** Answer of `GET /social-api/oauth/providers`: the brand's providers that are on. */
export const socialProvidersAnswer = z.strictObject({ providers: z.array(socialButtonSchema) });

/** Body of `POST /social-api/registration`: finishing a social registration (spec §2 socialregistration). */
export const socialRegistrationBody = z.strictObject({
  /** The player accepts the terms and confirms the brand's minimum age. */
  acceptTerms: z.literal(true),
});

/** Body of `POST /social-api/link/password`: consent to link, confirmed with the account's password. */
export const socialLinkPasswordBody = z.strictObject({ password: safeString().min(1).max(200) });

/** Body of `POST /social-api/link/email`: consent to link, confirmed by an e-mailed link. */
export const socialLinkEmailBody = z.strictObject({});

/** Query of `GET /social-api/link/confirm` (the e-mailed link). */
export const socialLinkConfirmQuery = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/), lang: safeString().max(5).optional() });

/** Answer of the social registration and linking calls: where the browser goes. */
export const socialDoneAnswer = z.strictObject({ user_id: z.number().int(), redirectUrl: z.string() });

/** Answer of `POST /social-api/link/email`: the link was sent to the account's address. */
export const socialLinkSentAnswer = z.strictObject({ sent: z.literal(true), expiresInSeconds: z.number().int() });
