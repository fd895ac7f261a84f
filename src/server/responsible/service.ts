/**
 * The limit service of spec §7 "Responsible gaming" (paths under
 * `/limit-service-api/api/external/web/v3/`, shapes in schemas/limits-api.ts), on the rules of
 * src/domain/responsible/limits.ts and the PGSI of src/domain/responsible/pgsi.ts. Every change
 * takes the player's advisory lock `rg:{player}` (the same one `rg_spend` takes), so a limit
 * change and a money movement never interleave. Times are on the feed clock (`now`).
 *
 * Exclusion is per person (src/server/responsible/person.ts): players are per brand, and every
 * transaction here takes the locks `rg:{id}` of every player row of the person (verified e-mail,
 * verified phone or approved identity document, `rg_person_players`), ascending. Setting a
 * self-exclusion (30) ends every player session of the person at once; a time-out (33) ends every
 * other player session of the person (the one that set it stays, for the office pages; it can no
 * longer stake or deposit); both end every open casino game session of the person after the commit.
 * While either runs, `rg_spend` refuses the person's bets and deposits on every brand, and during a
 * self-exclusion a login of any of the person's rows is refused ({@link assertLoginAllowed}).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Db, Tx } from '../db/client.ts';
import { currencies, players, rgAssessments, rgLimits, rgSessions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { translateDbError } from '../ledger/ledger.ts';
import { revokeAllSessions, revokeSession } from '../auth/sessions.ts';
import { endGameSessions, lockPerson } from './person.ts';
import { moneyText, parseMajorAmount, toMajor } from '../../domain/money.ts';
import {
  LIMIT_TYPE, LIMIT_TYPES, NO_LIMIT_VALUE, OFFERED_LIMIT_TYPES, SELF_EXCLUSION_REASONS, approvableAt, availableValues, currentPeriod,
  decideAction, decideDelete, decideSet, effectiveState, isMoneyLimit, isNoLimit, measureOf, realityCheckDue, valueProblem,
  type LimitRecord, type LimitType,
} from '../../domain/responsible/limits.ts';
import { PGSI_ANSWERS, PGSI_QUESTIONS, scorePgsi } from '../../domain/responsible/pgsi.ts';
import type { LimitView, PingResponse, Question } from '../../../schemas/limits-api.ts';

type LimitRow = typeof rgLimits.$inferSelect;
type Currency = { id: number; iso: string; exponent: number };

/** A self-assessment token is answered within this long (feed clock), ms. */
const ASSESSMENT_TTL_MS = 24 * 3_600_000;

/**
 * The person a limit transaction works for: the locked player rows (src/server/responsible/person.ts),
 * whether an exclusion (30, 33) was set (then the person's game sessions end after the commit), and
 * the session that asked (a time-out keeps it).
 */
interface Person {
  ids: number[];
  excluded: boolean;
  keepSessionId?: string;
}

/** Marks fixed-term limits past their end INACTIVE, so a new one can be set. */
async function expire(tx: Tx, playerId: number, now: number): Promise<void> {
  await tx.update(rgLimits).set({ state: 'INACTIVE', decidedAt: new Date(now) })
    .where(and(eq(rgLimits.playerId, playerId), eq(rgLimits.state, 'ACTIVE'), sql`${rgLimits.endsAt} <= ${new Date(now).toISOString()}::timestamptz`));
}

function record(row: LimitRow): LimitRecord {
  return { id: row.id, type: row.limitType as LimitType, state: row.state, value: row.value, startedAt: row.startedAt.getTime(), endsAt: row.endsAt?.getTime() ?? null };
}

/** The player's brand, main currency, e-mail and phone. @throws AppError unauthorized when gone */
async function playerOf(db: Db | Tx, playerId: number) {
  const [row] = await db
    .select({ id: players.id, brandId: players.brandId, email: players.email, phone: players.phone, currency: { id: currencies.id, iso: currencies.iso, exponent: currencies.exponent } })
    .from(players).innerJoin(currencies, eq(currencies.id, players.currencyId)).where(eq(players.id, playerId));
  if (!row) throw new AppError('unauthorized', 'Log in to continue.');
  return row;
}

