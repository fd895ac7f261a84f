/**
 * The front matter of a content seed file (content/README.md "File format"): `title` and
 * `description`, and `date` (a calendar day `YYYY-MM-DD`, UTC) on news articles only — the day the
 * article is published, its place in the news list (newest first). Which families take `date` is
 * a rule of the seed (src/server/cms/seed.ts), not of this shape.
 */
import { z } from 'zod';
import { isoDay, safeString } from './primitives.ts';

/** Front matter keys in their written order. */
export const CONTENT_FRONT_MATTER_KEYS = ['title', 'description', 'date'] as const;

/** A content file's front matter, values as written (plain YAML scalars). */
export const contentFrontMatterSchema = z.strictObject({
  title: safeString().trim().min(1),
  description: safeString().trim().min(1),
  date: isoDay.optional(),
});
