import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: `npx drizzle-kit generate` writes SQL migrations to drizzle/ from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
