import { describe, expect, it } from 'vitest';
import { brandSchema, checkBrand, checkBrandSet } from '../../schemas/brand.ts';
import { ConfigFileError, parseFile } from '../../schemas/errors.ts';
import { buildBrandRegistry, hostnameOf, MissingSiteConfigError, resolveBrand } from '../../src/server/brand-registry.ts';
import { brands } from '../../src/server/brands.ts';
import homeMain from '../../brands/main/pages/home.json' with { type: 'json' };
import { mainBrandJson, vipBrandJson } from '../helpers/brand-fixture.ts';

const FILE = 'brands/main/brand.json';

describe('brand.json schema', () => {
  it('accepts both shipped brands', () => {
    expect(() => parseFile(brandSchema, mainBrandJson(), FILE)).not.toThrow();
    expect(() => parseFile(brandSchema, vipBrandJson(), 'brands/vip/brand.json')).not.toThrow();
  });

  it('names the file and the field of a bad value', () => {
    const data = mainBrandJson();
    data.siteConfig.minAge = 16;
    expect(() => parseFile(brandSchema, data, FILE)).toThrow(/^brands\/main\/brand\.json: siteConfig\.minAge: /);
  });

  it('names a field inside an array with its index', () => {
    const data = mainBrandJson();
    data.languages = ['ru', 'xx'];
    expect(() => parseFile(brandSchema, data, FILE)).toThrow(/languages\[1\]: must be one of the portal's languages/);
  });

  it('refuses unknown fields (typos do not pass silently)', () => {
    const data = mainBrandJson();
    data.siteConfig.isRegistrationAlowed = true;
    expect(() => parseFile(brandSchema, data, FILE)).toThrow(/siteConfig: .*isRegistrationAlowed/);
  });

  it.each([
    ['accent', 'red; background: url(https://evil.test)'],
    ['radius', '10px;}body{display:none'],
    ['fontFamily', 'Inter; } * { color: red'],
  ])('refuses a theme %s that could inject CSS', (field, value) => {
    const data = mainBrandJson();
    data.theme[field] = value;
    expect(() => parseFile(brandSchema, data, FILE)).toThrow(new RegExp(`theme\\.${field}: `));
  });

  it('lists every problem when there are several', () => {
    const data = mainBrandJson();
    data.siteConfig.minAge = 3;
    data.theme.accent = 'green';
    const error = (() => {
      try {
        parseFile(brandSchema, data, FILE);
      } catch (e) {
        return e as ConfigFileError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigFileError);
    expect(error!.message).toContain('has 2 problems');
    expect(error!.issues.map((i) => i.path.join('.'))).toEqual(['siteConfig.minAge', 'theme.accent']);
  });
});

describe('brand cross-field checks', () => {
  const parse = (data: Record<string, any>) => brandSchema.parse(data);

  it('passes the shipped brands', () => {
    expect(checkBrand(parse(mainBrandJson()), 'main')).toEqual([]);
    expect(checkBrand(parse(vipBrandJson()), 'vip')).toEqual([]);
  });

  it('requires the default language among the languages', () => {
    const data = mainBrandJson();
    data.defaultLanguage = 'tr';
    expect(checkBrand(parse(data))).toEqual([
      { path: ['defaultLanguage'], message: '"tr" is not among the brand\'s languages (ru, en, az, kz, ua, ar)' },
    ]);
  });

  it('requires hidden languages to be a subset, never the default', () => {
    const data = mainBrandJson();
    data.hiddenLanguages = ['tr', 'ru'];
    expect(checkBrand(parse(data)).map((i) => i.message)).toEqual([
      '"tr" is not among the brand\'s languages',
      'the default language cannot be hidden from guests',
    ]);
  });

  it('requires callback-hidden languages to be the brand\'s', () => {
    const data = mainBrandJson();
    data.siteConfig.langsHiddenCallback = ['he'];
    expect(checkBrand(parse(data))).toEqual([
      { path: ['siteConfig', 'langsHiddenCallback', 0], message: '"he" is not among the brand\'s languages' },
    ]);
  });

  it('requires the id to match the folder', () => {
    expect(checkBrand(parse(mainBrandJson()), 'other')).toEqual([{ path: ['id'], message: 'must equal the folder name "other"' }]);
  });

  it('refuses a domain claimed by two brands', () => {
    const main = parse(mainBrandJson());
    const vip = parse({ ...vipBrandJson(), domains: ['vip.betportal.test', 'betportal.test'] });
    expect(checkBrandSet([
      { file: 'brands/main/brand.json', brand: main },
      { file: 'brands/vip/brand.json', brand: vip },
    ])).toEqual([
      {
        file: 'brands/vip/brand.json',
        issue: { path: ['domains', 1], message: 'domain "betportal.test" is already claimed by brands/main/brand.json' },
      },
    ]);
  });
});

describe('brand registry', () => {
  const files = () => ({
    'brands/main/brand.json': mainBrandJson(),
    'brands/main/pages/home.json': structuredClone(homeMain),
    'brands/vip/brand.json': vipBrandJson(),
  });

  it('indexes brands by id and by domain', () => {
    const registry = buildBrandRegistry(files());
    expect([...registry.byId.keys()]).toEqual(['main', 'vip']);
    expect(registry.byHost.get('vip.betportal.test')?.id).toBe('vip');
    expect(registry.byId.get('main')?.pages.get('home')?.content[0]?.type).toBe('hero');
  });

  it("stops with 'no site config' when a brand has none", () => {
    const input = files();
    delete (input['brands/vip/brand.json'] as Record<string, unknown>).siteConfig;
    expect(() => buildBrandRegistry(input)).toThrow(MissingSiteConfigError);
    expect(() => buildBrandRegistry(input)).toThrow(/^no site config$/);
  });

  it('stops on a domain claimed twice, naming the file', () => {
    const input = files();
    (input['brands/vip/brand.json'] as Record<string, any>).domains = ['localhost'];
    expect(() => buildBrandRegistry(input)).toThrow(
      'brands/vip/brand.json: domains[0]: domain "localhost" is already claimed by brands/main/brand.json',
    );
  });

  it('stops on a bad page schema, naming page file, block index and field', () => {
    const input = files();
    const page = input['brands/main/pages/home.json'] as Record<string, any>;
    const index = (page.content as { type: string }[]).findIndex((block) => block.type === 'infoCards');
    page.content[index].props.items[0].icon = 'rocket';
    expect(() => buildBrandRegistry(input)).toThrow(new RegExp(String.raw`^brands/main/pages/home\.json: content\[${index}\]\.props\.items\[0\]\.icon: .*\(block "infoCards"\)$`));
  });

  it('maps localhost and 127.0.0.1 to main, the VIP domain to vip, with any port or case', () => {
    expect(resolveBrand(brands, 'localhost:4321', null, false)?.id).toBe('main');
    expect(resolveBrand(brands, '127.0.0.1', null, false)?.id).toBe('main');
    expect(resolveBrand(brands, 'VIP.BetPortal.test:8080', null, false)?.id).toBe('vip');
    expect(resolveBrand(brands, 'unknown.test', null, false)).toBeNull();
  });

  it('honours the brand override only when allowed (development)', () => {
    expect(resolveBrand(brands, 'localhost', 'vip', true)?.id).toBe('vip');
    expect(resolveBrand(brands, 'localhost', 'vip', false)?.id).toBe('main');
    expect(resolveBrand(brands, 'localhost', 'nope', true)?.id).toBe('main');
  });

  it.each([
    ['example.test:443', 'example.test'],
    ['[::1]:4321', '[::1]'],
    ['Example.TEST.', 'example.test'],
    ['', ''],
  ])('hostnameOf(%j) is %j', (host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});
