/**
 * Bidirectional text (src/domain/bidi.ts): a name's direction for its `<bdi dir>`, a translated
 * sentence split around a name, and outcome labels whose signed line stays left to right in a
 * right-to-left language (src/islands/sports/labels.ts).
 */
import { describe, expect, it } from 'vitest';
import { SLOT, aroundSlot, textDirection } from '../../src/domain/bidi.ts';
import { outcomeText } from '../../src/islands/sports/labels.ts';
import { createIslandT } from '../../src/islands/shell/i18n.tsx';
import { GROUP } from '../../src/domain/feed/odds-model.ts';
import ar from '../../src/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import he from '../../src/i18n/locales/he.json' with { type: 'json' };

describe('textDirection', () => {
  it('is right to left for a text with an Arabic or Hebrew letter, even after a Latin word', () => {
    expect(['البوندسليغا الثانية', 'ATP البطولات الأربع الكبرى', 'הבונדסליגה השנייה', 'ATP מאסטרס 1000'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
  });

  it('is right to left for a date Intl wrote in Arabic (right-to-left marks between its numbers)', () => {
    const date = new Intl.DateTimeFormat('ar', { day: '2-digit', month: '2-digit', year: 'numeric', numberingSystem: 'latn' }).format(new Date(Date.UTC(2026, 10, 28, 12)));
    expect(date).toContain('\u200f');
    expect(textDirection(date)).toBe('rtl');
  });

  it('is left to right for Latin, Cyrillic, digits and e-mail addresses', () => {
    expect(['2. Bundesliga', 'Struff J.L.', 'Премьер-лига', '2026/06/13', '+7 999 123 45 67', 'a-b@example.test', ''].map(textDirection)).toEqual(Array(7).fill('ltr'));
  });
});

describe('aroundSlot', () => {
  it('splits a translated sentence around the name it interpolates', () => {
    expect(aroundSlot(createIslandT('ar', ar)('sports_champ_games', { champ: SLOT }))).toEqual({ before: 'كل مباريات ', after: '' });
    expect(aroundSlot(createIslandT('en', en)('sports_champ_games', { champ: SLOT }))).toEqual({ before: 'All ', after: ' matches' });
    expect(aroundSlot('no slot')).toEqual({ before: 'no slot', after: '' });
  });
});

describe('outcome labels in right-to-left languages', () => {
  const away = (t: ReturnType<typeof createIslandT>, param: number) => outcomeText(t, { groupId: GROUP.handicap, label: 'market_outcome_handicap_away', param });

  it('isolate a signed line left to right, so its sign stays before the number', () => {
    expect(away(createIslandT('ar', ar), 0.25)).toBe('الضيف (\u2066+0.25\u2069)');
    expect(away(createIslandT('he', he), -1.5)).toContain('\u2066\u22121.5\u2069');
  });

  it('leave left-to-right labels and unsigned lines as they are', () => {
    expect(away(createIslandT('en', en), 0.25)).toBe('Away (+0.25)');
    expect(away(createIslandT('ar', ar), 0)).toBe('الضيف (0)');
    expect(outcomeText(createIslandT('ar', ar), { groupId: GROUP.total, label: 'market_outcome_over', param: 2.5 })).toBe('أكثر من 2.5');
  });
});
