/**
 * The flags step (src/server/middleware/flags.ts) alone: every flag is evaluated once with the
 * request's context (brand, domain, language, the player's country and id) and the answers land in
 * `locals.brand.features`. The flag backend here is OpenFeature's in-memory provider, which turns
 * `cyber` on for Russian-language requests of player 7 from DE on localhost.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { InMemoryProvider, OpenFeature, type EvaluationContext } from '@openfeature/server-sdk';
import { flagsStep } from '../../src/server/middleware/flags.ts';
import { brands } from '../../src/server/brands.ts';
import { renderNext, stepContext } from '../helpers/middleware-context.ts';
import { sessionPlayer } from '../helpers/session-player.ts';

const main = brands.byId.get('main')!;
const seen: EvaluationContext[] = [];

beforeAll(async () => {
  await OpenFeature.setProviderAndWait(new InMemoryProvider({
    cyber: {
      variants: { on: true, off: false },
      defaultVariant: 'off',
      disabled: false,
      contextEvaluator: (context) => {
        seen.push(context);
        return context.language === 'ru' && context.targetingKey === '7' && context.country === 'DE' && context.domain === 'localhost' ? 'on' : 'off';
      },
    },
  }));
});

describe('flags step', () => {
  it('evaluates the flags in the request\u2019s context into locals.brand', async () => {
    const next = renderNext();
    const player = stepContext('http://localhost/ru/line', { headers: { host: 'localhost' }, locals: { brand: main, player: sessionPlayer(1) } });
    await flagsStep(player, next);
    expect(player.locals.brand.features.cyber).toBe(true);
    expect(seen.at(-1)).toMatchObject({ brand: 'main', domain: 'localhost', language: 'ru', country: 'DE', targetingKey: '7' });
    const guest = stepContext('http://localhost/en/line', { headers: { host: 'localhost' }, locals: { brand: main } });
    await flagsStep(guest, next);
    expect(guest.locals.brand.features.cyber).toBe(false);
    expect(seen.at(-1)).toMatchObject({ language: 'en', targetingKey: 'guest' });
    expect(next.calls).toBe(2);
  });

  it('takes the language a pass-through request would get when the path has no language prefix', async () => {
    const context = stepContext('http://localhost/bff-api/x', { headers: { host: 'localhost', 'x-language': 'az' }, locals: { brand: main } });
    await flagsStep(context, renderNext());
    expect(seen.at(-1)).toMatchObject({ language: 'az' });
  });
});
