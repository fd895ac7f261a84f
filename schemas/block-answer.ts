/**
 * The answer of `GET /blocks-api/api/v1/block/light` (spec §7; §4 Block state). The browser
 * checks it on every page (src/client/shell/block-check.ts: a malformed answer is logged and ignored,
 * spec §8) with {@link blockAnswerProblems}, a plain check rather than a zod schema, so the page's
 * first JavaScript carries no schema library; the server builds the answer from this type
 * (src/server/block-state.ts), and tests/unit/block-decision.test.ts holds the check to it.
 */

/** The answer's `data`. */
export interface BlockLightData {
  /** 1: the page shows the block page of `templateTypeId`; 0: nothing is blocked. */
  displayTypeId: 0 | 1;
  /** The block reason (spec §4: 4 site-updates, 16 suspension, 1/2/3/5/14 block, 13 block-ua, 17 block-ie, 8 coming-soon), null when none. */
  templateTypeId: number | null;
  /** A guest must log in before any page but home (spec §6 VIP rule). */
  authNeed: boolean;
  /** The visitor's country (ISO 3166-1 alpha-2) as GeoIP found it, null when unknown. */
  countryCode: string | null;
  /** The stage the query named (non-production only). */
  stage?: string;
}

/**
 * What is wrong with an answer, field by field (`data.templateTypeId: …`); empty for a
 * well-formed `{ data: BlockLightData }`.
 */
export function blockAnswerProblems(value: unknown): string[] {
  const data = typeof value === 'object' && value !== null ? (value as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null) return ['data: expected an object'];
  const d = data as Record<string, unknown>;
  const problems: string[] = [];
  if (d.displayTypeId !== 0 && d.displayTypeId !== 1) problems.push('data.displayTypeId: expected 0 or 1');
  if (d.templateTypeId !== null && !(Number.isInteger(d.templateTypeId) && (d.templateTypeId as number) >= 0)) problems.push('data.templateTypeId: expected a non-negative integer or null');
  if (typeof d.authNeed !== 'boolean') problems.push('data.authNeed: expected a boolean');
  if (d.countryCode !== null && !(typeof d.countryCode === 'string' && /^[A-Z]{2}$/.test(d.countryCode))) problems.push('data.countryCode: expected a country code or null');
  if (d.stage !== undefined && typeof d.stage !== 'string') problems.push('data.stage: expected a string');
  return problems;
}
