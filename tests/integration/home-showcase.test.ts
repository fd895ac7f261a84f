/**
 * The home page as a showcase over HTTP on the built server (schemas/blocks.ts "Showcase blocks",
 * brands/<brand>/pages/home.json): the main brand's home shows the casino rows with the games'
 * pictures, the published promotions, the toto draw taking coupons (its real draw number, from
 * the pinned feed clock on), the next lotto draws and the tournaments; the vip brand, which serves
 * neither toto nor lotto, shows the casino but no toto or lotto block.
 */
import { describe, expect, inject, it } from 'vitest';
import { createClient } from '../helpers/http-client.ts';
import { currentDrawId } from '../../src/domain/toto/schedule.ts';
import { testFeedClock } from '../helpers/feed-clock.ts';

const base = () => inject('portalUrl');

async function home(host?: string): Promise<string> {
  const res = await createClient(base(), host).get('/en');
  expect(res.status).toBe(200);
  return String(res.body);
}

describe('home showcase', () => {
  it('shows the casino, promotions, toto, lotto and tournaments on the main brand', async () => {
    const html = await home();
    expect(html.match(/data-testid="home-casino-row"/g)).toHaveLength(3);
    expect(html).toMatch(/<a href="\/en\/casino\/game\/\d+\/dice"><span class="casino-tile-art"><img src="\/casino\/art\/dice.svg"/);
    expect(html).toContain('data-testid="home-promotions"');
    expect(html).toContain('href="/en/promotions/welcome-bonus"');
    // The feed clock starts at the pinned instant; other files may move it on.
    const draw = Number(/Toto: draw (\d+)</.exec(html)?.[1]);
    expect(draw).toBeGreaterThanOrEqual(currentDrawId(Date.parse(testFeedClock())));
    expect(html).toMatch(/data-testid="home-lotto".*Powerball.*<\/section>/s);
    expect(html).toContain('Weekly slots race');
    expect(html).not.toMatch(/<[^>]+\sstyle=/);
  });

  it('leaves out toto and lotto on the vip brand, which does not serve them', async () => {
    const html = await home('vip.betportal.test');
    expect(html).toContain('data-testid="home-casino-row"');
    expect(html).not.toContain('data-testid="home-toto"');
    expect(html).not.toContain('data-testid="home-lotto"');
  });
});
