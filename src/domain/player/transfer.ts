/**
 * User transfer of spec §4 (User transfer) and §6 ("A user transfer modal shows when an office
 * transfer is required"): a required transfer sends the player to the phone-code flow unless on
 * registration; the query flag `transfered` marks completion.
 */
import { splitLanguagePrefix } from '../routing/resolve.ts';

/** Path of the phone-code transfer flow, without the language prefix. */
export const USER_TRANSFER_PATH = '/user-transfer';
/** Query flag set when the transfer is done (spelling as in spec §4). */
export const TRANSFER_DONE_FLAG = 'transfered';

/** Input of {@link userTransferRedirect}. */
export interface UserTransferInput {
  /** An office transfer is required for this player. */
  transferRequired: boolean;
  /** URL path with or without the language prefix, no query. */
  path: string;
  /** URL query of the request. */
  query: URLSearchParams;
}

/**
 * True on the registration pages: `/registration` and anything under `/registration/`, with or
 * without the language prefix.
 * @param path URL path
 */
export function isRegistrationPath(path: string): boolean {
  const rest = splitLanguagePrefix(path).rest;
  return rest === '/registration' || rest.startsWith('/registration/');
}

/**
 * Where a required user transfer sends the player, or null to stay (spec §4 User transfer):
 * null when no transfer is required, when the `transfered` query flag is present (any value:
 * the transfer is complete), on registration pages, or already in the transfer flow; otherwise
 * {@link USER_TRANSFER_PATH} (without language prefix; the caller adds it).
 */
export function userTransferRedirect({ transferRequired, path, query }: UserTransferInput): typeof USER_TRANSFER_PATH | null {
  if (!transferRequired || query.has(TRANSFER_DONE_FLAG)) return null;
  const rest = splitLanguagePrefix(path).rest;
  if (isRegistrationPath(rest) || rest === USER_TRANSFER_PATH || rest.startsWith(`${USER_TRANSFER_PATH}/`)) return null;
  return USER_TRANSFER_PATH;
}
