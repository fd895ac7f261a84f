/**
 * Social login against a real OpenID Connect provider run here (oidc-provider, tests/helpers/
 * oidc-provider.ts), no mock: the relying party (src/server/auth/oidc.ts) — authorization code
 * with PKCE, state, nonce, the issuer, expiry, one-tap audience — and the identities on PGlite and
 * PostgreSQL (src/server/auth/social.ts): registration, consent linking by password or e-mailed
 * link, an unverified e-mail that never links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as client from 'openid-client';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { idTokenFor, startOidcProvider, signInAtProvider, type LocalProvider } from '../helpers/oidc-provider.ts';
import { beginSignIn, completeSignIn, verifyOneTapCredential, type ExternalIdentity } from '../../src/server/auth/oidc.ts';
import { activeProviders, type ActiveProvider } from '../../src/server/auth/social-config.ts';
import { confirmLink, linkedPlayer, linkWithPassword, pendingChoice, registerWithIdentity, sendLinkEmail, LINK_TTL_MS } from '../../src/server/auth/social.ts';
import type { BrandContext } from '../../src/server/auth/service.ts';
import { createPlayer } from '../../src/server/ledger/accounts.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { outbox, playerIdentities, players } from '../../src/server/db/schema.ts';
import type { Db } from '../../src/server/db/client.ts';

const REDIRECT = 'http://localhost:4321/social-api/oauth/google/callback';
const PORTAL_CLIENT = { client_id: 'portal-main', client_secret: 'portal-main-secret', redirect_uris: [REDIRECT] };
const OTHER_CLIENT = { client_id: 'another-site', client_secret: 'another-site-secret', redirect_uris: ['http://localhost:9999/cb'] };
const BRAND: BrandContext = { id: 'main', name: 'BetPortal', currencyIso: 'RUB', isRegistrationAllowed: true, isVipDomain: false, termsVersion: 3 };
const PASSWORD = 'Correct-Horse-77-Battery';
const HOUR_MS = 3_600_000;

let idp: LocalProvider;
let otherIdp: LocalProvider;
const rp = (issuer: string, clientId = PORTAL_CLIENT.client_id, clientSecret = PORTAL_CLIENT.client_secret): ActiveProvider => ({
  id: 'google', name: 'Google', network: 'google', issuer, scopes: ['openid', 'email', 'profile'], oneTap: true, brandId: 'main', clientId, clientSecret,
});

/** A full sign-in at the provider as `login`: the transaction and the provider's redirect query. */
async function signIn(provider: ActiveProvider, login: string) {
  const { url, transaction } = await beginSignIn(provider, REDIRECT);
  const back = await signInAtProvider(url, login);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  return { url, transaction, query: back.searchParams };
}

const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: { code?: string; status?: number }) => `${error.status} ${error.code}`);

beforeAll(async () => {
  idp = await startOidcProvider([PORTAL_CLIENT, OTHER_CLIENT]);
  otherIdp = await startOidcProvider([PORTAL_CLIENT]);
});
afterAll(async () => {
  await idp?.close();
  await otherIdp?.close();
});

