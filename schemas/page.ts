/**
 * Page schema: `{ schemaVersion, root: { props }, content: [{ type, props }] }` in the Puck
 * shape (design card; ARCHITECTURE "A page request"). The block union is derived from
 * the registry's props schemas, so a block without a registry entry, or with bad props, fails
 * validation with a message naming the page file, block index, type and field. Older versions
 * are upgraded by {@link migratePage} before validation.
 */
import { z } from 'zod';
import { ConfigFileError, type FieldIssue, zodIssuesToFieldIssues } from './errors.ts';
import { rootPropsSchema } from './blocks.ts';

/** The version written by the current code. */
export const CURRENT_PAGE_SCHEMA_VERSION = 2;

/** One ordered migration: upgrades a page from `from` to `from + 1`. */
interface PageMigration {
  /** Version the migration reads. */
  from: number;
  /** What changed, for people reading the list. */
  description: string;
  /** Returns the upgraded page; must not mutate its input. */
  migrate: (page: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * The ordered migrations. Version 1 kept root props flat on `root` (Puck before 0.15);
 * version 2 nests them under `root.props`.
 */
const PAGE_MIGRATIONS: readonly PageMigration[] = [
  {
    from: 1,
    description: 'root props move from root.* to root.props.*',
    migrate: (page) => {
      const root = (page.root ?? {}) as Record<string, unknown>;
      const { props, ...flat } = root;
      return { ...page, schemaVersion: 2, root: { props: { ...flat, ...(props as object | undefined) } } };
    },
  },
];

/**
 * Upgrades page data to {@link CURRENT_PAGE_SCHEMA_VERSION} by applying each migration in order.
 * Data without `schemaVersion` is version 1.
 * @throws ConfigFileError when the version is newer than this code or not an integer
 */
export function migratePage(data: unknown, file: string): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ConfigFileError(file, [{ path: [], message: 'a page must be a JSON object' }]);
  }
  let page = data as Record<string, unknown>;
  let version = page.schemaVersion ?? 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new ConfigFileError(file, [{ path: ['schemaVersion'], message: 'must be a positive integer' }]);
  }
  if (version > CURRENT_PAGE_SCHEMA_VERSION) {
    throw new ConfigFileError(file, [
      {
        path: ['schemaVersion'],
        message: `version ${version} is newer than this portal understands (${CURRENT_PAGE_SCHEMA_VERSION})`,
      },
    ]);
  }
  for (const migration of PAGE_MIGRATIONS) {
    if (migration.from === version) {
      page = migration.migrate(page);
      version = migration.from + 1;
    }
  }
  return page;
}

/** Builds the block union from a map of block type → props schema. */
function createBlockSchema<M extends Record<string, z.ZodType>>(blockSchemas: M) {
  const options = Object.entries(blockSchemas).map(([type, props]) =>
    z.strictObject({ type: z.literal(type), props }),
  );
  return z.discriminatedUnion('type', options as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<string>; props: z.ZodType }>,
  ]) as unknown as z.ZodType<
    { [K in keyof M]: { type: K; props: z.infer<M[K]> } }[keyof M],
    { [K in keyof M]: { type: K; props: z.input<M[K]> } }[keyof M]
  >;
}

/** Builds the page schema from a map of block type → props schema. */
export function createPageSchema<M extends Record<string, z.ZodType>>(blockSchemas: M) {
  return z.strictObject({
    /** Version of the page format; see {@link PAGE_MIGRATIONS}. */
    schemaVersion: z.literal(CURRENT_PAGE_SCHEMA_VERSION),
    /** Page-level props. */
    root: z.strictObject({ props: rootPropsSchema }),
    /** The blocks, rendered in order. */
    content: z.array(createBlockSchema(blockSchemas)),
  });
}

/** A validated page whose blocks come from the map `M`. */
export type PageData<M extends Record<string, z.ZodType>> = z.infer<ReturnType<typeof createPageSchema<M>>>;

/**
 * Migrates and validates a page file. Each failing field is reported with the block index and
 * type, e.g. `content[2].props.items[0].question.en: Too small (block "faq")`.
 * @throws ConfigFileError naming `file` and every failing field
 */
export function parsePage<M extends Record<string, z.ZodType>>(
  blockSchemas: M,
  data: unknown,
  file: string,
): PageData<M> {
  const migrated = migratePage(data, file) as Record<string, unknown>;
  const issues: FieldIssue[] = [];
  const content = Array.isArray(migrated.content) ? (migrated.content as unknown[]) : null;
  const known = Object.keys(blockSchemas);
  content?.forEach((block, index) => {
    const type = (block as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !Object.hasOwn(blockSchemas, type)) {
      issues.push({
        path: ['content', index, 'type'],
        message: `unknown block type ${JSON.stringify(type)}; the registry has: ${known.join(', ')}`,
      });
      return;
    }
    const props = blockSchemas[type]!.safeParse((block as { props?: unknown }).props);
    if (!props.success) {
      for (const issue of zodIssuesToFieldIssues(props.error, ['props'])) {
        issues.push({ path: ['content', index, ...issue.path], message: `${issue.message} (block "${type}")` });
      }
    }
  });
  if (issues.length > 0) throw new ConfigFileError(file, issues);
  const result = createPageSchema(blockSchemas).safeParse(migrated);
  if (!result.success) throw new ConfigFileError(file, zodIssuesToFieldIssues(result.error));
  return result.data as PageData<M>;
}
