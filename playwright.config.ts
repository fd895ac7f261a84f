import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEV_TOKEN } from './tests/helpers/dev-token.ts';
import { testFeedClock } from './tests/helpers/feed-clock.ts';

/**
 * Browser tests drive the built server in Debian's Chromium (never a downloaded browser).
 * Brand domains resolve to 127.0.0.1 through Chromium's host resolver rules, so each brand is
 * reached by its real Host header.
 */
const PORT = Number(process.env.E2E_PORT ?? 4399);

/**
 * Specs that change what every other spec sees on the shared server: they move the feed clock
 * (POST /web-api/dev/clock) or a brand's settings (vip in maintenance, a game switched off). They run
 * one at a time after all the others, which run side by side.
 */
const SHARED_STATE_SPECS = [
  'casino-lobby.spec.ts',
  'console.spec.ts',
  'live.spec.ts',
  'responsible.spec.ts',
  'wagers.spec.ts',
  'z-casino-crash.spec.ts',
  'z-casino-scheduled.spec.ts',
  'z-products.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // A browser test mostly waits (on the server, on real-time animations): the 2-core machines use
  // about a fifth of their CPU with one worker, so two spec files run at once (three put the load
  // at 13 and the axe pages over their time).
  workers: 2,
  projects: [
    { name: 'side-by-side', testIgnore: SHARED_STATE_SPECS },
    { name: 'one-at-a-time', testMatch: SHARED_STATE_SPECS, dependencies: ['side-by-side'], workers: 1 },
  ],
  retries: 0,
  timeout: 45_000,
  // The 2-core machines run the server, Chromium and the test runner at once: an answer that
  // takes a few seconds under load is not a failure.
  expect: { timeout: 10_000 },
  // Visual baselines (tests/e2e/visual.spec.ts) without a platform suffix: every machine runs the same Debian Chromium.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    trace: 'off',
    // The portal's service worker (spec §7 /pwa-sw.js) would stand between page.route and the page;
    // tests/e2e/pwa.spec.ts, which is about the worker, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP vip.betportal.test 127.0.0.1, MAP betportal.test 127.0.0.1',
      ],
    },
  },
  webServer: {
    // A fresh database every run: the feed clock starts at the same pinned instant each run, so a
    // database left by an earlier run would hold bets of the "future" (a toto pool already settled).
    command: `node -e "require('node:fs').rmSync(process.env.PORTAL_DATA_DIR, { recursive: true, force: true })" && node scripts/serve.ts`,
    // Ready once the feed is loaded (the first feed request imports the real files), so no test
    // pays that start-up cost inside its own time limit.
    url: `http://127.0.0.1:${PORT}/bff-api/feed/live?limit=1`,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      ASTRO_TELEMETRY_DISABLED: '1',
      PORTAL_DATA_DIR: join(tmpdir(), `portal-e2e-${PORT}`),
      // Dev tools: the outbox and back-office endpoints, and the idle_minutes_test cookie.
      PORTAL_DEV_TOOLS: '1',
      PORTAL_DEV_TOKEN: DEV_TOKEN,
      // Every test registers and asks for password resets from 127.0.0.1.
      PORTAL_REGISTRATION_LIMIT: '100000',
      PORTAL_RECOVERY_LIMIT: '100000',
      // The feed clock stands still at this instant (moved only by POST /web-api/dev/clock).
      PORTAL_FEED_CLOCK: testFeedClock(),
      // A cheap captcha proof of work, so the browser solves it in well under a second.
      PORTAL_CAPTCHA_COST: '50',
      PORTAL_CAPTCHA_COUNTER_MAX: '40',
    },
    reuseExistingServer: false,
    // The first start imports the real feed files; on a loaded 2-core machine that takes minutes.
    timeout: 300_000,
  },
});
