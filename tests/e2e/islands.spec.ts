/**
 * React islands on the main home page: they hydrate and respond, and nothing they do breaks
 * the Content-Security-Policy.
 */
import { collectCspViolations, test, expect, waitForHydration } from './support.ts';

test('the promo carousel hydrates and moves between slides', async ({ page }) => {
  await page.goto('/en');
  const carousel = page.getByRole('region', { name: 'Betting tips' });
  await waitForHydration(page, 'PromoCarousel', carousel);

  const slide = carousel.getByRole('group');
  await expect(slide).toHaveAccessibleName('Slide 1 of 3');
  await expect(slide.getByRole('heading')).toHaveText('Express: one coupon, several matches');

  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(slide).toHaveAccessibleName('Slide 2 of 3');
  await expect(slide.getByRole('heading')).toHaveText('System: room for one miss');

  await carousel.getByRole('button', { name: 'Previous' }).click();
  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect(slide).toHaveAccessibleName('Slide 3 of 3');
  await expect(slide.getByRole('heading')).toHaveText('Asian handicap: no draw');

  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(slide).toHaveAccessibleName('Slide 1 of 3');
});

test('the FAQ disclosure hydrates and expands an answer', async ({ page }) => {
  await page.goto('/en');
  const question = page.getByRole('button', { name: 'How do I place a bet?' });
  await waitForHydration(page, 'Faq', question);

  const answer = page.getByText('Pick an outcome in the line or live section.');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(page.getByRole('group', { name: 'How do I place a bet?' })).toBeVisible();
  // Other answers stay closed.
  await expect(page.getByRole('button', { name: 'What happens if the odds change?' })).toHaveAttribute('aria-expanded', 'false');

  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test.describe('Content-Security-Policy', () => {
  test('the main home page loads and works without CSP violations', async ({ page }) => {
    const violations = await collectCspViolations(page);
    const response = await page.goto('/en');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    // Every island on the page hydrates (inline Astro scripts allowed by the hashes).
    const carousel = page.getByRole('region', { name: 'Betting tips' });
    await waitForHydration(page, 'PromoCarousel', carousel);
    await waitForHydration(page, 'Faq', page.getByRole('button', { name: 'How do I place a bet?' }));
    await waitForHydration(page, 'Footer', page.getByRole('contentinfo'));
    await waitForHydration(page, 'Notifications');

    await carousel.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'How do I place a bet?' }).click();
    await expect(page.getByRole('contentinfo').getByText(/BetPortal/).last()).toBeVisible();

    // The support button is server-rendered and hydrates when reached for (client:interaction):
    // the first press, made before, opens its menu (a react-aria popover with positioning styles).
    await expect(page.locator('astro-island[component-url*="SupportButton"]')).toHaveAttribute('ssr');
    await page.getByRole('button', { name: 'Support' }).click();
    const menu = page.getByRole('menu', { name: 'Support' });
    await expect(menu).toBeVisible();
    // A guest is offered the e-mail form only: "call me back" is for players (spec §6).
    await expect(menu.getByRole('menuitem')).toHaveText(['Write to us']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Scroll far enough for the scroll-to-top button to appear.
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.mouse.wheel(0, 5000);
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();

    expect(await violations()).toEqual([]);
  });

  test('the policy is enforced, so the collector above would notice a violation', async ({ page }) => {
    const violations = await collectCspViolations(page);
    await page.goto('/en');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect.poll(violations).not.toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
