/**
 * Names of the sports pages in every brand language (issue: no English sport, league or country
 * name on an az, kz, ar or he page): every catalogue sport and champ names itself in each language
 * of each brand, and every champ's country too: CLDR's name (Intl.DisplayNames) for a country with
 * an ISO region code, the catalogue's for the others.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCatalogue } from '../../schemas/catalogue.ts';
import { champHeadings, feedChamps } from '../../src/domain/feed/slugs.ts';

const catalogue = parseCatalogue(JSON.parse(readFileSync(new URL('../../data/catalogue/catalogue.json', import.meta.url), 'utf8')));
const brandLanguages = [...new Set(['main', 'vip'].flatMap((brand) => (JSON.parse(readFileSync(new URL(`../../brands/${brand}/brand.json`, import.meta.url), 'utf8')) as { languages: string[] }).languages))];

describe('catalogue names', () => {
  it.each(brandLanguages)('every sport and champ has a name in %s', (lng) => {
    expect(catalogue.sports.filter((s) => !(lng in s.names)).map((s) => s.slug)).toEqual([]);
    expect(catalogue.champs.filter((c) => !(lng in c.names)).map((c) => c.slug)).toEqual([]);
    expect(catalogue.champs.filter((c) => !c.country.region && !(lng in c.country.names)).map((c) => c.country.key)).toEqual([]);
  });

  it('names countries from CLDR in the page language, and the others from the catalogue', () => {
    const bundesliga = (lng: string) => champHeadings(lng).find((c) => c.champId === feedChamps().find((f) => f.slug === 'bundesliga')!.champId)!;
    expect(bundesliga('en')).toMatchObject({ champName: 'Bundesliga', countryName: 'Germany' });
    expect(bundesliga('ar')).toMatchObject({ champName: 'البوندسليغا', countryName: 'ألمانيا' });
    expect(bundesliga('kz').countryName).toBe('Германия');
    expect(bundesliga('he').countryName).toBe('גרמניה');
    const premierLeague = champHeadings('az').find((c) => c.champName === 'Premyer Liqa')!;
    expect(premierLeague.countryName).toBe('İngiltərə');
    // Computed once per language.
    expect(champHeadings('ua')).toBe(champHeadings('ua'));
  });
});
