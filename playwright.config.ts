import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive the built server in Debian's Chromium (never a downloaded browser).
 * Brand domains resolve to 127.0.0.1 through Chromium's host resolver rules, so each brand is
 * reached by its real Host header.
 */
const PORT = Number(process.env.E2E_PORT ?? 4399);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    trace: 'off',
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
    command: 'node dist/server/entry.mjs',
    url: `http://127.0.0.1:${PORT}/bff-api/config/all.json`,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      ASTRO_TELEMETRY_DISABLED: '1',
      PORTAL_DATA_DIR: join(tmpdir(), `portal-e2e-${PORT}`),
      // Dev tools: the outbox and back-office endpoints, and the idle_minutes_test cookie.
      PORTAL_DEV_TOOLS: '1',
      // A cheap captcha proof of work, so the browser solves it in well under a second.
      PORTAL_CAPTCHA_COST: '50',
      PORTAL_CAPTCHA_COUNTER_MAX: '40',
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
