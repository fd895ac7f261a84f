/**
 * `npm run bench:line`: the line page listing at least 300 games (brand main, Russian; its first
 * LIST_RENDER_ROWS rendered, the rest appended as the player scrolls) against a bare node:http
 * server sending the same bytes; see page-bench.ts. Goal: at least 25 % of the bare server's
 * requests/s.
 */
import { benchPage } from './page-bench.ts';

const PATH = process.env.BENCH_LINE_PATH ?? '/ru/line/all/football?limit=300';

const ratio = await benchPage(PATH, (html) => {
  const shown = Number(/data-shown="(\d+)"/.exec(html)?.[1] ?? 0);
  if (shown < 300) throw new Error(`the line page lists ${shown} games, fewer than 300`);
  const rows = (html.match(/<li class="game" data-game=/g) ?? []).length;
  return `${shown} games listed, ${rows} rendered in the page (the rest come as the player scrolls)`;
});
console.log(`goal ≥ 0.25 of the bare server's requests/s: ${ratio >= 0.25 ? 'met' : 'NOT met'}`);
