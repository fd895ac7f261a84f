/**
 * Scheduled casino rounds over HTTP on the shared built server (pinned feed clock): the current
 * round of crash, bingo and TV keno shows its seed hash but not its seed; a round that is over shows
 * its seed, whose hash is the one published, and its outcome recomputes from it with the verify
 * maths (client seed = game, nonce = round); a bad round number is a 400, another game a 404.
 */
import { describe, expect, inject, it } from 'vitest';
import { serverSeedHash } from '../../src/domain/casino/fair.ts';
import { verifyRound } from '../../src/domain/casino/verify.ts';
import { roundAt, roundTimes } from '../../src/domain/casino/scheduled.ts';
import { scheduledRoundView } from '../../schemas/casino-scheduled.ts';

const base = () => inject('portalUrl');
const get = async (path: string) => {
  const res = await fetch(`${base()}${path}`);
  return { status: res.status, body: (await res.json()) as { round?: unknown } };
};

describe('scheduled casino rounds', () => {
  it('shows the current round with its hash only, and a finished round with its seed and outcome', async () => {
    for (const game of ['crash', 'bingo', 'tv-keno'] as const) {
      const current = await get(`/game-server/api/scheduled/${game}`);
      expect(current.status).toBe(200);
      const now = scheduledRoundView.parse(current.body.round);
      expect(now.round).toBe(roundAt(game, now.now).round);
      if (now.now < now.startsAt) expect(now.serverSeed).toBeNull();

      const pastRound = now.round - 5;
      const past = scheduledRoundView.parse((await get(`/game-server/api/scheduled/${game}?round=${pastRound}`)).body.round);
      expect(past).toMatchObject({ ...roundTimes(game, pastRound), clientSeed: game, nonce: pastRound });
      expect(past.serverSeed).not.toBeNull();
      expect(serverSeedHash(past.serverSeed!)).toBe(past.seedHash);
      const seed = { serverSeed: past.serverSeed!, clientSeed: game, nonce: pastRound };
      if (game === 'crash') {
        const verified = verifyRound(seed, { game: 'crash', scheduled: true }).result as { crashCents: number };
        expect(past.crash).toEqual({ phase: 'crashed', multiplierCents: null, crashCents: Math.max(100, verified.crashCents) });
      } else if (game === 'bingo') {
        expect(past.drawn).toEqual((verifyRound(seed, { game: 'bingo-90', draws: 'calls' }).result as { calls: number[] }).calls);
      } else {
        expect(past.drawn).toEqual((verifyRound(seed, { game: 'tv-keno' }).result as { drawn: number[] }).drawn);
      }

      const future = scheduledRoundView.parse((await get(`/game-server/api/scheduled/${game}?round=${now.round + 3}`)).body.round);
      expect(future).toMatchObject({ serverSeed: null, drawn: game === 'crash' ? null : [], crash: game === 'crash' ? { phase: 'betting', multiplierCents: null, crashCents: null } : null });
    }
  });

  it('refuses a bad round number (400) and another game (404)', async () => {
    expect((await get('/game-server/api/scheduled/crash?round=-1')).status).toBe(400);
    expect((await get('/game-server/api/scheduled/crash?round=x')).status).toBe(400);
    expect((await get('/game-server/api/scheduled/dice')).status).toBe(404);
  });
});
