/**
 * The registration reminder's timing (src/domain/player/registration-reminder.ts): the first
 * reminder `delay` seconds after the first visit, then every `interval` minutes, the stored
 * next-show time kept across pages, and a stored value that is not a time treated as none.
 */
import { describe, expect, it } from 'vitest';
import { nextReminderAt, reminderDueAt } from '../../src/domain/player/registration-reminder.ts';

const config = { delay: 60, interval: 30 };
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('registration reminder', () => {
  it('is first due delay seconds after the first visit', () => {
    expect(reminderDueAt(null, NOW, config)).toBe(NOW + 60_000);
  });
  it('keeps a stored next-show time, in the past or the future', () => {
    expect(reminderDueAt(String(NOW - 5), NOW, config)).toBe(NOW - 5);
    expect(reminderDueAt(String(NOW + 90_000), NOW, config)).toBe(NOW + 90_000);
  });
  it('treats a stored value that is not a time as none', () => {
    for (const bad of ['', 'soon', '-1', '0', 'NaN', 'Infinity']) expect(reminderDueAt(bad, NOW, config)).toBe(NOW + 60_000);
  });
  it('comes back interval minutes after it was shown', () => {
    expect(nextReminderAt(NOW, config)).toBe(NOW + 30 * 60_000);
  });
});
