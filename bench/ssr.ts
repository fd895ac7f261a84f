/** `npm run bench:ssr`: the home page (/ru, brand main) against a bare node:http server; see page-bench.ts. */
import { benchPage } from './page-bench.ts';

await benchPage('/ru');
