/**
 * Which document a visitor of a language sees (src/domain/cms/languages.ts): the page language's,
 * a document localized inside, or one explicitly marked untranslated for the language (with a
 * notice); nothing else — no silent fallback.
 */
import { describe, expect, it } from 'vitest';
import { servedLanguage, untranslatedLanguages } from '../../src/domain/cms/languages.ts';
import { perSlug } from '../../src/server/cms/sync.ts';
import { rootPropsSchema } from '../../schemas/blocks.ts';

const english = { slug: 'about', language: 'en', title: { en: 'About' } };

describe('servedLanguage', () => {
  it('serves a document in its own language', () => {
    expect(servedLanguage(english, 'en')).toBe('en');
  });

  it('does not serve an English document to a Kazakh page unless marked untranslated for kz', () => {
    expect(servedLanguage(english, 'kz')).toBeNull();
    expect(servedLanguage({ ...english, untranslated: 'ar, kz' }, 'kz')).toBe('en');
    expect(servedLanguage({ ...english, untranslated: 'ar, kz' }, 'az')).toBeNull();
  });

  it('serves a document whose texts are localized inside as the page language (no notice)', () => {
    expect(servedLanguage({ language: 'ru', title: { ru: 'Подвал', ar: 'التذييل' } }, 'ar')).toBe('ar');
  });

  it('reads the untranslated list leniently and the root schema refuses anything but language codes', () => {
    expect(untranslatedLanguages(' kz ,ar')).toEqual(['kz', 'ar']);
    expect(untranslatedLanguages(undefined)).toEqual([]);
    expect(rootPropsSchema.safeParse({ title: { en: 'x' }, untranslated: 'kz, ar' }).success).toBe(true);
    expect(rootPropsSchema.safeParse({ title: { en: 'x' }, untranslated: 'kazakh' }).success).toBe(false);
  });
});

describe('perSlug (lists)', () => {
  const entries = [
    english,
    { slug: 'about', language: 'ru', title: { ru: 'О нас' } },
    { slug: 'news-1', language: 'en', title: { en: 'News' } },
    { slug: 'news-2', language: 'en', title: { en: 'Marked' }, untranslated: 'az' },
  ];

  it('lists the page language first, then only what the rule serves', () => {
    expect(perSlug(entries, 'ru', 'ru').map((e) => `${e.slug}:${e.language}`)).toEqual(['about:ru']);
    expect(perSlug(entries, 'az', 'ru').map((e) => `${e.slug}:${e.language}`)).toEqual(['news-2:en']);
    expect(perSlug(entries, 'en', 'ru').map((e) => `${e.slug}:${e.language}`)).toEqual(['about:en', 'news-1:en', 'news-2:en']);
  });
});
