/**
 * PostgreSQL array literals for bound parameters: a list passed as ONE parameter (`${pgArray(xs)}::text[]`),
 * so no value is ever spliced into the SQL text.
 */

/** The array literal of `values`: text elements double-quoted with `\` and `"` escaped, null as NULL, numbers and booleans as written. */
export function pgArray(values: readonly (string | number | boolean | null)[]): string {
  return `{${values
    .map((v) => (v === null ? 'NULL' : typeof v === 'string' ? `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : String(v)))
    .join(',')}}`;
}
