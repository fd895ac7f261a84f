/**
 * Tells the player's open pages that staff changed their verification (a review decision; the
 * player's own upload answers the page that made it): a `{ kind: 'verification',
 * playerId, status }` message on the player channel, which `GET /web-api/user/events` forwards as
 * `event: verification` to that player only (any instance: the bus carries it).
 */
import { getBus } from '../live/bus.ts';
import { PLAYER_CHANNEL } from '../bets/settle.ts';
import type { VerificationStatus } from '../../domain/verification/rules.ts';

/** Publishes the change; a bus failure is ignored (the page shows the state on its next load). */
export async function notifyVerification(playerId: number, status: VerificationStatus): Promise<void> {
  try {
    await (await getBus()).publish(PLAYER_CHANNEL, { kind: 'verification', playerId, status });
  } catch {
    // best effort: the state itself is committed
  }
}
