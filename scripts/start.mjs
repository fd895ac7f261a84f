// Prepares (scripts/prepare.mjs: the build when needed, the database), then serves the portal on
// HOST:PORT (default 127.0.0.1:4321) through scripts/serve-cores.ts: one process per core on
// PostgreSQL (PORTAL_WORKERS overrides), one on PGlite (src/server/worker-count.ts).
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
await import(join(root, 'scripts/prepare.mjs'));
process.env.NODE_ENV ??= 'production';
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';
await import(join(root, 'scripts/serve-cores.ts'));
