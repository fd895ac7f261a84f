import { chromium } from 'playwright-core';
import { TOTP } from 'otpauth';
import { startBuiltServer } from './tests/helpers/server.ts';
import { registerPlayer, createClient } from './tests/helpers/http-client.ts';
import { AGE_COOKIE, CONSENT_COOKIE, consentCookieValue } from './src/domain/visitor-choices.ts';

const server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const port = server.port;
  // player: recharge refusal (amount over the per-payment maximum) in ar and en
  const { client } = await registerPlayer(server.url, 'shot');
  const set = await client.post('/limit-service-api/api/external/web/v3/limits', { limits: [{ limitType: 20, limitValue: 50 }] });
  console.log('limit', set.status, JSON.stringify(set.body).slice(0, 200));
  for (const [lng, width] of [] as [string, number][]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    await ctx.addCookies([...client.jar].map(([name, value]) => ({ name, value, url: server.url })));
    await ctx.addCookies([{ name: AGE_COOKIE, value: String(Date.now()), url: server.url }, { name: CONSENT_COOKIE, value: consentCookieValue({ functional: false, marketing: false, at: Date.now() }), url: server.url }]);
    const page = await ctx.newPage();
    await page.goto(`${server.url}/${lng}/office/recharge`);
    await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].some((e) => (e.getAttribute('component-url') ?? '').includes('Recharge') && !e.hasAttribute('ssr')), null, { timeout: 20000 });
    await page.getByTestId('payment-amount').fill('60');
    await page.screenshot({ path: `/tmp/shots/before-${lng}-${width}.png` });
    await page.getByTestId('recharge-form').getByRole('button').last().click();
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/shots/recharge-${lng}-${width}.png` });
    await ctx.close();
  }
  // console: admin
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  const staffBase = `http://admin.localhost:${port}`;
  await page.goto(`${staffBase}/console`);
  const csrf = async () => (await ctx.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const code = new TOTP({ secret: 'MFSG22LOEBQWI3LJNYQGC3TEEBWWC3TB' }).generate();
  const res = await page.evaluate(async ([code, token]) => {
    const h = { 'content-type': 'application/json', 'x-csrf-token': token };
    const first = await (await fetch('/console-api/auth/login', { method: 'POST', headers: h, body: JSON.stringify({ email: 'admin@console.test', password: 'console-demo-2026' }) })).json();
    const second = await fetch('/console-api/auth/totp', { method: 'POST', headers: h, body: JSON.stringify({ ticket: first.ticket, code }) });
    return second.status + ' ' + (await second.text());
  }, [code, await csrf()]);
  console.log('totp', res);
  for (const path of ['/console/feed-imports', '/console/adjustments/totals', '/console/casino-risk']) {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const r = await page.goto(`${staffBase}${path}`);
      console.log(path, r?.status());
      await page.screenshot({ path: `/tmp/shots/console${path.replaceAll('/', '_')}-${width}.png`, fullPage: width === 1366 });
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
