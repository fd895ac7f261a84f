/**
 * A short run of the HTTP fuzzer (scripts/fuzz.ts, `npm run fuzz`): 2,000 seeded requests over every
 * API endpoint and page pattern of the route table, as a guest, a player (with and without the CSRF
 * header) and a bearer token, on its OWN built server (its dev tools move that server's clock and
 * change players). No request may answer 5xx or go unanswered, and the server must still answer.
 */
import { expect, it } from 'vitest';
import { formatReport, runFuzz, type FuzzOptions } from '../../scripts/fuzz.ts';

it('2,000 fuzz requests: no 5xx, no request unanswered, the server alive', async () => {
  // No time bound of its own: on a slow machine the run takes longer, it does not send fewer requests.
  const options: FuzzOptions = { seed: 1, requests: 2000, maxSeconds: 170, log: () => {} };
  const result = await runFuzz(options);
  const report = formatReport(options, result);
  expect(result.sent, report).toBe(2000);
  expect(result.failures, report).toEqual([]);
  expect(result.alive, report).toBe(true);
}, 240_000);
