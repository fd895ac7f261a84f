/**
 * The tournament sweep (src/server/tournaments/service.ts `sweepTournaments`, on the feed clock):
 * pays the prizes of every active tournament's finished periods (up to 3 back).
 */
import { ensureTournamentSweep, TOURNAMENT_SWEEP_MS } from '../tournaments/service.ts';
import type { Worker } from './registry.ts';

/** The tournament sweep. */
export const tournamentSweepWorker: Worker = {
  name: 'tournament sweep',
  intervalMs: TOURNAMENT_SWEEP_MS,
  onceAcrossInstances:
    'one process runs it on PostgreSQL (leadership.ts), and a run elsewhere still acts once: a period is claimed by its tournament_results row, inserted in the transaction of its prize entries (keys tournament:{id}:{period}:{rank})',
  start: ensureTournamentSweep,
};