async function currencyById(db: Db | Tx, id: number): Promise<Currency> {
  const [row] = await db.select({ id: currencies.id, iso: currencies.iso, exponent: currencies.exponent }).from(currencies).where(eq(currencies.id, id));
  return row!;
}

/** The player's live rows (ACTIVE and PENDING). */
async function liveRows(db: Db | Tx, playerId: number): Promise<LimitRow[]> {
  return db.select().from(rgLimits).where(and(eq(rgLimits.playerId, playerId), inArray(rgLimits.state, ['ACTIVE', 'PENDING']))).orderBy(rgLimits.limitType, rgLimits.id);
}

/** Used of a money limit in the period of `now`, minor units (SQL rg_period_used, the one rg_spend counts with). */
async function usedOf(db: Db | Tx, row: LimitRow, start: number, end: number): Promise<number> {
  const result = (await db.execute(sql`select rg_period_used(${row.playerId}::bigint, ${row.currencyId}::integer, ${row.limitType}::smallint,
    ${new Date(start).toISOString()}::timestamptz, ${new Date(end).toISOString()}::timestamptz, ${row.activityAfter}::bigint)::text as used`)) as unknown as { rows: { used: string }[] };
  return Number(result.rows[0]!.used);
}

/**
 * The player's limits as the service answers them (spec §3 Limit): every ACTIVE limit (a money
 * limit with its current period and what is left of it) and every PENDING change.
 */
export async function limitViews(db: Db | Tx, playerId: number, now: number): Promise<LimitView[]> {
  const player = await playerOf(db, playerId);
  const rows = await liveRows(db, playerId);
  const activeOf = new Map(rows.filter((r) => effectiveState(record(r), now) === 'ACTIVE').map((r) => [r.limitType, r]));
  const views: LimitView[] = [];
  for (const row of rows) {
    const rec = record(row);
    const state = effectiveState(rec, now);
    if (state === 'INACTIVE') continue;
    const type = rec.type;
    const currency = row.currencyId ? await currencyById(db, row.currencyId) : player.currency;
    const show = (value: number | null) => (value === null ? null : isMoneyLimit(type) ? toMajor(value, currency.exponent) : value);
    const base = { id: row.id, limitType: type, limitState: state, limitValue: show(row.value), measure: measureOf(type, currency.iso), availableValues: availableValues(type) ? [...availableValues(type)!] : null };
    if (state === 'PENDING') {
      const active = activeOf.get(row.limitType);
      views.push({
        ...base, limitBalance: null, needApprove: now >= approvableAt(rec), startedAt: row.startedAt.toISOString(),
        endsAt: new Date(approvableAt(rec)).toISOString(), change: row.value === null ? 'removal' : active && active.value !== null && row.value < active.value ? null : 'increase',
      });
    } else if (isMoneyLimit(type)) {
      const period = currentPeriod(type, rec.startedAt, now);
      const used = await usedOf(db, row, period.start, period.end);
      views.push({
        ...base, limitBalance: toMajor(Math.max(0, row.value! - used), currency.exponent), needApprove: false,
        startedAt: new Date(period.start).toISOString(), endsAt: new Date(period.end).toISOString(), change: null,
      });
    } else {
      views.push({ ...base, limitBalance: null, needApprove: false, startedAt: row.startedAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null, change: null });
    }
  }
  return views;
}

/** `GET …/availablelimits`: every offered type with its measure and option list (null: any amount up to 999999999). */
export async function availableLimits(db: Db, playerId: number) {
  const { currency } = await playerOf(db, playerId);
  return {
    limits: OFFERED_LIMIT_TYPES.map((type) => ({
      limitType: type,
      measure: measureOf(type, currency.iso),
      availableValues: availableValues(type) ? [...availableValues(type)!] : null,
      ...(isMoneyLimit(type) ? { noLimitValue: NO_LIMIT_VALUE } : {}),
    })),
  };
}

