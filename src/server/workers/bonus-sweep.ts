/**
 * The bonus sweep (src/server/bonus/engine.ts `sweepBonuses`, on the feed clock): expires active
 * bonuses past their expiry and moves money left on bonus accounts after a bonus ended.
 */
import { BONUS_SWEEP_MS, ensureBonusSweep } from '../bonus/engine.ts';
import type { Worker } from './registry.ts';

/** The bonus sweep. */
export const bonusSweepWorker: Worker = {
  name: 'bonus sweep',
  intervalMs: BONUS_SWEEP_MS,
  onceAcrossInstances:
    "one process runs it on PostgreSQL (leadership.ts), and a run elsewhere still acts once: bonus_close takes the player's advisory lock rg:{player} and the bonus row FOR UPDATE and closes it only while pending or active; bonus_release posts under the key bonus-release:{bonus}:{last posting}",
  start: ensureBonusSweep,
};