describe('the relying party against a real provider', () => {
  it('signs in with the authorization code, PKCE S256, state and nonce, on the exact redirect URI', async () => {
    const provider = rp(idp.issuer);
    const { url, transaction, query } = await signIn(provider, 'alice');
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(await client.calculatePKCECodeChallenge(transaction.codeVerifier));
    expect(url.searchParams.get('state')).toBe(transaction.state);
    expect(url.searchParams.get('nonce')).toBe(transaction.nonce);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const identity = await completeSignIn(provider, transaction, query);
    expect(identity).toEqual({ provider: 'google', issuer: idp.issuer, subject: 'alice', email: 'alice@example.test', emailVerified: true, name: 'Test alice' });
  });

  it('reads an unverified e-mail as unverified', async () => {
    const provider = rp(idp.issuer);
    const { transaction, query } = await signIn(provider, 'carol-unverified');
    expect(await completeSignIn(provider, transaction, query)).toMatchObject({ subject: 'carol-unverified', email: 'carol@example.test', emailVerified: false });
  });

  it('refuses a state mismatch, a wrong nonce, a wrong PKCE verifier and a code used twice', async () => {
    const provider = rp(idp.issuer);
    const a = await signIn(provider, 'alice');
    const forged = new URLSearchParams(a.query);
    forged.set('state', client.randomState());
    expect(await refusal(completeSignIn(provider, a.transaction, forged))).toBe('400 bad_request');
    const b = await signIn(provider, 'alice');
    expect(await refusal(completeSignIn(provider, { ...b.transaction, nonce: client.randomNonce() }, b.query))).toBe('400 bad_request');
    const c = await signIn(provider, 'alice');
    expect(await refusal(completeSignIn(provider, { ...c.transaction, codeVerifier: client.randomPKCECodeVerifier() }, c.query))).toBe('400 bad_request');
    const d = await signIn(provider, 'alice');
    expect(await completeSignIn(provider, d.transaction, d.query)).toMatchObject({ subject: 'alice' });
    expect(await refusal(completeSignIn(provider, d.transaction, d.query))).toBe('400 bad_request');
  });

  it('refuses a wrong issuer: in the redirect, and a discovery naming another issuer', async () => {
    const provider = rp(idp.issuer);
    const { transaction, query } = await signIn(provider, 'alice');
    expect(query.get('iss')).toBe(idp.issuer);
    const forged = new URLSearchParams(query);
    forged.set('iss', otherIdp.issuer);
    expect(await refusal(completeSignIn(provider, transaction, forged))).toBe('400 bad_request');
    // The same server under another name: its discovery document names 127.0.0.1, not localhost.
    const renamed = rp(idp.issuer.replace('127.0.0.1', 'localhost'));
    expect(await refusal(beginSignIn(renamed, REDIRECT))).toBe('400 bad_request');
  });

  it('refuses an expired ID token', async () => {
    const provider = rp(idp.issuer);
    const { transaction, query } = await signIn(provider, 'alice');
    expect(await refusal(completeSignIn(provider, transaction, query, new Date(Date.now() + 2 * HOUR_MS)))).toBe('400 bad_request');
  });

  it('takes a one-tap ID token for its client, and refuses another audience, another issuer and an expired one', async () => {
    const provider = rp(idp.issuer);
    const credential = await idTokenFor(idp.issuer, 'dave', PORTAL_CLIENT);
    expect(await verifyOneTapCredential(provider, credential)).toMatchObject({ issuer: idp.issuer, subject: 'dave', email: 'dave@example.test', emailVerified: true });
    expect(await refusal(verifyOneTapCredential(provider, await idTokenFor(idp.issuer, 'dave', OTHER_CLIENT)))).toBe('400 bad_request');
    expect(await refusal(verifyOneTapCredential(provider, await idTokenFor(otherIdp.issuer, 'dave', PORTAL_CLIENT)))).toBe('400 bad_request');
    expect(await refusal(verifyOneTapCredential(provider, credential, new Date(Date.now() + 2 * HOUR_MS)))).toBe('400 bad_request');
    const [head, body] = credential.split('.');
    expect(await refusal(verifyOneTapCredential(provider, `${head}.${body}.${'A'.repeat(342)}`))).toBe('400 bad_request');
  });
});

describe('brand configuration', () => {
  it('turns a provider on only with its client id, and checks the environment', () => {
    expect(activeProviders('main', {})).toEqual([]);
    const on = activeProviders('main', { PORTAL_OIDC_MAIN_GOOGLE_CLIENT_ID: 'id-1', PORTAL_OIDC_MAIN_GOOGLE_CLIENT_SECRET: 's-1' });
    expect(on).toMatchObject([{ id: 'google', issuer: 'https://accounts.google.com', clientId: 'id-1', clientSecret: 's-1', scopes: ['openid', 'email', 'profile'], oneTap: true }]);
    expect(activeProviders('main', { PORTAL_OIDC_MAIN_GOOGLE_CLIENT_ID: 'id-1', PORTAL_OIDC_MAIN_GOOGLE_ISSUER: 'http://127.0.0.1:9' })[0]!.issuer).toBe('http://127.0.0.1:9');
    expect(() => activeProviders('main', { PORTAL_OIDC_MAIN_GOOGLE_CLIENT_ID: 'id-1', PORTAL_OIDC_MAIN_GOOGLE_ISSUER: 'http://idp.example.com' })).toThrow(/https/);
    expect(activeProviders('vip', { PORTAL_OIDC_MAIN_GOOGLE_CLIENT_ID: 'id-1' })).toEqual([]);
  });
});