/** `GET …/reasons/selfexclude`: the reasons in the request's language. */
export function selfExclusionReasons(t: TFunction) {
  return { reasons: SELF_EXCLUSION_REASONS.map((r) => ({ id: r.id, title: t(r.key) })) };
}

/** The PGSI questions in the request's language. */
function questions(t: TFunction): Question[] {
  return PGSI_QUESTIONS.map((q) => ({ id: q.id, text: t(q.key), answers: PGSI_ANSWERS.map((a) => ({ value: a.value, text: t(a.key) })) }));
}

/** A requested limit in the stored unit (null: no limit). */
interface Change {
  limitType: LimitType;
  value: number | null;
  reasonId?: number;
}

function badField(field: string, detail: string): AppError {
  return new AppError('bad_request', `${field}: ${detail}`, { fields: [field] });
}

/**
 * Validates the requested limits: a known, offered type; a value of the type's list (spec §5), or
 * a positive amount of at most the currency's decimals up to 999999999; a known reason.
 * @throws AppError bad_request naming the field (`limits.{i}.limitType|limitValue|reasonId`)
 */
function readChanges(items: readonly { limitType: number; limitValue: number; reasonId?: number }[], currency: Currency): Change[] {
  const seen = new Set<number>();
  return items.map((item, i) => {
    const type = item.limitType as LimitType;
    if (!LIMIT_TYPES.includes(type)) throw badField(`limits.${i}.limitType`, `${item.limitType} is not a limit type`);
    const problem = valueProblem(type, item.limitValue);
    if (problem === 'not_offered') throw badField(`limits.${i}.limitType`, `limit type ${type} is not available`);
    if (problem) throw badField(`limits.${i}.limitValue`, `${item.limitValue} is not an allowed value for limit type ${type}${availableValues(type) ? ` (one of ${availableValues(type)!.join(', ')})` : ''}`);
    if (seen.has(type)) throw badField(`limits.${i}.limitType`, `limit type ${type} is twice in the request`);
    seen.add(type);
    if (item.reasonId !== undefined && (type !== LIMIT_TYPE.selfExclusion || !SELF_EXCLUSION_REASONS.some((r) => r.id === item.reasonId))) {
      throw badField(`limits.${i}.reasonId`, `${item.reasonId} is not a self-exclusion reason`);
    }
    if (isNoLimit(type, item.limitValue)) return { limitType: type, value: null };
    if (!isMoneyLimit(type)) return { limitType: type, value: item.limitValue, ...(item.reasonId !== undefined ? { reasonId: item.reasonId } : {}) };
    const minor = parseMajorAmount(String(item.limitValue), currency.exponent);
    if (minor === null || minor <= 0) throw badField(`limits.${i}.limitValue`, `${item.limitValue} is not an amount in ${currency.iso} (at most ${currency.exponent} decimals)`);
    return { limitType: type, value: minor };
  });
}

/** The player's latest rg_activity id: a new money limit counts only what comes after it. */
async function activityWatermark(tx: Tx, playerId: number): Promise<number> {
  const result = (await tx.execute(sql`select coalesce(max(id), 0)::text as id from rg_activity where player_id = ${playerId}`)) as unknown as { rows: { id: string }[] };
  return Number(result.rows[0]!.id);
}

/** Replaces the pending change of a type (the newest request stands). */
async function putPending(tx: Tx, playerId: number, change: Change, currencyId: number | null, now: number): Promise<void> {
  await tx.update(rgLimits).set({ state: 'INACTIVE', decidedAt: new Date(now) }).where(and(eq(rgLimits.playerId, playerId), eq(rgLimits.limitType, change.limitType), eq(rgLimits.state, 'PENDING')));
  await tx.insert(rgLimits).values({ playerId, limitType: change.limitType, state: 'PENDING', value: change.value, currencyId, startedAt: new Date(now) });
}

/**
 * Applies one change under the lock: at once (new, lower, longer term), or as a PENDING change
 * (returned in `assess` when it is a money limit, whose raise needs the PGSI first).
 * @throws AppError forbidden (30/33 cannot be shortened or cancelled)
 */
