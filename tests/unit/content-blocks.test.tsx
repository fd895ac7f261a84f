/**
 * The blocks of real pages: their props schemas accept what an editor writes and
 * refuse bad input naming the field; the registry covers them; their server-rendered markup has no
 * `style` attribute (the portal's CSP forbids inline styles) and no active content; the calculator
 * and media rules they use.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { blockPropsSchemas, gameRowChampSchema, isHttpsUrl, isPortalPath } from '../../schemas/blocks.ts';
import { sanitizeRichText } from '../../schemas/rich-text.ts';
import { feedChamps } from '../../src/domain/feed/slugs.ts';
import { blockHref } from '../../src/domain/block-links.ts';
import { calculate, calculatorSystemSizes } from '../../src/domain/coupon/calculator.ts';
import { floorMinor, potentialPayout } from '../../src/domain/coupon/arithmetic.ts';
import { mediaImageView, mediaUrl, parseRenditionFile, renditionWidths } from '../../src/domain/media.ts';
import en from '../../src/i18n/locales/en.json';
import RichText from '../../src/islands/content/RichText.tsx';
import ImageFigure from '../../src/islands/content/ImageFigure.tsx';
import Banner from '../../src/islands/content/Banner.tsx';
import CallToAction from '../../src/islands/content/CallToAction.tsx';
import PromoCards from '../../src/islands/content/PromoCards.tsx';
import DataTable from '../../src/islands/content/DataTable.tsx';
import Tabs from '../../src/islands/content/Tabs.tsx';
import Accordion from '../../src/islands/content/Accordion.tsx';
import Contacts, { CONTACTS_KEYS } from '../../src/islands/content/Contacts.tsx';
import AppDownload, { APP_DOWNLOAD_KEYS } from '../../src/islands/content/AppDownload.tsx';
import { SAMPLE_IMAGE } from '../../src/islands/content/fixtures.ts';

const NEW_BLOCKS = ['richText', 'image', 'banner', 'cta', 'promoCards', 'gameRows', 'table', 'tabs', 'accordion', 'contacts', 'appDownload', 'bettingCalculator'] as const;
const MEDIA_ID = '0123456789abcdef01234567';

/** Valid props of each new block, as an editor would write them. */
const VALID: Record<(typeof NEW_BLOCKS)[number], unknown> = {
  richText: { html: { en: '<p>Hello <strong>world</strong></p>', ru: '<p>Привет</p>' } },
  image: { mediaId: MEDIA_ID, caption: { en: 'Caption' }, size: 'wide' },
  banner: { mediaId: MEDIA_ID, title: { en: 'Matchday' }, ctaLabel: { en: 'Bet now' }, ctaHref: '/line/top' },
  cta: { label: { en: 'Register' }, href: 'https://www.begambleaware.org/', tone: 'secondary' },
  promoCards: { items: [{ title: { en: 'Bonus bet' }, text: { en: 'On expresses' }, mediaId: MEDIA_ID, linkLabel: { en: 'More' }, href: '/information/howtobet' }] },
  gameRows: { title: { en: 'Premier League' }, champ: 'premier-league', onlyTop: false, limit: 5 },
  table: { caption: { en: 'Statuses' }, header: [{ text: { en: 'Id' } }, { text: { en: 'Status' } }], rows: [{ cells: [{ text: { en: '1' } }, { text: { en: 'Won' } }] }] },
  tabs: { title: { en: 'Coupon types' }, items: [{ title: { en: 'Single' }, html: { en: '<p>One</p>' } }] },
  accordion: { items: [{ title: { en: 'Void' }, html: { en: '<p>Odds 1</p>' } }] },
  contacts: { title: { en: 'Contacts' } },
  appDownload: { title: { en: 'Apps' }, androidUrl: 'https://play.google.com/store/apps/details?id=test.example' },
  bettingCalculator: { title: { en: 'Calculator' }, initialType: 'system' },
};

