/**
 * `GET /web-api/user/events`: Server-Sent Events for the logged-in player (the
 * coupon status and balance update without reload). `event: coupon`, `data: { kind: 'coupon',
 * couponId, statusId, payoutMinor }` when one of the player's coupons is settled (on any instance:
 * the bus carries it); likewise `event: lotto | toto | virtual`, `data: { kind, id, statusId,
 * payoutMinor }` when a lotto ticket, toto coupon or virtual bet is (src/server/products/settle.ts),
 * and `event: verification`, `data: { kind: 'verification', status }` when the player's
 * verification changes (src/server/verification/notify.ts), and `event: answer`, `data: { kind:
 * 'answer', topic, id }` when staff answer the player's payment request, ban appeal or support
 * request (src/server/office/notify.ts). The client then re-reads the balance and tells the player. 401
 * for guests.
 */
import type { APIRoute } from 'astro';
import { handle, requirePlayer } from '../../../server/endpoint.ts';
import { getBus } from '../../../server/live/bus.ts';
import { sseResponse } from '../../../server/live/sse.ts';
import { PLAYER_CHANNEL, ensureSettlement, type SettledCoupon } from '../../../server/bets/settle.ts';
import type { SettledProduct } from '../../../server/products/settle.ts';
import type { OfficeAnswerTopic } from '../../../server/office/notify.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    await ensureSettlement();
    const bus = await getBus();
    return sseResponse(context.request, (send) =>
      bus.subscribe(PLAYER_CHANNEL, (raw) => {
        const message = raw as (SettledCoupon & { kind: 'coupon' }) | SettledProduct | { kind: 'verification'; playerId: number; status: string }
          | { kind: 'answer'; playerId: number; topic: OfficeAnswerTopic; id: number };
        if (message.playerId !== playerId) return;
        const { playerId: _omit, ...data } = message;
        const id = message.kind === 'coupon' ? `coupon:${message.couponId}` : message.kind === 'verification' ? `verification:${message.status}`
          : message.kind === 'answer' ? `answer:${message.topic}:${message.id}` : `${message.kind}:${message.id}`;
        send({ id, event: message.kind, data });
      }),
    );
  });