async function applyChange(tx: Tx, playerId: number, change: Change, currency: Currency, now: number, afterAssessment: boolean, person: Person): Promise<'done' | 'assess'> {
  const rows = await liveRows(tx, playerId);
  const active = rows.find((r) => r.limitType === change.limitType && r.state === 'ACTIVE');
  const decision = decideSet(change.limitType, change.value, active ? record(active) : undefined, now);
  const currencyId = isMoneyLimit(change.limitType) ? (active?.currencyId ?? currency.id) : null;
  switch (decision.kind) {
    case 'refused':
      throw new AppError('forbidden', {
        cannot_shorten: 'A self-exclusion or time-out cannot be shortened.',
        cannot_cancel: 'A self-exclusion or time-out cannot be cancelled.',
      }[decision.reason], { limitType: change.limitType, reason: decision.reason });
    case 'unchanged':
      return 'done';
    case 'pending':
      if (isMoneyLimit(change.limitType) && !afterAssessment) return 'assess';
      await putPending(tx, playerId, change, currencyId, now);
      return 'done';
    case 'create':
    case 'replace':
      if (active) await tx.update(rgLimits).set({ state: 'INACTIVE', decidedAt: new Date(now) }).where(eq(rgLimits.id, active.id));
      // A lower limit supersedes a pending raise of the same type.
      await tx.update(rgLimits).set({ state: 'INACTIVE', decidedAt: new Date(now) }).where(and(eq(rgLimits.playerId, playerId), eq(rgLimits.limitType, change.limitType), eq(rgLimits.state, 'PENDING')));
      await tx.insert(rgLimits).values({
        playerId, limitType: change.limitType, state: 'ACTIVE', value: decision.value, currencyId, startedAt: new Date(decision.startedAt),
        endsAt: decision.endsAt === null ? null : new Date(decision.endsAt), reasonId: change.reasonId ?? null,
        activityAfter: decision.kind === 'replace' && active ? active.activityAfter : await activityWatermark(tx, playerId),
      });
      if (change.limitType === LIMIT_TYPE.selfExclusion || change.limitType === LIMIT_TYPE.depositTimeout) {
        // Every player session of the person on every brand ends now (a time-out keeps the asking one).
        const keep = change.limitType === LIMIT_TYPE.depositTimeout ? person.keepSessionId : undefined;
        for (const id of person.ids) await revokeAllSessions(tx, id, new Date(), keep);
        person.excluded = true;
      }
      return 'done';
  }
}

/**
 * Runs `body` in a transaction holding the person's locks (every player row of the person,
 * ascending: two changes of one person never deadlock, and a money movement of any of the rows waits
 * for the commit); after the commit, ends the person's casino game sessions when an exclusion was set.
 */
async function inTransaction<T>(db: Db, playerId: number, now: number, body: (tx: Tx, person: Person) => Promise<T>, keepSessionId?: string): Promise<T> {
  const person: Person = { ids: [playerId], excluded: false, ...(keepSessionId ? { keepSessionId } : {}) };
  let result: T;
  try {
    result = await db.transaction(async (tx) => {
      person.ids = await lockPerson(tx, playerId);
      await expire(tx, playerId, now);
      return body(tx, person);
    });
  } catch (error) {
    throw translateDbError(error);
  }
  if (person.excluded) await endGameSessions(db, person.ids, now);
  return result;
}

/**
 * `POST …/limits`: sets limits (rules of src/domain/responsible/limits.ts). A raise or removal of a
 * money limit is held behind the PGSI: the answer is status 202 with the nine questions and a
 * `tokenGuid` for `POST …/testanswers`; everything else is applied at once (status 200). A
 * self-exclusion or time-out ends the person's sessions on every brand (see the module comment).
 * @param sessionId the asking player session, kept by a time-out (a self-exclusion ends it too)
 * @throws AppError bad_request naming the field; forbidden for a rule refusal
 */
