/**
 * The one clock (src/domain/clock.ts): every style in the page language and the page's zone, the
 * player's 12/24-hour choice, calendar dates that ignore the zone, the zone named once, and a page clock for guests (UTC) and players (their saved zone).
 */
import { describe, expect, it } from 'vitest';
import { formatMoment, formatMomentInZone, MOMENT_STYLES, pageClock, zoneLabel, type Clock } from '../../src/domain/clock.ts';

const AT = new Date('2026-06-13T15:37:30Z');
const moscow: Clock = { locale: 'en-GB', timeZone: 'Europe/Moscow', hour12: false };

describe('formatMoment', () => {
  it('writes the moment in the clock zone, without naming the zone', () => {
    expect(formatMoment(AT, moscow, 'kickoff')).toBe('13 Jun, 18:37');
    expect(formatMoment(AT, { ...moscow, timeZone: 'UTC' }, 'kickoff')).toBe('13 Jun, 15:37');
    expect(formatMoment(AT, { ...moscow, timeZone: 'Asia/Colombo' }, 'time')).toBe('21:07');
    expect(formatMoment(AT, moscow, 'timeSeconds')).toBe('18:37:30');
  });

  it('writes in the page language', () => {
    expect(formatMoment(AT, { ...moscow, locale: 'ru' }, 'kickoff')).toBe('13 июн., 18:37');
    expect(formatMoment(AT, { ...moscow, locale: 'tr' }, 'weekdayTime')).toBe('13 Haz Cmt 18:37');
    expect(formatMoment(AT, { ...moscow, locale: 'he' }, 'kickoff')).toBe('13 ביוני, 18:37');
  });

  it('follows the player 12/24-hour choice', () => {
    expect(formatMoment(AT, { ...moscow, locale: 'en-US', hour12: true }, 'time')).toMatch(/^06:37\sPM$/);
    expect(formatMoment(AT, { ...moscow, locale: 'en-US', hour12: false }, 'time')).toBe('18:37');
  });

  it('reads a calendar date in UTC whatever the zone (a birth date is not an instant)', () => {
    const samoa: Clock = { locale: 'en-GB', timeZone: 'Pacific/Pago_Pago', hour12: null };
    expect(formatMoment('1990-05-01', samoa, 'longCalendarDate')).toBe('1 May 1990');
    expect(formatMoment('1990-05-01', samoa, 'calendarDate')).toBe('1 May 1990');
    expect(formatMoment('1990-05-01', samoa, 'longDate')).toBe('30 April 1990');
  });

  it('accepts Date, epoch ms and ISO text alike, and writes nothing for an invalid moment', () => {
    for (const style of MOMENT_STYLES) {
      expect(formatMoment(AT.getTime(), moscow, style)).toBe(formatMoment(AT.toISOString(), moscow, style));
    }
    expect(formatMoment('not a date', moscow)).toBe('');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(formatMoment(AT, { ...moscow, timeZone: 'Mars/Olympus' }, 'time')).toBe('15:37');
  });
});

describe('the zone, named once per page', () => {
  it('names the offset and the place', () => {
    expect(zoneLabel(moscow, AT)).toBe('GMT+3 · Europe/Moscow');
    expect(zoneLabel({ ...moscow, timeZone: 'UTC' }, AT)).toBe('UTC');
  });

  it('names the zone beside a moment inside a sentence', () => {
    expect(formatMomentInZone(AT, moscow, 'kickoff')).toBe('13 Jun, 18:37 GMT+3');
  });
});

describe('pageClock', () => {
  it('is UTC for a guest and the saved zone and clock for a player', () => {
    expect(pageClock('az', undefined)).toEqual({ locale: 'az', timeZone: 'UTC', hour12: null });
    expect(pageClock('en', { timeZone: 'Asia/Colombo', is12h: true })).toEqual({ locale: 'en', timeZone: 'Asia/Colombo', hour12: true });
  });
});
