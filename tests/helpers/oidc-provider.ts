/**
 * A real OpenID Connect provider for the tests (the `oidc-provider` package, its development
 * login and consent screens), listening on 127.0.0.1 with its own RS256 signing key. Any login
 * name signs in: the account's `sub` is the login, its e-mail `<login>@example.test`, verified
 * unless the login ends in `-unverified`, or the claims given in `accounts`. Like most providers
 * it keeps scope claims out of the ID token (they are at userinfo) unless the `claims` request
 * parameter asks for them there (as Google's one-tap tokens carry them).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { exportJWK, generateKeyPair } from 'jose';
import * as client from 'openid-client';

/** A client registered at the provider. */
export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/** Claims of an account. */
export interface TestAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

/** A running provider. */
export interface LocalProvider {
  issuer: string;
  close: () => Promise<void>;
}

/** The claims of login name `login`. */
function accountClaims(login: string, accounts: Record<string, TestAccount> = {}): TestAccount {
  const base = login.replace(/-unverified$/, '');
  return accounts[login] ?? { email: `${base}@example.test`, email_verified: !login.endsWith('-unverified'), name: `Test ${base}` };
}

/**
 * Starts a provider on `port` (default a free one) with `clients`.
 * @param idTokenTtlSeconds lifetime of its ID tokens (default 3600)
 */
export async function startOidcProvider(clients: TestClient[], options: { port?: number; accounts?: Record<string, TestAccount>; idTokenTtlSeconds?: number } = {}): Promise<LocalProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `test-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({ ...c, grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' })),
    jwks: { keys: [jwk] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...accountClaims(id, options.accounts) }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['local-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true }, claimsParameter: { enabled: true } },
    pkce: { required: () => true },
    ttl: { IdToken: options.idTokenTtlSeconds ?? 3600, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/**
 * Signs in at the provider as a browser would, over HTTP: opens `authorizationUrl`, fills the
 * login screen with `login`, accepts the consent screen, and answers the redirect back to the
 * client (not followed).
 * @throws Error when the provider answers anything else
 */
export async function signInAtProvider(authorizationUrl: URL | string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  let url = new URL(authorizationUrl);
  const issuerOrigin = url.origin;
  for (let step = 0; step < 12; step++) {
    if (url.origin !== issuerOrigin) return url;
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
    keep(response);
    if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
      const html = await response.text();
      const form = html.includes('name="prompt" value="login"')
        ? new URLSearchParams({ prompt: 'login', login, password: 'any-password' })
        : new URLSearchParams({ prompt: 'consent' });
      response = await fetch(url, { method: 'POST', redirect: 'manual', body: form, headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' } });
      keep(response);
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${(await response.text()).slice(0, 300)}`);
    }
    url = new URL(location, url);
  }
  throw new Error('the provider did not redirect back');
}

/**
 * An ID token the provider issues to `c` for `login`, with the e-mail claims in it (what a one-tap
 * prompt hands the page), through a full sign-in and code exchange.
 */
export async function idTokenFor(issuer: string, login: string, c: TestClient): Promise<string> {
  const config = await client.discovery(new URL(issuer), c.client_id, c.client_secret, undefined, { execute: [client.allowInsecureRequests] });
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: c.redirect_uris[0]!, scope: 'openid email profile', state,
    claims: JSON.stringify({ id_token: { email: null, email_verified: null, name: null } }),
    code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });
  const back = await signInAtProvider(url, login);
  const tokens = await client.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state });
  return tokens.id_token!;
}
