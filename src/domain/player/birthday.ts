/**
 * A player's date of birth (spec §3 user config `user_data.date_birthday`, personal-data field
 * "birthday date") and the birthday promotion (spec §2 `promotions/wishing_you_a_happy_birthday`):
 * plain date arithmetic in UTC, no I/O.
 *
 * - A date of birth is an ISO calendar date `YYYY-MM-DD`; a player must be at least
 *   {@link MIN_PLAYER_AGE} on the day it is given.
 * - The birthday of a year is the same month and day; 29 February falls on 28 February in a year
 *   that is not a leap year.
 * - A birthday gift can be claimed from the birthday (00:00 UTC) for {@link BIRTHDAY_CLAIM_DAYS}
 *   days, once per birthday, and only when the date of birth was on file at least
 *   {@link BIRTHDAY_NOTICE_DAYS} days before that birthday (a date typed in to catch a gift today
 *   does not count).
 */
import { DAY_MS } from '../time.ts';

/** The youngest a player may be, in years. */
export const MIN_PLAYER_AGE = 18;
/** Days from the birthday in which its gift can be claimed. */
export const BIRTHDAY_CLAIM_DAYS = 7;
/** Days before the birthday by which the date of birth must be on file. */
export const BIRTHDAY_NOTICE_DAYS = 30;

/** A parsed date of birth. */
export interface BirthDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

/** Parses `YYYY-MM-DD` into a real calendar date, or null (bad shape, a day the month does not have). */
export function parseBirthDate(text: string): BirthDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The birthday in `year` at 00:00 UTC, ms (29 February → 28 February outside leap years). */
export function birthdayIn(birth: BirthDate, year: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = birth.month === 2 && birth.day === 29 && !leap ? 28 : birth.day;
  return Date.UTC(year, birth.month - 1, day);
}

/** Full years of age at `now` (UTC ms). */
export function ageAt(birth: BirthDate, now: number): number {
  const year = new Date(now).getUTCFullYear();
  return year - birth.year - (now < birthdayIn(birth, year) ? 1 : 0);
}

/** Why a date of birth is refused at `now`: `invalid` (not a date, or in the future or before 1900), `under_age`, or null when it is accepted. */
export function birthDateRefusal(text: string, now: number): 'invalid' | 'under_age' | null {
  const birth = parseBirthDate(text);
  if (!birth || birth.year < 1900 || Date.UTC(birth.year, birth.month - 1, birth.day) > now) return 'invalid';
  return ageAt(birth, now) < MIN_PLAYER_AGE ? 'under_age' : null;
}

/**
 * The birthday whose gift can be claimed at `now`: its year and start (UTC ms), or null when `now`
 * is not within {@link BIRTHDAY_CLAIM_DAYS} days from a birthday, or the date of birth was given
 * (`givenAt`, UTC ms) less than {@link BIRTHDAY_NOTICE_DAYS} days before it.
 */
export function claimableBirthday(birth: BirthDate, givenAt: number, now: number): { year: number; startsAt: number } | null {
  const year = new Date(now).getUTCFullYear();
  for (const y of [year, year - 1]) {
    const startsAt = birthdayIn(birth, y);
    if (now >= startsAt && now < startsAt + BIRTHDAY_CLAIM_DAYS * DAY_MS) {
      return givenAt <= startsAt - BIRTHDAY_NOTICE_DAYS * DAY_MS ? { year: y, startsAt } : null;
    }
  }
  return null;
}
