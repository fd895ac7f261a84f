/**
 * Tells the player's open pages that staff answered something the player sent: a payment request
 * (`payment_request`) or a ban appeal (`appeal`) from the office, or a support request
 * (`support_request`) from the support button's forms. A `{ kind: 'answer', playerId,
 * topic, id }` message on the player channel, which `GET /web-api/user/events` forwards as
 * `event: answer` to that player only (any instance: the bus carries it); the header shows a notice.
 */
import { getBus } from '../live/bus.ts';
import { PLAYER_CHANNEL } from '../bets/settle.ts';

/** What staff answered: the office topics a player reads answers to. */
export type OfficeAnswerTopic = 'payment_request' | 'appeal' | 'support_request';

/** Publishes the answer; a bus failure is ignored (the office page shows it on its next load). */
export async function notifyOfficeAnswer(playerId: number, topic: OfficeAnswerTopic, id: number): Promise<void> {
  try {
    await (await getBus()).publish(PLAYER_CHANNEL, { kind: 'answer', playerId, topic, id });
  } catch {
    // best effort: the answer itself is committed
  }
}
