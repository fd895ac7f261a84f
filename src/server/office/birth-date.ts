/**
 * The player's date of birth (spec §3 user config `user_data.date_birthday`; the office `account`
 * page): given once by the player, checked by src/domain/player/birthday.ts (a real date, at least
 * {@link MIN_PLAYER_AGE} years ago). A date on file is not changed here (support corrects it after
 * identification): a birthday gift depends on it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { MIN_PLAYER_AGE, birthDateRefusal } from '../../domain/player/birthday.ts';

/**
 * Records the date of birth `text` (`YYYY-MM-DD`) of a player who has none, at `now` (UTC ms).
 * @throws AppError setting_invalid (422, meta.reason `invalid` or `under_age`, fields `birthDate`),
 *   conflict (409) when a date of birth is already on file
 */
export async function setBirthDate(db: Db, playerId: number, text: string, now: number): Promise<string> {
  const refusal = birthDateRefusal(text, now);
  if (refusal === 'invalid') throw new AppError('setting_invalid', 'Enter your date of birth as a real date in the past.', { fields: ['birthDate'], reason: 'invalid', i18nKey: 'account_birth_date_invalid' });
  if (refusal === 'under_age') throw new AppError('setting_invalid', `You must be at least ${MIN_PLAYER_AGE} to play.`, { fields: ['birthDate'], reason: 'under_age', i18nKey: 'account_birth_date_under_age' });
  const saved = await db.update(players).set({ birthDate: text, birthDateSetAt: new Date(now) })
    .where(and(eq(players.id, playerId), isNull(players.birthDate))).returning({ id: players.id });
  if (saved.length === 0) throw new AppError('conflict', 'Your date of birth is already on file; support can correct it.', { i18nKey: 'account_birth_date_on_file' });
  return text;
}
