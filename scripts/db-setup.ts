/**
 * Creates, migrates and seeds the database named by the environment (PGlite under `.data/` by
 * default, PostgreSQL with DATABASE_URL), then closes it. Run by `npm start` before serving.
 */
import { openDatabase, optionsFromEnv } from '../src/server/db/client.ts';

const options = optionsFromEnv();
const database = await openDatabase(options);
await database.close();
console.log(`portal: database ready (${options.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${options.dataDir}`})`);
