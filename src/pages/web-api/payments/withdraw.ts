/**
 * `POST /web-api/payments/withdraw`: a withdrawal request (the amount is held at once). A banned
 * player may withdraw only where the deduce route is open to them (spec §4 Ban: ban level 45, 53
 * for ban version 1; `canOpenRoute` of src/domain/player/ban.ts, the rule the page uses):
 * otherwise 403 forbidden, nothing held.
 * `DELETE` answers 409: a withdrawal cannot be cancelled by the player once made.
 */
import type { APIRoute } from 'astro';
import { handle, requirePlayer } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { cancelWithdrawalByPlayer } from '../../../server/payments/cancel.ts';
import { withdraw } from '../../../server/payments/withdraw.ts';
import { startPaymentRoute } from '../../../server/payments/view.ts';
import { canOpenRoute } from '../../../domain/player/ban.ts';

const start = startPaymentRoute(withdraw);

export const POST: APIRoute = (context) => {
  const player = context.locals.player;
  if (player && canOpenRoute({ banLevel: player.banLevel, banVersion: player.banVersion, route: { name: 'office:deduce' } }) === 'home') {
    return handle(async () => {
      throw new AppError('forbidden', 'Withdrawals are not available while your account is blocked.');
    });
  }
  return start(context);
};

export const DELETE: APIRoute = (context) =>
  handle(async () => {
    requirePlayer(context);
    cancelWithdrawalByPlayer();
  });
