/**
 * `GET /console-api/adjustments/totals?day=YYYY-MM-DD`: each staff member's balance adjustments
 * of the UTC day (default today) per currency — applied at once (the four-eyes total) and waiting
 * for approval — over the players of the brands the staff member holds `adjustments.totals` on
 * (risk staff, admins) → `{ day, rows }` (schemas/console-answers.ts `adjustmentTotalsAnswer`).
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { db, readQuery } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { adjustmentTotalsAnswer } from '../../../../schemas/console-answers.ts';
import { isoDay } from '../../../../schemas/primitives.ts';
import { staffSource } from '../../../server/staff/player-endpoint.ts';
import { staffAdjustmentTotals } from '../../../server/staff/adjustment-totals.ts';

const totalsQuery = z.strictObject({ day: isoDay.optional() });

export const GET: APIRoute = (context) =>
  consoleHandle(adjustmentTotalsAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'adjustments.totals');
    const { day } = readQuery(context.url, totalsQuery);
    return staffAdjustmentTotals(database, source.actor, day ? new Date(`${day}T00:00:00Z`) : new Date());
  });
