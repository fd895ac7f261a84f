import { describe, expect, it } from 'vitest';
import { CURRENT_PAGE_SCHEMA_VERSION, migratePage, parsePage } from '../../schemas/page.ts';
import { blockSchemas, pageSchema } from '../../src/registry/schemas.ts';
import { blockPropsSchemas } from '../../schemas/blocks.ts';
import homeMain from '../../brands/main/pages/home.json' with { type: 'json' };
import homeVip from '../../brands/vip/pages/home.json' with { type: 'json' };

const FILE = 'brands/main/pages/home.json';
const home = () => structuredClone(homeMain) as Record<string, any>;

describe('page schema (Puck shape)', () => {
  it('accepts both brands\' home pages', () => {
    expect(parsePage(blockSchemas, home(), FILE).content.map((b) => b.type)).toEqual(['hero', 'topGames', 'liveNow', 'casinoRow', 'promotions', 'casinoRow', 'totoJackpot', 'lottoDraws', 'tournaments', 'casinoRow', 'infoCards', 'promoCarousel', 'faq']);
    expect(() => parsePage(blockSchemas, structuredClone(homeVip), 'brands/vip/pages/home.json')).not.toThrow();
  });

  it('derives the block union from the registry schemas', () => {
    const union = pageSchema.shape.content.element;
    const ok = union.safeParse({ type: 'hero', props: { title: { en: 'Hi' } } });
    expect(ok.success).toBe(true);
    expect(union.safeParse({ type: 'banner', props: {} }).success).toBe(false);
    expect(Object.keys(blockSchemas)).toEqual(Object.keys(blockPropsSchemas));
  });

  it('names file, block index and field for bad props', () => {
    const page = home();
    page.content[12].props.items[1].question = {};
    expect(() => parsePage(blockSchemas, page, FILE)).toThrow(
      'brands/main/pages/home.json: content[12].props.items[1].question: needs a text in at least one language (block "faq")',
    );
  });

  it('checks the top games block: a title and a limit of 1 to 30 (default 8)', () => {
    const page = home();
    page.content[1].props.limit = 31;
    expect(() => parsePage(blockSchemas, page, FILE)).toThrow(/^brands\/main\/pages\/home\.json: content\[1\]\.props\.limit: .*30.* \(block "topGames"\)$/);
    delete page.content[1].props.limit;
    expect(parsePage(blockSchemas, page, FILE).content[1]).toEqual({ type: 'topGames', props: { id: 'top-games', title: homeMain.content[1]!.props.title, limit: 8 } });
  });

  it('names a block without a registry entry', () => {
    const page = home();
    page.content.push({ type: 'casinoLobby', props: {} });
    expect(() => parsePage(blockSchemas, page, FILE)).toThrow(
      /^brands\/main\/pages\/home\.json: content\[13\]\.type: unknown block type "casinoLobby"; the registry has: hero, infoCards, promoCarousel, faq, topGames, liveNow, richText, image, banner, cta, promoCards, gameRows, table, tabs, accordion, contacts, appDownload, bettingCalculator, linkList, casinoRow, promotions, tournaments, totoJackpot, lottoDraws$/,
    );
  });

  it('refuses a version newer than the code', () => {
    const page = home();
    page.schemaVersion = CURRENT_PAGE_SCHEMA_VERSION + 1;
    expect(() => parsePage(blockSchemas, page, FILE)).toThrow(/schemaVersion: version 3 is newer than this portal understands \(2\)/);
  });

  it('upgrades a version 1 page (flat root props) by the ordered migrations', () => {
    const v2 = home();
    const v1 = { content: v2.content, root: { ...v2.root.props } };
    expect(migratePage(v1, FILE)).toEqual({ ...v2, schemaVersion: 2 });
    expect(parsePage(blockSchemas, v1, FILE)).toEqual(parsePage(blockSchemas, v2, FILE));
  });

  it('refuses a page that is not an object', () => {
    expect(() => parsePage(blockSchemas, [], FILE)).toThrow('brands/main/pages/home.json: (root): a page must be a JSON object');
  });
});
