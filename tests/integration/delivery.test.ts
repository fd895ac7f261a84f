/**
 * How the built server delivers pages on the shared server (scripts/serve.ts, BaseHtml.astro):
 * responses are compressed as Accept-Encoding allows (brotli, else gzip, else as written), the
 * live stream never is (its events must arrive as they are written), and a page carries its
 * styles — no stylesheet request stands between the HTML and the first paint — with each inline
 * style's hash in the page's CSP; an area's styles (src/styles/areas.ts) only on the pages that show
 * that area.
 */
import { createHash } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { get, getBytes } from '../helpers/server.ts';

const base = () => inject('portalUrl');
const HOST = { host: 'betportal.test' };

/** The `<style>` elements' texts of a page. */
const inlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
/** The hashes of a CSP directive. */
function directiveHashes(csp: string, name: string): string[] {
  const directive = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  return [...directive.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]!);
}

describe('compression', () => {
  it('sends a page with brotli or gzip as asked, and as written when not asked', async () => {
    const plain = await getBytes(base(), '/en', HOST);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/i);

    const br = await getBytes(base(), '/en', { ...HOST, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const unpacked = brotliDecompressSync(br.body).toString('utf8');
    expect(unpacked).toMatch(/^<!DOCTYPE html>/i);
    expect(unpacked).toContain('<h1>');
    // A page compresses to well under half its size.
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await getBytes(base(), '/en', { ...HOST, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toContain('<h1>');
  });

  it('compresses the scripts of the build', async () => {
    const page = await get(base(), '/en', HOST);
    const script = /<astro-island[^>]*renderer-url="(\/_astro\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const plain = await getBytes(base(), script!, HOST);
    const gzip = await getBytes(base(), script!, { ...HOST, 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toMatch(/immutable/);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('sends the live stream as written, its first lines at once', async () => {
    const stream = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(`${base()}/bff-api/feed/stream?games=4242`, { headers: { ...HOST, accept: 'text/event-stream', 'accept-encoding': 'gzip, br' } }, resolve);
      req.on('error', reject);
      req.end();
    });
    try {
      expect(stream.statusCode).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['content-encoding']).toBeUndefined();
      stream.setEncoding('utf8');
      // A compressor would hold these few bytes back until its buffer filled or the stream ended.
      const first = await new Promise<string>((resolve) => stream.once('data', resolve));
      expect(first).toContain('retry: 3000');
    } finally {
      stream.destroy();
    }
  });
});

describe('styles in the page', () => {
  it('has no stylesheet link and allows each of its inline styles by hash', async () => {
    const page = await get(base(), '/en', HOST);
    expect(page.body).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const styles = inlineStyles(page.body);
    // The brand's tokens and the bundled styles.
    expect(styles.some((css) => css.includes('@layer brand'))).toBe(true);
    expect(styles.some((css) => css.includes('.site-header'))).toBe(true);
    const allowed = directiveHashes(String(page.headers['content-security-policy']), 'style-src');
    for (const css of styles) expect(allowed).toContain(`sha256-${createHash('sha256').update(css).digest('base64')}`);
  });

  it('carries the area styles the page shows and not the others, each allowed by hash', async () => {
    // A rule only each area's stylesheet has.
    const marks = { sports: '.sports-page{', coupon: '.coupon-bet-head{', office: '.office-shell{', casino: '.casino-grid{', products: '.lotto-ball{', bonus: '.bonus-offers', responsible: '.rg-form{', betHistory: '.bet-coupon{' };
    const pages: [string, (keyof typeof marks)[]][] = [
      // Home shows the casino rows of the showcase (brands/main/pages/home.json).
      ['/en', ['sports', 'coupon', 'casino']],
      ['/en/line', ['sports', 'coupon']],
      ['/en/slots', ['casino']],
      ['/en/lotto', ['products']],
      ['/en/information/about', []],
    ];
    for (const [path, areas] of pages) {
      const page = await get(base(), path, HOST);
      expect(page.status, path).toBe(200);
      const styles = inlineStyles(page.body);
      const css = styles.join('');
      expect(css, path).toContain('.site-header');
      for (const [area, mark] of Object.entries(marks)) expect(css.includes(mark), `${path} ${area}`).toBe(areas.includes(area as keyof typeof marks));
      const allowed = directiveHashes(String(page.headers['content-security-policy']), 'style-src');
      for (const style of styles) expect(allowed, path).toContain(`sha256-${createHash('sha256').update(style).digest('base64')}`);
    }
  });

  it("carries each brand's own theme tokens", async () => {
    const main = inlineStyles((await get(base(), '/en', HOST)).body).find((css) => css.includes('@layer brand'));
    const vip = inlineStyles((await get(base(), '/en', { host: 'vip.betportal.test' })).body).find((css) => css.includes('@layer brand'));
    expect(main).toBeDefined();
    expect(vip).toBeDefined();
    expect(main).not.toBe(vip);
    // The same tokens the theme stylesheet answers.
    expect((await get(base(), '/theme.css', HOST)).body).toBe(main);
  });
});
