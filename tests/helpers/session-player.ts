/** A logged-in player as the session step leaves it in `locals.player`, for tests of the steps after it. */
import type { SessionPlayer } from '../../src/domain/player/session-player.ts';

/** Player 7 with no ban, no transfer, who accepted terms version `termsVersion`. */
export function sessionPlayer(termsVersion: number, fields: Partial<SessionPlayer> = {}): SessionPlayer {
  return {
    id: 7, email: 'player@example.com', phone: null, login: null, userName: null, countryCode: 'DE', activationType: 1,
    totpEnabled: false, banLevel: 0, banVersion: 0, termsVersion, bonusChoice: null, transferKind: 'none', transferKey: null,
    ...fields,
  };
}