/** Bad props and the field each must name. */
const INVALID: [string, (typeof NEW_BLOCKS)[number], unknown, string][] = [
  ['script in rich text', 'richText', { html: { en: '<script>alert(1)</script>' } }, 'html.en'],
  ['a media id that is not one', 'image', { mediaId: '../../etc/passwd' }, 'mediaId'],
  ['a banner button without its link', 'banner', { mediaId: MEDIA_ID, title: { en: 'x' }, ctaLabel: { en: 'Go' } }, 'ctaHref'],
  ['a javascript: link', 'cta', { label: { en: 'x' }, href: 'javascript:alert(1)' }, 'href'],
  ['a protocol-relative link', 'cta', { label: { en: 'x' }, href: '//evil.test/' }, 'href'],
  ['an http link', 'cta', { label: { en: 'x' }, href: 'http://example.test/' }, 'href'],
  ['a backslash path', 'cta', { label: { en: 'x' }, href: '/\\evil.test' }, 'href'],
  ['an unknown tone', 'cta', { label: { en: 'x' }, href: '/', tone: 'neon' }, 'tone'],
  ['a card link without label', 'promoCards', { items: [{ title: { en: 'x' }, text: { en: 'y' }, href: '/promo' }] }, 'items.0.href'],
  ['an unknown champ', 'gameRows', { title: { en: 'x' }, champ: 'no-such-league' }, 'champ'],
  ['a row with a missing cell', 'table', { header: [{ text: { en: 'a' } }, { text: { en: 'b' } }], rows: [{ cells: [{ text: { en: '1' } }] }] }, 'rows.0.cells'],
  ['script in a tab', 'tabs', { title: { en: 'x' }, items: [{ title: { en: 't' }, html: { en: '<p onclick="x()">a</p>' } }] }, 'items.0.html.en'],
  ['no sections', 'accordion', { items: [] }, 'items'],
  ['a made-up store link', 'appDownload', { title: { en: 'x' }, iosUrl: 'https://apps.example.test/app' }, 'iosUrl'],
  ['an unknown coupon type', 'bettingCalculator', { title: { en: 'x' }, initialType: 'chain' }, 'initialType'],
  ['an unknown prop', 'contacts', { title: { en: 'x' }, fax: '+1' }, ''],
];

