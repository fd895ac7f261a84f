// Prepares a start: builds when needed, then creates/migrates/seeds the database and imports the
// feed (scripts/db-setup.ts) — once, before any server process opens it. Run by `npm start`
// (scripts/start.mjs) and `npm run cluster` (scripts/cluster.ts) before they serve.
// "When needed": no build yet, or a source file newer than the build. The data folder (data/: the
// sport catalogue and the feed's files) is read by the server at its start, never built in, so a
// changed catalogue or a new league file needs only a restart.
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const entry = join(root, 'dist/server/entry.mjs');
const SOURCES = ['src', 'brands', 'schemas', 'public', 'drizzle', 'astro.config.mjs', 'package.json'];

function newest(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full, { recursive: true })
    .map((name) => statSync(join(full, String(name))).mtimeMs)
    .reduce((a, b) => Math.max(a, b), stat.mtimeMs);
}

const stale = !existsSync(entry) || SOURCES.some((path) => newest(path) > statSync(entry).mtimeMs);
if (stale) {
  console.log('portal: building…');
  const build = spawnSync('npx', ['astro', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const setup = spawnSync(process.execPath, [join(root, 'scripts/db-setup.ts')], { cwd: root, stdio: 'inherit' });
if (setup.status !== 0) process.exit(setup.status ?? 1);
