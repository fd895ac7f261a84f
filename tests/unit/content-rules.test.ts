/**
 * The content seed's rules chapters (content/README.md "File format"): every chapter named in the
 * overview of a brand exists in English and Russian with front matter of exactly `title` and
 * `description` (plain scalars without ": ", a description of at most 160 characters), headings
 * from `##`, and the products' chapters only on the brand whose features offer them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../content/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const brandFeatures = (brand: string) => (JSON.parse(readFileSync(new URL(`../../brands/${brand}/brand.json`, import.meta.url), 'utf8')) as { features: Record<string, boolean> }).features;

/** Front matter of a file: its keys and values, and the body after it. */
function frontMatter(text: string): { keys: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error('no front matter');
  const keys = Object.fromEntries(match[1]!.split('\n').map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]));
  return { keys, body: text.slice(match[0].length) };
}

describe.each(['main', 'vip'])('rules chapters of %s', (brand) => {
  const chapters = [...read(`${brand}/information/rules.en.md`).matchAll(/\]\(\/information\/rules\/1\/(\d+)\)/g)].map((m) => Number(m[1]));
  // The languages the overview is written in (English and Russian at least).
  const languages = readdirSync(new URL(`${brand}/information/`, root)).flatMap((f) => /^rules\.([a-z]{2})\.md$/.exec(f)?.[1] ?? []);

  it('the overview names the same chapters in every language it is written in, and each chapter exists in each', () => {
    expect(languages).toEqual(expect.arrayContaining(['en', 'ru']));
    for (const lng of languages) expect([...read(`${brand}/information/rules.${lng}.md`).matchAll(/\]\(\/information\/rules\/1\/(\d+)\)/g)].map((m) => Number(m[1])), lng).toEqual(chapters);
    for (const chapter of chapters) for (const lng of languages) expect(existsSync(new URL(`${brand}/information/rules-1-${chapter}.${lng}.md`, root)), `rules-1-${chapter}.${lng}`).toBe(true);
    const files = readdirSync(new URL(`${brand}/information/`, root)).filter((f) => f.startsWith('rules-1-'));
    expect(files).toHaveLength(chapters.length * languages.length);
  });

  it('every chapter has the two front matter keys, plain, and headings from ##', () => {
    for (const chapter of chapters) {
      for (const lng of languages) {
        const { keys, body } = frontMatter(read(`${brand}/information/rules-1-${chapter}.${lng}.md`));
        expect(Object.keys(keys)).toEqual(['title', 'description']);
        for (const value of Object.values(keys)) {
          expect(value).not.toContain(': ');
          expect(value).not.toMatch(/^["']/);
        }
        expect(keys.description!.length).toBeLessThanOrEqual(160);
        expect(body).not.toMatch(/^# /m);
        expect(body).not.toMatch(/<[a-z]/i);
      }
    }
  });

  it('has the products\' chapters only when the brand offers the products', () => {
    const features = brandFeatures(brand);
    expect(chapters.includes(6) && chapters.includes(7)).toBe(true);
    expect(chapters.includes(8)).toBe(features.toto === true);
    expect(chapters.includes(9)).toBe(features.lotto === true);
    expect(chapters.includes(10)).toBe(features.virtualsports === true);
  });
});

describe('the products\' chapters state what the code does', () => {
  it('toto: the tiers and their shares are the pool rules\' (src/domain/toto/pool.ts)', async () => {
    const { PRIZE_TIERS, PRIZE_FUND_BP, MAX_VOID, MAX_ROWS } = await import('../../src/domain/toto/pool.ts');
    const text = read('main/information/rules-1-8.en.md');
    const rows = [...text.matchAll(/^\| (\d+) \| (\d+) %/gm)].map((m) => ({ correct: Number(m[1]), shareBp: Number(m[2]) * 100 }));
    expect(rows).toEqual(PRIZE_TIERS.map(({ correct, shareBp }) => ({ correct, shareBp })));
    expect(text).toContain(`${PRIZE_FUND_BP / 100} % of it is the prize fund`);
    expect(text).toContain(`more than ${MAX_VOID} of the 15 matches are void`);
    expect(text).toContain(`at most ${MAX_ROWS.toLocaleString('en')} rows`);
  });

  it('lotto: the prize table is the official tiers of every era (src/domain/lotto/games.ts)', async () => {
    const { LOTTERY_ERAS } = await import('../../src/domain/lotto/games.ts');
    const text = read('main/information/rules-1-9.en.md');
    const table = [...text.matchAll(/^\| (5 \+ bonus|5|4 \+ bonus|4|3 \+ bonus|3|2 \+ bonus|1 \+ bonus|bonus only) \| (.+) \|$/gm)].map((m) => m[2]!.split(' | '));
    expect(table).toHaveLength(9);
    LOTTERY_ERAS.forEach((era, column) => {
      const dollars = table.map((row) => Number(row[column]!.replace(/^jackpot, /, '').replace(/[US$,]/g, '')));
      expect(dollars).toEqual(era.tiers.map((tier) => tier.prizeCents / 100));
    });
  });
});

describe.each(['main', 'vip'])('content of %s in every brand language', (brand) => {
  const languages = (JSON.parse(readFileSync(new URL(`../../brands/${brand}/brand.json`, import.meta.url), 'utf8')) as { languages: string[] }).languages;
  const files = (dir: string): string[] => readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(`${dir}${e.name}/`) : [`${dir}${e.name}`]));
  const all = files(`${brand}/`);

  it('each document written in English exists in each language of the brand, and no other', () => {
    const english = all.filter((f) => f.endsWith('.en.md')).map((f) => f.slice(0, -'.en.md'.length));
    expect(english.length).toBeGreaterThan(50);
    const missing = english.flatMap((doc) => languages.filter((lng) => !all.includes(`${doc}.${lng}.md`)).map((lng) => `${doc}.${lng}.md`));
    expect(missing).toEqual([]);
    const strangers = all.filter((f) => f.endsWith('.md') && !languages.some((lng) => f.endsWith(`.${lng}.md`)));
    expect(strangers).toEqual([]);
  });
});