export async function setLimits(db: Db, playerId: number, items: readonly { limitType: number; limitValue: number; reasonId?: number }[], now: number, t: TFunction, sessionId?: string) {
  const { currency } = await playerOf(db, playerId);
  const changes = readChanges(items, currency);
  const result = await inTransaction(db, playerId, now, async (tx, person) => {
    const assess: Change[] = [];
    for (const change of changes) if ((await applyChange(tx, playerId, change, currency, now, false, person)) === 'assess') assess.push(change);
    let tokenGuid: string | null = null;
    if (assess.length > 0) {
      tokenGuid = randomUUID();
      await tx.insert(rgAssessments).values({ tokenGuid, playerId, changes: assess, createdAt: new Date(now) });
    }
    return { tokenGuid, limitsData: await limitViews(tx, playerId, now) };
  }, sessionId);
  return {
    status: result.tokenGuid ? (202 as const) : (200 as const),
    data: { questions: result.tokenGuid ? questions(t) : [] },
    tokenGuid: result.tokenGuid,
    limitsData: result.limitsData,
  };
}

/**
 * `POST …/testanswers`: scores the PGSI answers of a token; a score below 8 makes the held raises
 * and removals PENDING (24 h, then the player confirms), 8 or more refuses them (`success: false`).
 * @throws AppError not_found for an unknown, used, expired or another player's token; bad_request
 *   (`answers`) unless every question 1..9 is answered once with 0..3
 */
export async function testAnswers(db: Db, playerId: number, tokenGuid: string, answers: readonly { questionId: number; value: number }[], now: number) {
  let scored: ReturnType<typeof scorePgsi>;
  try {
    scored = scorePgsi(answers);
  } catch (error) {
    throw badField('answers', (error as Error).message.replace(/^answers: /, ''));
  }
  const { currency } = await playerOf(db, playerId);
  return inTransaction(db, playerId, now, async (tx, person) => {
    const [token] = await tx.select().from(rgAssessments)
      .where(and(eq(rgAssessments.tokenGuid, tokenGuid), eq(rgAssessments.playerId, playerId), isNull(rgAssessments.answeredAt))).for('update');
    if (!token || now - token.createdAt.getTime() > ASSESSMENT_TTL_MS || now < token.createdAt.getTime() - ASSESSMENT_TTL_MS) {
      throw new AppError('not_found', 'This questionnaire is unknown or already answered.', { fields: ['tokenGuid'] });
    }
    await tx.update(rgAssessments).set({ answeredAt: new Date(now), score: scored.score }).where(eq(rgAssessments.tokenGuid, tokenGuid));
    if (scored.passed) for (const change of token.changes as Change[]) await applyChange(tx, playerId, change, currency, now, true, person);
    return { questionsResult: { score: scored.score, category: scored.category }, success: scored.passed, limitsData: await limitViews(tx, playerId, now) };
  });
}

/** The player's live row `limitId`. @throws AppError not_found (also for another player's limit) */
async function ownRow(tx: Tx, playerId: number, limitId: number): Promise<LimitRow> {
  const [row] = await tx.select().from(rgLimits).where(and(eq(rgLimits.id, limitId), eq(rgLimits.playerId, playerId), inArray(rgLimits.state, ['ACTIVE', 'PENDING'])));
  if (!row) throw new AppError('not_found', 'You have no such limit.', { limitId });
  return row;
}

/**
 * `POST …/limitaction`: 1 approve applies a PENDING change once its 24 hours have passed; 0 reject
 * cancels it at any time (spec §4). The answer names the message of spec §8.
 * @throws AppError not_found (unknown or another player's limit), conflict (not pending),
 *   forbidden (approved before its time, `meta.approvableAt`)
 */
