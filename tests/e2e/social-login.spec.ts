/**
 * Social login in the browser against a real OpenID Connect provider run here (oidc-provider,
 * tests/helpers/oidc-provider.ts): "Sign in with Google" in the login dialog → the provider's own
 * login and consent screens → back to the portal. A first-time player finishes
 * registration/socialregistration and lands logged in; the same person signs straight in next
 * time; a player whose verified e-mail has an account links it with the account's password.
 * The portal is a server of its own (port E2E_PORT + 2000) started with the provider as the main
 * brand's `google` issuer (brands/main/social.json, environment PORTAL_OIDC_MAIN_GOOGLE_*).
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, confirmAge, registerViaApi, sessionOf, waitForHydration } from './support.ts';
import { startBuiltServer, type RunningServer } from '../helpers/server.ts';
import { idTokenFor, startOidcProvider, type LocalProvider } from '../helpers/oidc-provider.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399) + 2000;
const BASE = `http://127.0.0.1:${PORT}`;
const CLIENT = { client_id: 'portal-main-e2e', client_secret: 'portal-main-e2e-secret', redirect_uris: [`${BASE}/social-api/oauth/google/callback`] };
/** Another site's client at the same provider: its ID tokens are not for the portal. */
const OTHER = { client_id: 'another-site', client_secret: 'another-site-secret', redirect_uris: ['http://127.0.0.1:9/cb'] };

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

let idp: LocalProvider;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(400_000);
  idp = await startOidcProvider([CLIENT, OTHER]);
  server = await startBuiltServer({
    PORTAL_DEV_TOOLS: '1',
    PORTAL_OIDC_MAIN_GOOGLE_CLIENT_ID: CLIENT.client_id,
    PORTAL_OIDC_MAIN_GOOGLE_CLIENT_SECRET: CLIENT.client_secret,
    PORTAL_OIDC_MAIN_GOOGLE_ISSUER: idp.issuer,
  }, PORT);
  // The first render of each page warms the new server up outside the tests' time.
  for (const path of ['/en', START, '/en/registration/socialregistration']) await fetch(`${BASE}${path}`);
});

test.beforeEach(async ({ context }) => {
  test.setTimeout(240_000);
  // The provider's development screens import a web font; this machine has no outside network.
  await context.route('https://fonts.googleapis.com/**', (route) => route.abort());
});
test.afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

/** The page the journeys start on (a light one), and return to. */
const START = '/en/information/about';

/** Opens the login dialog on {@link START} and signs in at the provider as `login`; the page is back on the portal after it. */
async function signInWithGoogle(page: Page, login: string) {
  await page.goto(START);
  await waitForHydration(page, 'AuthPanel');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('link', { name: 'Sign in with Google' }).click();
  // The provider's own screens (oidc-provider's development interactions).
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.origin === BASE);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE });
  await confirmAge(context);
  await context.route('https://fonts.googleapis.com/**', (route) => route.abort());
  return context.newPage();
}

