/** The catalogue step (src/server/middleware/catalogue.ts) alone: the sport catalogue is installed before the request goes on. */
import { describe, expect, it } from 'vitest';
import { catalogueStep } from '../../src/server/middleware/catalogue.ts';
import { catalogueInstalled } from '../../src/domain/feed/catalogue.ts';
import { renderNext, stepContext } from '../helpers/middleware-context.ts';

describe('catalogue step', () => {
  it('installs the catalogue and goes on', async () => {
    const next = renderNext();
    await catalogueStep(stepContext('http://localhost/en'), next);
    expect(catalogueInstalled()).toBe(true);
    expect(next.calls).toBe(1);
  });
});
