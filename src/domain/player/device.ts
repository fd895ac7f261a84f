/**
 * The device a session was started from, as the office security page lists it (spec §2 office
 * `security`: active sessions): browser and major version, operating system, platform type, parsed
 * from the User-Agent header with bowser. The label is shown to the player, never used to decide
 * anything (a User-Agent is the client's claim).
 */
import Bowser from 'bowser';

/** Longest label kept (characters). */
export const DEVICE_LABEL_MAX = 120;

/**
 * "Chrome 156 · Linux · desktop" for a User-Agent; null when there is none or nothing in it is
 * recognised.
 */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent.slice(0, 1000));
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName].filter(Boolean).join(' ');
  const label = [browser, os, parsed.platform.type].filter((part) => part && part.length > 0).join(' · ');
  return label.length > 0 ? label.slice(0, DEVICE_LABEL_MAX) : null;
}
