/**
 * Page data of the platform pages of spec §2 "Blocking and maintenance": the debugger
 * (non-production diagnostics).
 */
import type { Feature } from '../../../schemas/brand.ts';

/** `/debugger`: what is running and who is asking, for a developer or tester. */
export interface DebuggerData {
  /** The build's version (`/version.json`). */
  build: string;
  /** Node.js version of the server process. */
  node: string;
  /** The brand answering: id, name, the Host domains, languages (default first). */
  brand: { id: string; name: string; domains: readonly string[]; languages: readonly string[]; defaultLanguage: string };
  /** Every feature flag of the brand as the flag provider resolved it for this request. */
  flags: readonly { feature: Feature; on: boolean }[];
  /** The feed clock (ms since the epoch): now, whether it is pinned, and the wall clock. */
  clock: { feedNow: number; pinned: boolean; wallNow: number };
  /** The visitor's session: a player's id and session fingerprint (first 8 hex digits), or none. */
  session: { playerId: number; sessionTag: string | null } | null;
}
