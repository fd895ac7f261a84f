/**
 * The brand step (src/server/middleware/brand.ts) alone: the Host's brand into `locals.brand`; a
 * console path on a brand's domain is 404, an unknown Host 421. The database cannot be reached
 * here, so the brand is served with its brand.json settings (said once in the log).
 */
import { describe, expect, it, vi } from 'vitest';
import { brandStep } from '../../src/server/middleware/brand.ts';
import { brands } from '../../src/server/brands.ts';
import { renderNext, stepContext, useUnreachableDatabase } from '../helpers/middleware-context.ts';

useUnreachableDatabase();

describe('brand step', () => {
  it('sets the brand of the Host (brand.json while the settings cannot be read) and goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const next = renderNext();
    for (const path of ['/en', '/ru']) {
      const context = stepContext(`http://localhost${path}`, { headers: { host: 'localhost' } });
      expect(((await brandStep(context, next)) as Response).status).toBe(200);
      expect(context.locals.brand.id).toBe('main');
      expect(context.locals.brand).toBe(brands.byId.get('main'));
    }
    expect(next.calls).toBe(2);
    expect(logged.mock.calls.filter(([message]) => String(message).startsWith('brand settings not loaded'))).toHaveLength(1);
    logged.mockRestore();
  });

  it('answers 421 to a Host no brand serves, 404 to a console path', async () => {
    const next = renderNext();
    const unknown = (await brandStep(stepContext('http://elsewhere.example/en', { headers: { host: 'elsewhere.example' } }), next)) as Response;
    expect(unknown.status).toBe(421);
    expect(await unknown.text()).toBe('This domain is not served here.');
    const console = (await brandStep(stepContext('http://localhost/console', { headers: { host: 'localhost' } }), next)) as Response;
    expect(console.status).toBe(404);
    expect(console.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(next.calls).toBe(0);
  });
});
