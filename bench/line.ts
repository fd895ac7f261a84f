/**
 * `npm run bench:line`: the line page listing at least 300 games (brand main, Russian) against a
 * bare node:http server sending the same bytes; see page-bench.ts. Goal: at least 25 % of the
 * bare server's requests/s.
 */
import { benchPage } from './page-bench.ts';

const PATH = process.env.BENCH_LINE_PATH ?? '/ru/line/all/football?limit=300';

const ratio = await benchPage(PATH, (html) => {
  const games = (html.match(/<li class="game" data-game=/g) ?? []).length;
  if (games < 300) throw new Error(`the line page lists ${games} games, fewer than 300`);
  return `${games} games listed`;
});
console.log(`goal ≥ 0.25 of the bare server's requests/s: ${ratio >= 0.25 ? 'met' : 'NOT met'}`);