export async function limitAction(db: Db, playerId: number, limitId: number, action: 0 | 1, now: number) {
  return inTransaction(db, playerId, now, async (tx) => {
    const row = await ownRow(tx, playerId, limitId);
    const decision = decideAction(record(row), action, now);
    const errorKey = action === 1 ? 'responsible_gaming_confirm_limit_error' : 'responsible_gaming_cancel_limit_error';
    if (decision.kind === 'refused') {
      if (decision.reason === 'not_pending') throw new AppError('conflict', 'Only a pending change can be confirmed or cancelled.', { limitId, i18nKey: errorKey });
      throw new AppError('forbidden', 'A raised or removed limit can be confirmed 24 hours after it was asked.', { limitId, approvableAt: new Date(approvableAt(record(row))).toISOString(), i18nKey: errorKey });
    }
    await tx.update(rgLimits).set({ state: 'INACTIVE', decidedAt: new Date(now) }).where(eq(rgLimits.id, row.id));
    if (decision.kind === 'apply') {
      const [active] = await tx.select().from(rgLimits).where(and(eq(rgLimits.playerId, playerId), eq(rgLimits.limitType, row.limitType), eq(rgLimits.state, 'ACTIVE')));
      if (active) await tx.update(rgLimits).set({ state: 'INACTIVE', decidedAt: new Date(now) }).where(eq(rgLimits.id, active.id));
      if (decision.value !== null) {
        // The raised limit keeps the period anchor: what was spent in the current period still counts.
        await tx.insert(rgLimits).values({
          playerId, limitType: row.limitType, state: 'ACTIVE', value: decision.value, currencyId: row.currencyId,
          startedAt: active?.startedAt ?? new Date(now), activityAfter: active ? active.activityAfter : await activityWatermark(tx, playerId),
        });
      }
    }
    return {
      success: true, status: 204 as const,
      message: decision.kind === 'apply' ? 'responsible_gaming_confirm_limit_success' : 'responsible_gaming_cancel_limit_success',
      limitsData: await limitViews(tx, playerId, now),
    };
  });
}

/**
 * `DELETE …/limit?limitId=`: a PENDING change is cancelled at once; an ACTIVE limit becomes a
 * pending removal (24 h, then confirmed; a money limit asks the PGSI first: status 202 with the
 * questions and a token); self-exclusion (30) and time-out (33) cannot be cancelled.
 * @throws AppError not_found (unknown or another player's limit), forbidden (30, 33)
 */
export async function deleteLimit(db: Db, playerId: number, limitId: number, now: number, t: TFunction) {
  const { currency } = await playerOf(db, playerId);
  const result = await inTransaction(db, playerId, now, async (tx, person) => {
    const row = await ownRow(tx, playerId, limitId);
    const decision = decideDelete(record(row), now);
    if (decision.kind === 'refused') {
      throw new AppError(decision.reason === 'cannot_cancel' ? 'forbidden' : 'conflict', decision.reason === 'cannot_cancel' ? 'A self-exclusion or time-out cannot be cancelled.' : 'This limit is not active.', { limitId, i18nKey: 'responsible_gaming_cancel_limit_error' });
    }
    if (decision.kind === 'cancel') {
      await tx.update(rgLimits).set({ state: 'INACTIVE', decidedAt: new Date(now) }).where(eq(rgLimits.id, row.id));
      return { tokenGuid: null, status: 204 as const };
    }
    const change: Change = { limitType: row.limitType as LimitType, value: null };
    if (isMoneyLimit(change.limitType)) {
      const tokenGuid = randomUUID();
      await tx.insert(rgAssessments).values({ tokenGuid, playerId, changes: [change], createdAt: new Date(now) });
      return { tokenGuid, status: 202 as const };
    }
    await applyChange(tx, playerId, change, currency, now, true, person);
    return { tokenGuid: null, status: 200 as const };
  });
  const limitsData = await limitViews(db, playerId, now);
  return {
    success: true, status: result.status, message: 'responsible_gaming_cancel_limit_success', tokenGuid: result.tokenGuid,
    ...(result.tokenGuid ? { data: { questions: questions(t) } } : {}), limitsData,
  };
}

