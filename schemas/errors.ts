/**
 * Friendly parse errors for files edited by people (brand.json, page schemas): one message that
 * names the file and each failing field, e.g.
 * `brands/main/brand.json: siteConfig.minAge: Too small: expected number to be >=18`.
 */
import type { z } from 'zod';

/** A single problem found in a file: a field path and what is wrong with it. */
export interface FieldIssue {
  /** Path of the field inside the file, e.g. `["siteConfig", "minAge"]` or `["content", 2]`. */
  path: PropertyKey[];
  /** Human-readable reason. */
  message: string;
}

/** Formats a field path as `a.b[2].c`; the empty path is `(root)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/** Thrown when a brand file, page schema or site config cannot be used. */
export class ConfigFileError extends Error {
  override name = 'ConfigFileError';
  /** Path of the file, relative to the project root. */
  readonly file: string;
  /** Every problem found, each naming its field. */
  readonly issues: FieldIssue[];
  constructor(file: string, issues: FieldIssue[]) {
    super(
      issues.length === 1
        ? `${file}: ${formatPath(issues[0]!.path)}: ${issues[0]!.message}`
        : `${file} has ${issues.length} problems:\n${issues
            .map((issue) => `  - ${formatPath(issue.path)}: ${issue.message}`)
            .join('\n')}`,
    );
    this.file = file;
    this.issues = issues;
  }
}

/** Converts zod issues into {@link FieldIssue}s, prefixing each path with `prefix`. */
export function zodIssuesToFieldIssues(error: z.ZodError, prefix: PropertyKey[] = []): FieldIssue[] {
  return error.issues.map((issue) => ({ path: [...prefix, ...issue.path], message: issue.message }));
}

/**
 * Parses `data` with `schema`, throwing a {@link ConfigFileError} naming `file` and each field.
 * @throws ConfigFileError when the data does not match the schema
 */
export function parseFile<S extends z.ZodType>(schema: S, data: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ConfigFileError(file, zodIssuesToFieldIssues(result.error));
  return result.data;
}
