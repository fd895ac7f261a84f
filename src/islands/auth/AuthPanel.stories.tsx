import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import en from '../../i18n/locales/en.json';
import ar from '../../i18n/locales/ar.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import { resetSession } from '../../client/auth/session.ts';
import { captchaPrompt } from '../../client/auth/captcha.ts';
import { notices } from '../../client/shell/notifications.ts';
import AuthPanel, { AUTH_PANEL_KEYS } from './AuthPanel.tsx';
import { json, useMockApi } from './story-api.ts';

/**
 * A scripted portal API for the stories: answers the identity endpoints the panel calls, from
 * the page's own origin, while the story is mounted. Registration asks for a captcha first (code
 * 112, a real ALTCHA challenge) and checks the solution the captcha dialog sends.
 */
interface MockApi {
  /** First login step answers two_step_required instead of ok. */
  twoStep?: boolean;
}

const SECRET = 'storybook-captcha-secret';
const balance = {
  balance: 1250,
  bonus: 0,
  all_accounts: [
    { id: 1, type: 0, iso: 'RUB', money: 1250, labelWithSymbol: 'RUB 1,250.00', isActive: true },
    { id: 2, type: 4, iso: 'RUB', money: 0, labelWithSymbol: 'RUB 0.00', isActive: false },
  ],
};

/** Whether an `X-Captcha-Solution` header solves a challenge of this mock. */
async function solves(header: string | null): Promise<boolean> {
  if (!header) return false;
  const payload = JSON.parse(atob(header)) as { challenge: never; solution: never };
  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: SECRET });
  return result.verified;
}

async function answer(request: Request, api: MockApi): Promise<Response> {
  const { pathname } = new URL(request.url);
  switch (pathname) {
    case '/web-api/session':
      return json({ authenticated: false, user_id: null, csrfToken: 'story-csrf-token' });
    case '/web-api/user/gettoken':
      return json({ token: 'story-token', expiresAt: new Date(Date.now() + 600_000).toISOString() });
    case '/web-api/user/balance':
      return json(balance);
    case '/web-api/user/updatetoken':
      return json({ token: 'story-media-token', expiresAt: new Date(Date.now() + 900_000).toISOString() });
    case '/web-api/auth/login':
      return json(api.twoStep ? { status: 'two_step_required', challenge: 'story-challenge-0123456789' } : { status: 'ok', user_id: 42 });
    case '/web-api/auth/register': {
      if (await solves(request.headers.get('X-Captcha-Solution'))) return json({ user_id: 42 }, 201);
      const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 3, deriveKey, hmacSignatureSecret: SECRET });
      return json({ errors: [{ status: '400', code: 'captcha_required', title: 'Captcha', detail: 'Please confirm you are not a robot.' }], captcha: { code: 112, challenge } }, 400);
    }
    case '/web-api/user/bonus-choice':
      return json({ choice: 'sports' });
    default:
      return json({ errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${pathname}` }] }, 404);
  }
}

/** Installs the mock API (and the CSRF cookie a page response sets) in a layout effect, before the panel's effects run. */
const withMockApi: Decorator = (Story, { parameters }) => {
  const api = (parameters.mockApi ?? {}) as MockApi;
  useMockApi((request) => answer(request, api), [api]);
  return (
    <header className="site-header">
      <span className="brand-logo">BetPortal</span>
      <Story />
    </header>
  );
};

const meta = {
  title: 'Islands/AuthPanel',
  component: AuthPanel,
  decorators: [withMockApi],
  // The session store, captcha prompt and notices are shared by the whole page: start every story afresh.
  beforeEach: () => {
    resetSession();
    captchaPrompt.value = null;
    notices.value = [];
  },
  parameters: { layout: 'fullscreen', mockApi: {} satisfies MockApi },
  args: {
    lng: 'en',
    locale: 'en',
    messages: pickMessages(AUTH_PANEL_KEYS),
    loggedIn: false,
    registrationOpen: true,
    isHome: true,
    autoLogoff: { enabled: true, minutes: 30 },
  },
} satisfies Meta<typeof AuthPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: "Log in" and "Registration". */
export const Guest: Story = {};

/** Registration is closed (site config or a VIP domain): "Log in" only. */
export const RegistrationClosed: Story = {
  args: { registrationOpen: false },
};

/** A logged-in player: the main account's balance and "Log out". */
export const Player: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('RUB 1,250.00')).toBeVisible();
  },
};

/** A player with the account menu: deposit button, balance menu with the office links. */
export const PlayerAccountMenu: Story = {
  args: {
    loggedIn: true,
    accountMenu: {
      deposit: '/en/office/recharge',
      links: [
        { id: 'account', href: '/en/office/account', label: en.office_menu_account },
        { id: 'history', href: '/en/office/history', label: en.office_menu_history },
        { id: 'historypay', href: '/en/office/historypay', label: en.office_menu_historypay },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: en.auth_deposit })).toHaveAttribute('href', '/en/office/recharge');
    await userEvent.click(await canvas.findByRole('button', { name: en.auth_account_menu }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: en.auth_account_menu });
    await expect(within(menu).getByRole('menuitem', { name: en.office_menu_history })).toHaveAttribute('href', '/en/office/history');
  },
};

/** "Log out" asks header_you_sure with header_confirm and a cancel button. */
export const LogoutConfirmation: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: en.auth_logout }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: en.header_you_sure });
    await expect(within(dialog).getByRole('button', { name: en.header_confirm })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: en.header_cancel })).toBeVisible();
  },
};

/** The login dialog: three form modes as tabs. */
export const LoginDialog: Story = {
  args: { initialDialog: 'login' },
};

/** The server asks for the second step: the dialog switches to the 6-digit code. */
export const TwoStepLogin: Story = {
  args: { initialDialog: 'login' },
  parameters: { mockApi: { twoStep: true } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: en.auth_login });
    await userEvent.type(within(dialog).getByLabelText(en.auth_field_login), 'player@example.test');
    await userEvent.type(within(dialog).getByLabelText(en.auth_field_password), 'Correct-Horse-77');
    await userEvent.click(within(dialog).getByRole('button', { name: en.auth_login }));
    const twoStep = await body.findByRole('dialog', { name: en.auth_two_step_title });
    await expect(within(twoStep).getByLabelText(en.auth_field_two_step_code)).toBeVisible();
  },
};

/** Step 1 of the registration step modal. */
export const Registration: Story = {
  args: { initialDialog: 'registration' },
};

/** Registration by e-mail: the captcha dialog solves the challenge, then step 2 offers the bonuses. */
export const RegistrationWithCaptcha: Story = {
  args: { initialDialog: 'registration' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: /Step 1 of 3/ });
    await userEvent.type(within(dialog).getByLabelText(en.auth_field_email), 'new@example.test');
    await userEvent.type(within(dialog).getByLabelText(en.auth_field_password), 'Correct-Horse-77');
    await userEvent.click(within(dialog).getByRole('button', { name: en.auth_register }));
    const captcha = await body.findByRole('dialog', { name: en.captcha_title });
    await userEvent.click(within(captcha).getByRole('checkbox', { name: en.captcha_checkbox }));
    await waitFor(() => expect(body.getByRole('dialog', { name: /Step 2 of 3/ })).toBeVisible(), { timeout: 10_000 });
  },
};

/** Password recovery, opened by ?showForgotPasswordModal=1 on the home page. */
export const ForgotPassword: Story = {
  args: { initialDialog: 'forgot' },
};

/** Arabic, right to left. */
export const RightToLeft: Story = {
  args: { lng: 'ar', locale: 'ar', messages: pickMessages(AUTH_PANEL_KEYS, ar) },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