describe('props of the new blocks', () => {
  it('are in the block map', () => {
    for (const type of NEW_BLOCKS) expect(Object.keys(blockPropsSchemas)).toContain(type);
  });

  it.each(NEW_BLOCKS)('%s accepts an editor\'s props', (type) => {
    const result = blockPropsSchemas[type].safeParse(VALID[type]);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it.each(INVALID)('%s is refused naming the field', (_name, type, props, field) => {
    const result = blockPropsSchemas[type].safeParse(props);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('gameRows champs are all or the running catalogue\'s champ slugs', () => {
    for (const champ of ['all', ...feedChamps().map((c) => c.slug)]) expect(gameRowChampSchema.safeParse(champ).success).toBe(true);
    expect(gameRowChampSchema.safeParse('no-such-league').success).toBe(false);
    expect(gameRowChampSchema.safeParse('Premier League').success).toBe(false);
  });

  it('carry editor hints for rich text, media and links', () => {
    expect(blockPropsSchemas.richText.shape.html.meta()).toMatchObject({ editor: 'richText' });
    expect(blockPropsSchemas.image.shape.mediaId.meta()).toMatchObject({ editor: 'media' });
    expect(blockPropsSchemas.cta.shape.href.meta()).toMatchObject({ editor: 'link' });
  });
});

describe('links written in blocks', () => {
  it.each([
    ['/line/top', true], ['/information/about#x', true], ['/', true], ['//evil.test', false], ['/\\evil', false], ['/a b', false], ['line', false],
  ])('isPortalPath(%s) = %s', (href, expected) => expect(isPortalPath(href as string)).toBe(expected));

  it.each([
    ['https://www.begambleaware.org/', true], ['http://x.test/', false], ['https://user:pw@x.test/', false], ['https://', false], ['javascript:alert(1)', false],
  ])('isHttpsUrl(%s) = %s', (href, expected) => expect(isHttpsUrl(href as string)).toBe(expected));

  it('put the page language in front of site paths only', () => {
    expect(blockHref('en', '/line/top')).toEqual({ href: '/en/line/top', external: false });
    expect(blockHref('ru', '/en/line/top')).toEqual({ href: '/en/line/top', external: false });
    expect(blockHref('ru', 'https://x.test/')).toEqual({ href: 'https://x.test/', external: true });
  });
});

describe('server-rendered markup of the block views', () => {
  const messages = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, (en as Record<string, string>)[k]!]));
  const views: [string, string][] = [
    ['RichText', renderToString(<RichText html={sanitizeRichText('<p style="color:red" onclick="x()">a</p><script>alert(1)</script>')} />)],
    ['ImageFigure', renderToString(<ImageFigure image={SAMPLE_IMAGE} caption="c" size="content" />)],
    ['Banner', renderToString(<Banner image={SAMPLE_IMAGE} title="t" text="x" cta={{ label: 'go', href: '/en/line' }} tone="accent" />)],
    ['CallToAction', renderToString(<CallToAction label="go" href="/en/registration" external={false} tone="primary" />)],
    ['PromoCards', renderToString(<PromoCards cards={[{ title: 't', text: 'x', image: SAMPLE_IMAGE, link: { label: 'l', href: '/en/promo' } }]} />)],
    ['DataTable', renderToString(<DataTable header={['a']} rows={[['1']]} caption="c" />)],
    ['Tabs', renderToString(<Tabs locale="en" title="t" items={[{ title: 'a', html: '<p>1</p>' }, { title: 'b', html: '<p>2</p>' }]} />)],
    ['Accordion', renderToString(<Accordion locale="en" items={[{ title: 'a', html: '<p>1</p>' }]} />)],
    ['Contacts', renderToString(<Contacts lng="en" locale="en" messages={messages(CONTACTS_KEYS)} title="t" email="support@betportal.test" phone="+44 20 7946 0000" social={[{ name: 'Telegram', link: 'https://t.me/x' }]} />)],
    ['AppDownload', renderToString(<AppDownload lng="en" locale="en" messages={messages(APP_DOWNLOAD_KEYS)} title="t" siteHost="betportal.test" />)],
  ];

  it.each(views)('%s has no style attribute and no active content', (_name, html) => {
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
  });

  it('the image has its srcset, sizes, intrinsic size and lazy loading', () => {
    const html = views.find(([name]) => name === 'ImageFigure')![1];
    expect(html).toMatch(new RegExp(`srcSet="${mediaUrl(MEDIA_ID, 320)} 320w, `, 'i'));
    expect(html).toContain('sizes="(min-width: 960px) 720px, 100vw"');
    expect(html).toMatch(/width="1600" height="900"/);
    expect(html).toContain('loading="lazy"');
  });

  it('app download lists no store link without an app, and only the given ones with', () => {
    const none = views.find(([name]) => name === 'AppDownload')![1];
    expect(none).not.toMatch(/play\.google|apps\.apple/);
    const withApp = renderToString(<AppDownload lng="en" locale="en" messages={messages(APP_DOWNLOAD_KEYS)} title="t" siteHost="x" androidUrl="https://play.google.com/store/apps/details?id=a.b" />);
    expect(withApp).toContain('https://play.google.com/store/apps/details?id=a.b');
    expect(withApp).not.toContain('apps.apple');
  });
});

describe('betting calculator figures', () => {
  it('an express pays stake × product of the odds, rounded down once', () => {
    const result = calculate({ type: 'express', coefs: [1.91, 1.91, 1.91], stakeMinor: 1000 });
    const legs = [1910, 1910, 1910].map((coefMilli) => ({ coefMilli }));
    expect(result).toEqual({ ok: true, lines: 1, totalStakeMinor: 1000, totalCoef: 6.968, payoutMinor: floorMinor(potentialPayout(1, legs, { amountMinor: 1000 })) });
    expect(result.ok && result.payoutMinor).toBe(6967);
  });

  it('a system k of n has C(n, k) bets at the stake each', () => {
    const result = calculate({ type: 'system', coefs: [1.5, 2, 2.5, 3], stakeMinor: 100, systemValue: 3 });
    expect(result).toMatchObject({ ok: true, lines: 4, totalStakeMinor: 400, totalCoef: null });
    expect(calculatorSystemSizes(4)).toEqual([{ value: 2, legs: 4, combo: 6 }, { value: 3, legs: 4, combo: 4 }]);
  });

  it('a single reads the first selection only', () => {
    expect(calculate({ type: 'single', coefs: [2, null], stakeMinor: 500 })).toMatchObject({ ok: true, lines: 1, payoutMinor: 1000 });
  });

  it('says what is missing instead of throwing', () => {
    expect(calculate({ type: 'express', coefs: [1.5, null], stakeMinor: 100 })).toEqual({ ok: false, problem: 'figures' });
    expect(calculate({ type: 'express', coefs: [1.005], stakeMinor: 100 })).toEqual({ ok: false, problem: 'figures' });
    expect(calculate({ type: 'express', coefs: [1.5], stakeMinor: 0 })).toEqual({ ok: false, problem: 'figures' });
    expect(calculate({ type: 'system', coefs: [1.5, 2], stakeMinor: 100 })).toEqual({ ok: false, problem: 'system_legs' });
  });
});

describe('media rules', () => {
  it('resizes to the standard widths up to the original, never enlarging', () => {
    expect(renditionWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(renditionWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(renditionWidths(200)).toEqual([200]);
    expect(renditionWidths(640)).toEqual([320, 640]);
  });

  it('parses rendition file names strictly', () => {
    expect(parseRenditionFile('640.webp')).toEqual({ width: 640, ext: 'webp' });
    for (const bad of ['0640.webp', '640', '640.webp/x', '-1.webp', '640.WEBP', '999999.webp', '..%2f.webp']) expect(parseRenditionFile(bad)).toBeNull();
  });

  it('builds the view with a middle src, the srcset and the largest size', () => {
    const view = mediaImageView({ id: MEDIA_ID, brandId: 'main', widths: [320, 640, 700], width: 700, height: 350, alt: { en: 'x' } }, 'x');
    expect(view).toEqual({ id: MEDIA_ID, src: mediaUrl(MEDIA_ID, 700), srcSet: `/media/${MEDIA_ID}/320.webp 320w, /media/${MEDIA_ID}/640.webp 640w, /media/${MEDIA_ID}/700.webp 700w`, width: 700, height: 350, alt: 'x' });
  });
});
