/**
 * `npm run bench:cms`: a published CMS information page (/en/information/rules/1/2, brand main:
 * the betting rules' coupon types, read from the content store through the published-page cache
 * and the guest page cache) against a bare node:http server sending the same bytes; see
 * page-bench.ts.
 */
import { benchPage } from './page-bench.ts';

await benchPage('/en/information/rules/1/2', (html) => {
  // The rich-text block's element carries `rich-text` among its classes (RichTextBlock.astro).
  if (!/class="[^"]*\brich-text\b[^"]*"/.test(html)) throw new Error('the page has no rich text: not the CMS page');
  return 'CMS rich-text page';
});
