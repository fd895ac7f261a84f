// @vitest-environment jsdom
/**
 * Island behaviour in jsdom with real user events. The footer talks to a real local HTTP server
 * that can be switched between failing and answering.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type Server } from 'node:http';
import PromoCarousel, { PROMO_CAROUSEL_KEYS, wrapIndex } from '../../src/islands/content/PromoCarousel.tsx';
import Footer, { FOOTER_KEYS } from '../../src/islands/shell/Footer.tsx';
import Notifications, { NOTIFICATIONS_KEYS } from '../../src/islands/shell/Notifications.tsx';
import { isPastOneScreen } from '../../src/islands/shell/ScrollToTop.tsx';
import { AUTO_CLOSE_MS, notices, pushNotice } from '../../src/client/shell/notifications.ts';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import type { FooterResponse } from '../../schemas/api.ts';

const pick = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, (en as Record<string, string>)[k]!]));
const i18n = (keys: readonly string[]) => ({ lng: 'en', locale: 'en', messages: pick(keys) });

afterEach(() => {
  cleanup();
  notices.value = [];
});

describe('PromoCarousel', () => {
  const slides = [
    { title: 'First', text: 'one', tone: 'accent' as const },
    { title: 'Second', text: 'two', tone: 'surface' as const },
    { title: 'Third', text: 'three', tone: 'plain' as const },
  ];

  it('moves forward and backward, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<PromoCarousel {...i18n(PROMO_CAROUSEL_KEYS)} label="Tips" slides={slides} />);
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' }).textContent).toContain('First');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' }).textContent).toContain('Second');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('group', { name: 'Slide 3 of 3' }).textContent).toContain('Third');
  });

  it('shows no controls for a single slide', () => {
    render(<PromoCarousel {...i18n(PROMO_CAROUSEL_KEYS)} label="Tips" slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    [0, 1, 3, 1], [2, 1, 3, 0], [0, -1, 3, 2], [1, -1, 3, 0],
  ])('wrapIndex(%i, %i, %i) = %i', (index, step, count, expected) => {
    expect(wrapIndex(index, step, count)).toBe(expected);
  });
});

describe('Footer (remote section)', () => {
  let server: Server;
  let url = '';
  let failing = true;
  let hits = 0;
  const footer: FooterResponse = {
    links: [{ label: 'About us', href: '/en/information/about' }],
    products: [{ key: 'casino', label: 'Casino', href: '/en/casino' }],
    social: [{ name: 'Telegram', link: 'https://t.me/x', iconName: 'telegram' }],
    legal: 'Licensed in Curaçao.',
    ageNotice: '18+ Play responsibly.',
    copyright: '© 2026 BetPortal',
  };

  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (failing) {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(footer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/footer`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('retries 3 times, then shows the load error and a refresh button that loads it', async () => {
    failing = true;
    hits = 0;
    const user = userEvent.setup();
    render(<Footer {...i18n(FOOTER_KEYS)} src={url} retryDelay={5} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(hits).toBe(4);
    expect(alert.textContent).toContain('This part of the page could not be loaded');
    expect(alert.textContent).toContain('Refresh it to try again');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('© 2026 BetPortal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/en/information/about');
    expect(screen.getByText('18+ Play responsibly.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Notifications', () => {
  it('closes default notices after 10000 ms and keeps warnings until closed', async () => {
    vi.useFakeTimers();
    try {
      render(<Notifications {...i18n(NOTIFICATIONS_KEYS)} initial={[{ id: 'm', kind: 'warning', text: 'Planned maintenance' }]} />);
      act(() => {
        pushNotice({ id: 'saved', kind: 'default', text: 'Saved' });
      });
      expect(screen.getByText('Saved')).toBeTruthy();
      expect(screen.getByText('Planned maintenance')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(AUTO_CLOSE_MS);
      });
      expect(screen.queryByText('Saved')).toBeNull();
      expect(screen.getByText('Planned maintenance')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Planned maintenance')).toBeNull());
  });
});

describe('ScrollToTop', () => {
  it.each([
    [0, 800, false], [800, 800, false], [801, 800, true],
  ])('scrollY %i with a %i px screen: shown %s', (y, h, shown) => {
    expect(isPastOneScreen(y, h)).toBe(shown);
  });
});
