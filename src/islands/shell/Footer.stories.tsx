import { useLayoutEffect } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import en from '../../i18n/locales/en.json';
import brand from '../../../brands/main/brand.json';
import { footerResponseSchema, type FooterResponse } from '../../../schemas/api.ts';
import { pickMessages } from '../../../.storybook/messages.ts';
import { createIslandT } from './i18n.tsx';
import Footer, { FOOTER_KEYS } from './Footer.tsx';

/** Path of the footer endpoint, as DefaultLayout.astro passes it. */
const FOOTER_PATH = '/bff-api/footer/get';
/**
 * The island's `src`: the layout's relative URL made absolute on the current origin (what a browser
 * does anyway; Node's `Request`, used by jsdom tests, rejects relative URLs).
 */
const FOOTER_SRC = new URL(`${FOOTER_PATH}?lang=en`, globalThis.location.href).href;

/** What GET /bff-api/footer/get?lang=en answers for the main brand (see src/pages/bff-api/footer/get.ts). */
const t = createIslandT('en', en);
const footer: FooterResponse = footerResponseSchema.parse({
  links: brand.footer.links.map(({ labelKey, href }) => ({ label: t(labelKey), href: `/en${href}` })),
  products: [{ key: 'casino', label: t('product_casino'), href: '/en/casino' }],
  social: brand.footer.social,
  legal: brand.footer.legal.en,
  ageNotice: t('footer_age_notice', { age: brand.siteConfig.minAge }),
  copyright: t('footer_copyright', { year: new Date().getUTCFullYear(), brand: brand.name }),
});

/** How the mocked endpoint answers: always, never, or only after `failures` failed calls. */
interface FooterApi {
  /** Calls answered 503 before the endpoint starts answering 200 (Infinity: never). */
  failures: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers requests to the footer endpoint from `parameters.footerApi` while the story is mounted;
 * other requests go to the real fetch. Installed in a layout effect, so it is in place before the
 * island's own (passive) effect starts loading.
 */
const withFooterApi: Decorator = (Story, { parameters }) => {
  const { failures } = parameters.footerApi as FooterApi;
  useLayoutEffect(() => {
    const realFetch = globalThis.fetch;
    let calls = 0;
    globalThis.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location.href);
      if (url.origin !== globalThis.location.origin || url.pathname !== FOOTER_PATH) return realFetch(input, init);
      calls += 1;
      return calls <= failures ? json({ error: 'unavailable' }, 503) : json(footer);
    };
    return () => {
      globalThis.fetch = realFetch;
    };
  }, [failures]);
  return (
    <footer className="site-footer" aria-label={en.footer_label}>
      <Story />
    </footer>
  );
};

const meta = {
  title: 'Islands/Footer',
  component: Footer,
  decorators: [withFooterApi],
  parameters: { layout: 'fullscreen', footerApi: { failures: 0 } satisfies FooterApi },
  args: { lng: 'en', locale: 'en', messages: pickMessages(FOOTER_KEYS), src: FOOTER_SRC, retryDelay: 10 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The endpoint answers: links, social networks, age notice, legal line and copyright. */
export const Loaded: Story = {};

/** The endpoint keeps failing: after 3 retries the error and the refresh button show. */
export const LoadError: Story = {
  parameters: { footerApi: { failures: Number.POSITIVE_INFINITY } satisfies FooterApi },
};

/** The first load fails (1 try + 3 retries); pressing Refresh loads the footer. */
export const RecoversOnRefresh: Story = {
  parameters: { footerApi: { failures: 4 } satisfies FooterApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en.main_page_refresh_button }));
    await expect(await canvas.findByText(footer.copyright)).toBeVisible();
  },
};