describe.each(await engines())('identities on %s', (kind) => {
  let t: TestDatabase;
  let db: Db;
  let existing: number;
  let counter = 0;
  const address = () => `198.51.100.${++counter}`;
  const identity = (subject: string, email: string | null, emailVerified: boolean): ExternalIdentity => ({ provider: 'google', issuer: idp.issuer, subject, email, emailVerified, name: `Name ${subject}` });
  const pending = (i: ExternalIdentity) => ({ ...i, returnTo: '/en', lng: 'en' as const });

  beforeAll(async () => {
    t = await freshDatabase(kind);
    db = t.db;
    existing = await createPlayer(db, 'main', 'RUB');
    await db.update(players).set({ email: 'owner@example.test', passwordHash: await hashPassword(PASSWORD) }).where(eq(players.id, existing));
  });
  afterAll(async () => t?.dispose());

  it('registers a new identity with its verified e-mail, and signs it in next time', async () => {
    const person = identity('new-1', 'new1@example.test', true);
    expect(await linkedPlayer(db, 'main', person)).toBeNull();
    expect(await pendingChoice(db, BRAND, person)).toEqual({ kind: 'register' });
    const id = await registerWithIdentity(db, BRAND, person, { address: address() }, null);
    const [row] = await db.select().from(players).where(eq(players.id, id));
    expect(row).toMatchObject({ email: 'new1@example.test', registrationType: 'social', activationType: 1, termsVersion: 3, userName: 'Name new-1', passwordHash: null });
    expect(await linkedPlayer(db, 'main', person)).toBe(id);
    expect(await linkedPlayer(db, 'vip', person)).toBeNull();
    expect(await refusal(registerWithIdentity(db, BRAND, person, { address: address() }, null))).toBe('409 already_registered');
    expect(await refusal(registerWithIdentity(db, { ...BRAND, isRegistrationAllowed: false }, identity('new-2', null, false), { address: address() }, null))).toBe('403 registration_closed');
  });

  it('never links by an unverified e-mail, and does not store it', async () => {
    const person = identity('unverified-1', 'owner@example.test', false);
    expect(await pendingChoice(db, BRAND, person)).toEqual({ kind: 'register' });
    expect(await refusal(linkWithPassword(db, 'main', person, PASSWORD, { address: address(), captchaHeader: null }))).toBe('403 forbidden');
    expect(await refusal(sendLinkEmail(db, BRAND, pending(person), 'Google', 'http://localhost:4321', { address: address() }))).toBe('403 forbidden');
    const id = await registerWithIdentity(db, BRAND, person, { address: address() }, null);
    expect(id).not.toBe(existing);
    const [row] = await db.select().from(players).where(eq(players.id, id));
    expect(row).toMatchObject({ email: null, activationType: 0 });
    expect(await db.select().from(playerIdentities).where(eq(playerIdentities.playerId, existing))).toEqual([]);
  });

  it('links a verified e-mail to its account only with the account password', async () => {
    const person = identity('owner-google', 'owner@example.test', true);
    expect(await pendingChoice(db, BRAND, person)).toEqual({ kind: 'link', email: 'owner@example.test', passwordAllowed: true });
    expect(await refusal(registerWithIdentity(db, BRAND, person, { address: address() }, null))).toBe('409 already_registered');
    expect(await refusal(linkWithPassword(db, 'main', person, 'Wrong-Password-1', { address: address(), captchaHeader: null }))).toBe('400 invalid_credentials');
    expect(await linkedPlayer(db, 'main', person)).toBeNull();
    expect(await linkWithPassword(db, 'main', person, PASSWORD, { address: address(), captchaHeader: null })).toBe(existing);
    expect(await linkedPlayer(db, 'main', person)).toBe(existing);
  });

  it('links by an e-mailed one-time link, within its lifetime', async () => {
    const person = identity('owner-second', 'owner@example.test', true);
    const now = new Date();
    const sent = await sendLinkEmail(db, BRAND, pending(person), 'Google', 'http://localhost:4321', { address: address() }, now);
    expect(sent).toEqual({ sent: true, expiresInSeconds: LINK_TTL_MS / 1000 });
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.recipient, 'owner@example.test'), eq(outbox.brandId, 'main')));
    expect(mail!.subject).toBe('Link your BetPortal account');
    const token = /\/social-api\/link\/confirm\?token=([A-Za-z0-9_-]+)&lang=en/.exec(mail!.body)![1]!;
    expect(mail!.body).toContain('with Google');
    expect(await refusal(confirmLink(db, 'main', token, new Date(now.getTime() + LINK_TTL_MS + 1000)))).toBe('400 time_up');
    const again = await sendLinkEmail(db, BRAND, pending(person), 'Google', 'http://localhost:4321', { address: address() }, new Date());
    expect(again.sent).toBe(true);
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, 'owner@example.test'));
    const fresh = /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.body)![1]!;
    expect(await refusal(confirmLink(db, 'vip', fresh))).toBe('400 time_up');
    expect(await confirmLink(db, 'main', fresh)).toBe(existing);
    expect(await refusal(confirmLink(db, 'main', fresh))).toBe('400 time_up');
    expect(await linkedPlayer(db, 'main', person)).toBe(existing);
  });
});
