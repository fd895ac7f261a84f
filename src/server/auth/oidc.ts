/**
 * The OpenID Connect relying party, on openid-client (authorization code flow, OpenID Connect
 * Core 1.0 §3.1) and jose (one-tap ID tokens):
 *
 * - {@link beginSignIn}: a fresh `state`, `nonce` and PKCE verifier (S256 challenge, RFC 7636); the
 *   caller keeps them in a sealed cookie ({@link SignInTransaction}) and sends the browser to the
 *   returned authorization URL. The redirect URI is exact: the portal's own callback path on the
 *   brand's host, the same in the authorization and token requests.
 * - {@link completeSignIn}: the provider's redirect checked against the transaction: state, the
 *   `iss` parameter when the provider sends it (RFC 9207), the code exchanged with the verifier,
 *   the ID token's signature, issuer, audience, expiry (30 s tolerance) and nonce; the e-mail
 *   claims from the ID token, else from userinfo (subject checked).
 * - {@link verifyOneTapCredential}: a Google-style one-tap ID token: signature by the issuer's keys,
 *   issuer, audience = the brand's client id, expiry.
 *
 * Discovery (`{issuer}/.well-known/openid-configuration`) is fetched once per issuer and client
 * and must name the configured issuer exactly; a failed discovery is retried on the next call.
 * Plain http is allowed only for a loopback issuer (a local provider; schemas/social-login.ts).
 * Every refusal is AppError bad_request (400) naming no internals; the reason is logged.
 */
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../errors.ts';
import type { ActiveProvider } from './social-config.ts';

/** A person at a provider, as its verified ID token names them. */
export interface ExternalIdentity {
  /** The brand's provider id. */
  provider: string;
  issuer: string;
  subject: string;
  /** Lowercased e-mail claim, or null. */
  email: string | null;
  /** The provider's `email_verified` claim (false when absent). */
  emailVerified: boolean;
  /** The `name` claim, at most 100 characters, or null. */
  name: string | null;
}

/** What the callback needs to check the provider's answer; kept sealed in the browser. */
export interface SignInTransaction {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The exact redirect URI of the authorization request. */
  redirectUri: string;
}

/** Seconds a one-tap or code-flow ID token's `exp`/`iat` may be off (openid-client's default). */
const CLOCK_TOLERANCE_S = 30;

const isLoopback = (issuer: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(issuer).hostname);

const metadataCache = new Map<string, Promise<client.ServerMetadata>>();
const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The provider's discovered metadata (cached per issuer). @throws AppError bad_request when discovery fails or names another issuer */
async function serverMetadata(provider: ActiveProvider): Promise<client.ServerMetadata> {
  let metadata = metadataCache.get(provider.issuer);
  if (!metadata) {
    const options = isLoopback(provider.issuer) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 };
    metadata = client.discovery(new URL(provider.issuer), provider.clientId, undefined, client.None(), options).then((config) => config.serverMetadata());
    metadataCache.set(provider.issuer, metadata);
    metadata.catch(() => metadataCache.delete(provider.issuer));
  }
  try {
    return await metadata;
  } catch (error) {
    throw refusal(provider, 'discovery', error);
  }
}

/** The client configuration, with the clock moved to `now` when given (tests of expiry). */
async function configuration(provider: ActiveProvider, now?: Date): Promise<client.Configuration> {
  const metadata: Partial<client.ClientMetadata> = {};
  if (now) metadata[client.clockSkew] = Math.round((now.getTime() - Date.now()) / 1000);
  const auth = provider.clientSecret ? client.ClientSecretBasic(provider.clientSecret) : client.None();
  const config = new client.Configuration(await serverMetadata(provider), provider.clientId, metadata, auth);
  if (isLoopback(provider.issuer)) client.allowInsecureRequests(config);
  return config;
}

function refusal(provider: Pick<ActiveProvider, 'id' | 'name'>, step: string, error: unknown): AppError {
  console.warn(`social sign-in (${provider.id}) refused at ${step}:`, error instanceof Error ? `${error.name}: ${error.message}` : error);
  return new AppError('bad_request', `The sign-in with ${provider.name} could not be completed. Try again.`, { reason: step });
}

function identityOf(provider: ActiveProvider, claims: Record<string, unknown>): ExternalIdentity {
  const email = typeof claims.email === 'string' && claims.email.length <= 254 ? claims.email.trim().toLowerCase() : null;
  const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 100) || null : null;
  if (typeof claims.iss !== 'string' || typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 255) {
    throw refusal(provider, 'claims', new Error('iss or sub missing'));
  }
  return { provider: provider.id, issuer: claims.iss, subject: claims.sub, email, emailVerified: email !== null && claims.email_verified === true, name };
}

/**
 * Starts a sign-in: the authorization URL and the transaction to keep for the callback.
 * @param redirectUri the exact callback URI registered at the provider
 * @throws AppError bad_request when the provider cannot be discovered
 */
export async function beginSignIn(provider: ActiveProvider, redirectUri: string): Promise<{ url: URL; transaction: SignInTransaction }> {
  const config = await configuration(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const transaction: SignInTransaction = { provider: provider.id, state: client.randomState(), nonce: client.randomNonce(), codeVerifier, redirectUri };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: provider.scopes.join(' '),
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
  });
  return { url, transaction };
}

/**
 * Completes a sign-in from the provider's redirect (`callbackQuery`: the redirect's query string).
 * @param now the instant the ID token is checked at (default the wall clock; tests move it)
 * @throws AppError bad_request for an error answer, a state or issuer mismatch, a refused code
 *   exchange (wrong verifier, redirect URI), or an ID token with a bad signature, issuer,
 *   audience, nonce or expiry
 */
export async function completeSignIn(provider: ActiveProvider, transaction: SignInTransaction, callbackQuery: URLSearchParams, now?: Date): Promise<ExternalIdentity> {
  const config = await configuration(provider, now);
  // The redirect URI of the token request is the transaction's, never the request's own URL.
  const callback = new URL(transaction.redirectUri);
  callback.search = callbackQuery.toString();
  try {
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    // Providers that keep scope claims out of the ID token answer them at userinfo, for the same subject.
    if (claims.email === undefined && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return identityOf(provider, { ...claims, email: info.email, email_verified: info.email_verified, name: claims.name ?? info.name });
    }
    return identityOf(provider, claims);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refusal(provider, 'callback', error);
  }
}

/**
 * Verifies a one-tap `credential` (an ID token the provider issued to the brand's client).
 * @param now the instant of the expiry check (default the wall clock)
 * @throws AppError bad_request for a bad signature, another issuer or audience, or an expired token
 */
export async function verifyOneTapCredential(provider: ActiveProvider, credential: string, now: Date = new Date()): Promise<ExternalIdentity> {
  const metadata = await serverMetadata(provider);
  if (!metadata.jwks_uri) throw refusal(provider, 'one-tap', new Error('no jwks_uri'));
  let jwks = jwksCache.get(metadata.jwks_uri);
  if (!jwks) jwksCache.set(metadata.jwks_uri, (jwks = createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: 10_000 })));
  try {
    const algorithms = (metadata.id_token_signing_alg_values_supported ?? ['RS256']).filter((alg) => alg !== 'none' && !alg.startsWith('HS'));
    const { payload } = await jwtVerify(credential, jwks, {
      issuer: metadata.issuer, audience: provider.clientId, currentDate: now, clockTolerance: CLOCK_TOLERANCE_S, algorithms, requiredClaims: ['sub', 'exp', 'iat'],
    });
    return identityOf(provider, payload);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refusal(provider, 'one-tap', error);
  }
}
