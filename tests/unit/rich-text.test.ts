/**
 * The rich text sanitiser (schemas/rich-text.ts): a table of XSS payloads comes out
 * inert (no script, handler, style, embedded content or unsafe URL survives), safe markup is kept,
 * and the page validation refuses a payload naming the block index and the language's field.
 */
import { describe, expect, it } from 'vitest';
import { richTextProblem, sanitizeRichText } from '../../schemas/rich-text.ts';
import { localizedHtmlSchema } from '../../schemas/blocks.ts';
import { parsePage } from '../../schemas/page.ts';
import { blockSchemas } from '../../src/registry/schemas.ts';
import { ConfigFileError } from '../../schemas/errors.ts';

/** Payloads from the OWASP XSS filter evasion cheat sheet and mutation-XSS reports. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.test/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//xss.test/">protocol-relative</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<style>@import "https://xss.test/x.css";</style>',
  '<link rel=stylesheet href="https://xss.test/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://xss.test/">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="https://ok.test/" onclick="alert(1)">ok</a>',
  '<div><h2 class="x" id="y">t</h2></div>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>x</marquee>',
];

/** True when the HTML, parsed by a browser, could run anything. */
function looksActive(html: string): boolean {
  return (
    /<\s*(script|style|iframe|object|embed|form|input|svg|math|img|link|meta|base|template|noscript|video|source|body|details|marquee)\b/i.test(html) ||
    /\son[a-z]+\s*=/i.test(html) ||
    /\sstyle\s*=/i.test(html) ||
    /(javascript|vbscript|data):/i.test(html) ||
    /href="\/\//i.test(html)
  );
}

describe('sanitizeRichText', () => {
  it.each(PAYLOADS)('%s comes out inert', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(looksActive(clean), clean).toBe(false);
    // Idempotent: sanitising again changes nothing.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it.each(PAYLOADS.filter((p) => !p.startsWith('<div><h2')))('%s is refused on save', (payload) => {
    expect(richTextProblem(payload)).toMatch(/not allowed/);
  });

  it('keeps the safe subset as written', () => {
    const html = '<h2>Rules</h2><p>An <strong>express</strong> pays when <em>every</em> selection wins.</p><ul><li>one</li><li>two</li></ul>'
      + '<p><a href="/information/rules/1" title="Rules">rules</a>, <a href="https://www.begambleaware.org/">help</a>, <a href="mailto:support@betportal.test">mail</a>, <a href="tel:+442079460000">call</a></p>'
      + '<table><thead><tr><th scope="col">Id</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><blockquote>q</blockquote><hr /><pre><code>x</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(richTextProblem(html)).toBeNull();
  });

  it('does not count differences of form as problems', () => {
    expect(richTextProblem('<p>unclosed <em>emphasis')).toBeNull();
    expect(richTextProblem('<ul><li>a<li>b</ul>')).toBeNull();
    expect(richTextProblem('fish & chips < 5')).toBeNull();
    expect(sanitizeRichText('fish & chips < 5')).toBe('fish &amp; chips &lt; 5');
  });
});

describe('rich text in page validation', () => {
  it('refuses markup the sanitiser would remove, naming the language', () => {
    const result = localizedHtmlSchema(1000).safeParse({ en: '<p>ok</p>', ru: '<p>x</p><script>alert(1)</script>' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['ru']);
  });

  it('names the block index and field of a page with a script in rich text', () => {
    const page = {
      schemaVersion: 2,
      root: { props: { title: { en: 'Page' } } },
      content: [
        { type: 'cta', props: { label: { en: 'Go' }, href: '/line/top' } },
        { type: 'richText', props: { html: { en: '<p>hello</p><img src=x onerror=alert(1)>' } } },
      ],
    };
    try {
      parsePage(blockSchemas, page, 'landing');
      expect.unreachable('the page was accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigFileError);
      expect((error as ConfigFileError).issues.map((i) => i.path.join('.'))).toEqual(['content.1.props.html.en']);
      expect((error as ConfigFileError).issues[0]!.message).toMatch(/not allowed.*block "richText"/);
    }
  });
});