test('a first-time player finishes the social registration and lands logged in; next time signs straight in', async ({ page, browser }) => {
  const login = `erin${Date.now().toString(36)}`;
  await signInWithGoogle(page, login);
  await expect(page).toHaveURL(`${BASE}/en/registration/socialregistration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finish registration' })).toBeVisible();
  await expect(page.getByText('Signed in with Google')).toBeVisible();
  await expect(page.getByText(`${login}@example.test`)).toBeVisible();
  await expect(page.getByText('verified', { exact: true })).toBeVisible();
  expect((await sessionOf(page)).authenticated).toBe(false);

  await waitForHydration(page, 'SocialRegistration');
  const create = page.getByRole('button', { name: 'Create account' });
  await expect(create).toBeDisabled();
  await page.getByText('I am 18 or older and accept the terms and conditions').click();
  await Promise.all([page.waitForURL(`${BASE}${START}`), create.click()]);
  await waitForHydration(page, 'AuthPanel');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  const first = await sessionOf(page);
  expect(first.authenticated).toBe(true);

  // Another browser, the same person at the provider: straight in, the same player.
  const again = await newPage(browser);
  await signInWithGoogle(again, login);
  await expect(again).toHaveURL(`${BASE}${START}`);
  expect(await sessionOf(again)).toMatchObject({ authenticated: true, user_id: first.user_id });
  await again.context().close();
});

test('a verified e-mail of an existing account links only after the account password', async ({ page, browser }) => {
  const owner = await newPage(browser);
  await owner.goto('/en');
  const account = await registerViaApi(owner, 'frank');
  await owner.context().close();
  const login = account.email.replace(/@example\.test$/, '');

  await signInWithGoogle(page, login);
  await expect(page).toHaveURL(`${BASE}/en/registration/socialregistration`);
  await expect(page.getByRole('heading', { name: 'You already have an account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  await waitForHydration(page, 'SocialRegistration');
  await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-9');
  await page.getByRole('button', { name: 'Link with my password' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong password');
  expect((await sessionOf(page)).authenticated).toBe(false);

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await Promise.all([page.waitForURL(`${BASE}${START}`), page.getByRole('button', { name: 'Link with my password' }).click()]);
  expect(await sessionOf(page)).toMatchObject({ authenticated: true, user_id: account.userId });
});

test('the socialregistration page without a pending identity offers the sign-in buttons', async ({ page }) => {
  // A provider redirect without this browser's transaction (forged, or replayed): refused, no session.
  await page.goto('/social-api/oauth/google/callback?code=forged&state=forged&lang=en');
  await expect(page).toHaveURL(`${BASE}/en/registration/socialregistration?failed=1`);
  await expect(page.getByRole('alert')).toHaveText('The sign-in could not be completed. Try again.');
  expect((await sessionOf(page)).authenticated).toBe(false);
  await page.goto('/en/registration/socialregistration');
  await expect(page.getByRole('heading', { level: 1, name: 'Finish registration' })).toBeVisible();
  const button = page.getByRole('link', { name: 'Sign in with Google' });
  await expect(button).toHaveAttribute('href', '/social-api/oauth/google/start?returnTo=%2Fen&lang=en');
});

test('the registration page offers the provider beside its own types (the form the header\'s dialog shares)', async ({ page }) => {
  await page.goto('/en/registration');
  await waitForHydration(page, 'AccountForms');
  const card = page.locator('.auth-card');
  await expect(card.getByRole('radio')).toHaveCount(3);
  await expect(card.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', '/social-api/oauth/google/start?returnTo=%2Fen%2Fregistration&lang=en');
});

test('one-tap (spec §7): the client id, then an ID token posted as multipart answers redirectUrl; another audience is refused', async ({ page }) => {
  await page.goto('/en');
  const clientId = await page.request.get('/social-api/oauth/google-one-tap/clientId');
  expect(await clientId.json()).toEqual({ clientId: CLIENT.client_id });
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
  const post = async (credential: string) => page.request.post('/social-api/oauth/google-one-tap', {
    multipart: { credential, language: 'en', currency: 'RUB', countryId: '1' }, headers: { 'X-CSRF-Token': csrf, Origin: BASE },
  });
  const foreign = await post(await idTokenFor(idp.issuer, 'gina-tap', OTHER));
  expect(foreign.status()).toBe(400);
  // Refused at the token's check (its audience), not at reading the multipart body.
  expect(((await foreign.json()) as { errors: { code: string; meta?: { reason?: string } }[] }).errors[0]).toMatchObject({ code: 'bad_request', meta: { reason: 'one-tap' } });
  expect((await sessionOf(page)).authenticated).toBe(false);

  const login = `hal${Date.now().toString(36)}`;
  const first = await post(await idTokenFor(idp.issuer, login, CLIENT));
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ redirectUrl: '/en/registration/socialregistration' });
  await page.goto('/en/registration/socialregistration');
  await expect(page.getByText(`${login}@example.test`)).toBeVisible();
  await waitForHydration(page, 'SocialRegistration');
  await page.getByText('I am 18 or older and accept the terms and conditions').click();
  await Promise.all([page.waitForURL(`${BASE}/en`), page.getByRole('button', { name: 'Create account' }).click()]);
  const registered = await sessionOf(page);
  expect(registered.authenticated).toBe(true);

  // Signed in already, the same person's next one-tap token: straight home, the same player.
  const csrfNow = (await page.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
  const next = await page.request.post('/social-api/oauth/google-one-tap', {
    multipart: { credential: await idTokenFor(idp.issuer, login, CLIENT), language: 'en' }, headers: { 'X-CSRF-Token': csrfNow, Origin: BASE },
  });
  expect(await next.json()).toEqual({ redirectUrl: '/en' });
  expect(await sessionOf(page)).toMatchObject({ authenticated: true, user_id: registered.user_id });
});