/** `POST {path}/BlockUser`: self-exclusion for `days` (spec §5 list), ending every session of the person at once. */
export async function blockUser(db: Db, playerId: number, days: number, reasonId: number | undefined, now: number, t: TFunction) {
  try {
    await setLimits(db, playerId, [{ limitType: LIMIT_TYPE.selfExclusion, limitValue: days, ...(reasonId !== undefined ? { reasonId } : {}) }], now, t);
  } catch (error) {
    // The body names `days` and `reasonId`, not the limits list.
    if (error instanceof AppError && error.code === 'bad_request') {
      const field = String((error.extra.fields as string[] | undefined)?.[0] ?? '').endsWith('reasonId') ? 'reasonId' : 'days';
      throw badField(field, error.detail.replace(/^[^:]*: /, ''));
    }
    throw error;
  }
  return { success: true };
}

/**
 * `POST …/ping` (every 30 s while a session limit or reality check exists, spec §7 §9): starts
 * the session's clock on its first ping, ends the session when its session limit (31) has run
 * out (`loggedOut`), and says whether the reality check (32) is due with the time since the
 * session started and its net position (payouts minus stakes, per currency). `continueCheck`
 * answers the popup's "continue": the next check is one interval from now.
 */
export async function ping(db: Db, session: { id: string; playerId: number }, now: number, continueCheck: boolean): Promise<PingResponse> {
  await db.insert(rgSessions).values({ sessionId: session.id, playerId: session.playerId, startedAt: new Date(now), checkedAt: new Date(now) }).onConflictDoNothing();
  if (continueCheck) await db.update(rgSessions).set({ checkedAt: new Date(now) }).where(eq(rgSessions.sessionId, session.id));
  const [mark] = await db.select().from(rgSessions).where(eq(rgSessions.sessionId, session.id));
  const rows = await db.select().from(rgLimits).where(and(eq(rgLimits.playerId, session.playerId), eq(rgLimits.state, 'ACTIVE'), inArray(rgLimits.limitType, [LIMIT_TYPE.session, LIMIT_TYPE.realityCheck])));
  const startedAt = mark!.startedAt.getTime();
  const sessionRow = rows.find((r) => r.limitType === LIMIT_TYPE.session);
  const realityRow = rows.find((r) => r.limitType === LIMIT_TYPE.realityCheck);
  let sessionLimit: PingResponse['sessionLimit'] = null;
  let loggedOut = false;
  if (sessionRow?.value) {
    const endsAt = startedAt + sessionRow.value * 3_600_000;
    const ended = now >= endsAt;
    if (ended) {
      await revokeSession(db, session.id);
      loggedOut = true;
    }
    sessionLimit = { hours: sessionRow.value, endsAt: new Date(endsAt).toISOString(), ended };
  }
  let realityCheck: PingResponse['realityCheck'] = null;
  if (realityRow?.value) {
    const net = (await db.execute(sql`select a.currency_id, sum(case when a.kind = 'payout' then a.amount else -a.amount end)::text as net
      from rg_activity a where a.player_id = ${session.playerId} and a.kind in ('wager', 'payout') and a.at >= ${mark!.startedAt.toISOString()}::timestamptz
      group by a.currency_id order by a.currency_id`)) as unknown as { rows: { currency_id: number; net: string }[] };
    const netPosition = [];
    for (const row of net.rows) {
      const currency = await currencyById(db, Number(row.currency_id));
      netPosition.push({ currency: currency.iso, netMinor: Number(row.net), text: moneyText(Number(row.net), currency) });
    }
    if (netPosition.length === 0) {
      const { currency } = await playerOf(db, session.playerId);
      netPosition.push({ currency: currency.iso, netMinor: 0, text: moneyText(0, currency) });
    }
    realityCheck = {
      // The interval runs from the last "continue", or from when the check was set if later.
      intervalMinutes: realityRow.value, due: realityCheckDue(Math.max(mark!.checkedAt.getTime(), realityRow.startedAt.getTime()), realityRow.value, now),
      elapsedSeconds: Math.max(0, Math.floor((now - startedAt) / 1000)), netPosition,
    };
  }
  return { sessionLimit, realityCheck, loggedOut };
}
