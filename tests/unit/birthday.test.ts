/**
 * Date-of-birth rules (src/domain/player/birthday.ts): only real past dates are accepted and the
 * player must be 18; the birthday of 29 February is 28 February outside leap years; the gift's
 * week starts at the birthday (also across a new year) and needs the date on file 30 days before.
 */
import { describe, expect, it } from 'vitest';
import { BIRTHDAY_CLAIM_DAYS, BIRTHDAY_NOTICE_DAYS, ageAt, birthDateRefusal, birthdayIn, claimableBirthday, parseBirthDate } from '../../src/domain/player/birthday.ts';

const DAY = 86_400_000;
const at = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h);

describe('date of birth', () => {
  it('parses real calendar dates only', () => {
    expect(parseBirthDate('1990-02-28')).toEqual({ year: 1990, month: 2, day: 28 });
    expect(parseBirthDate('1992-02-29')).toEqual({ year: 1992, month: 2, day: 29 });
    for (const bad of ['1991-02-29', '1990-13-01', '1990-04-31', '90-01-01', '1990-1-1', '1990-01-01T00:00']) expect(parseBirthDate(bad)).toBeNull();
  });

  it('refuses the future, before 1900 and under 18, the day before the 18th birthday included', () => {
    const now = at(2026, 11, 26, 12);
    expect(birthDateRefusal('2027-01-01', now)).toBe('invalid');
    expect(birthDateRefusal('1899-12-31', now)).toBe('invalid');
    expect(birthDateRefusal('2008-11-27', now)).toBe('under_age');
    expect(birthDateRefusal('2008-11-26', now)).toBeNull();
    expect(ageAt(parseBirthDate('2008-11-26')!, now)).toBe(18);
    expect(ageAt(parseBirthDate('2008-11-27')!, now)).toBe(17);
  });

  it('puts 29 February on 28 February outside leap years', () => {
    const leapling = parseBirthDate('2000-02-29')!;
    expect(birthdayIn(leapling, 2027)).toBe(at(2027, 2, 28));
    expect(birthdayIn(leapling, 2028)).toBe(at(2028, 2, 29));
  });

  it('opens the gift for the week from the birthday when the date was on file 30 days before', () => {
    const birth = parseBirthDate('1990-12-29')!;
    const givenEarly = at(2026, 1, 10);
    expect(claimableBirthday(birth, givenEarly, at(2026, 12, 28, 23))).toBeNull();
    expect(claimableBirthday(birth, givenEarly, at(2026, 12, 29))).toEqual({ year: 2026, startsAt: at(2026, 12, 29) });
    // Across the new year the week still belongs to last year's birthday.
    expect(claimableBirthday(birth, givenEarly, at(2027, 1, 4, 23))).toEqual({ year: 2026, startsAt: at(2026, 12, 29) });
    expect(claimableBirthday(birth, givenEarly, at(2026, 12, 29) + BIRTHDAY_CLAIM_DAYS * DAY)).toBeNull();
    // A date given 29 days before the birthday is too late for it.
    expect(claimableBirthday(birth, at(2026, 12, 29) - (BIRTHDAY_NOTICE_DAYS - 1) * DAY, at(2026, 12, 30))).toBeNull();
    expect(claimableBirthday(birth, at(2026, 12, 29) - BIRTHDAY_NOTICE_DAYS * DAY, at(2026, 12, 30))).not.toBeNull();
  });
});
