/**
 * The personal-read watch of shared player pages (src/server/player-pages.ts): reading the shared
 * facts of the player keeps a render shareable; reading who the player is, their session or CSRF
 * token, or spreading the player, makes it personal; the variant changes with every shared fact.
 */
import { describe, expect, it } from 'vitest';
import { markPersonal, playerPageVariant, SHARED_PLAYER_FIELDS, watchPersonalReads } from '../../src/server/player-pages.ts';
import type { SessionPlayer } from '../../src/domain/player/session-player.ts';
import { DEFAULT_USER_SETTINGS } from '../../src/domain/office/settings.ts';

const PLAYER: SessionPlayer = {
  id: 7, email: 'seven@example.com', phone: null, login: null, userName: 'Seven', countryCode: 'gb', activationType: 1, totpEnabled: false,
  banLevel: 0, banVersion: 0, termsVersion: 3, bonusChoice: null, transferKind: 'none' as SessionPlayer['transferKind'], transferKey: null,
};

function locals(): App.Locals {
  return { brand: { id: 'main', features: { sports: true } }, lng: 'en', player: { ...PLAYER }, playerId: 7, sessionId: 'session', csrfToken: 'token', userSettings: DEFAULT_USER_SETTINGS } as unknown as App.Locals;
}

describe('personal reads of a player page', () => {
  it('reading only the shared facts and whether a player is logged in keeps the render shareable', () => {
    const l = locals();
    const reads = watchPersonalReads(l);
    expect(l.player !== undefined).toBe(true);
    for (const field of SHARED_PLAYER_FIELDS) expect(l.player![field]).toBe(PLAYER[field]);
    expect(l.userSettings).toBe(DEFAULT_USER_SETTINGS);
    expect(reads.personal).toBe(false);
  });

  it.each([
    ['the id', (l: App.Locals) => l.player!.id],
    ['the e-mail', (l: App.Locals) => l.player!.email],
    ['locals.playerId', (l: App.Locals) => l.playerId],
    ['locals.sessionId', (l: App.Locals) => l.sessionId],
    ['locals.csrfToken', (l: App.Locals) => l.csrfToken],
    ['a spread of the player', (l: App.Locals) => ({ ...l.player })],
    ['the player as JSON', (l: App.Locals) => JSON.stringify(l.player)],
    ['a page marked private', (l: App.Locals) => markPersonal(l)],
  ])('reading %s makes it personal, values unchanged', (_, read) => {
    const l = locals();
    const reads = watchPersonalReads(l);
    read(l);
    expect(reads.personal).toBe(true);
    expect([l.playerId, l.sessionId, l.player!.email]).toEqual([7, 'session', 'seven@example.com']);
  });

  it('the variant names every shared fact and the settings, never the identity', () => {
    const base = playerPageVariant(locals());
    expect(base).not.toContain('seven@example.com');
    const banned = locals();
    banned.player = { ...PLAYER, banLevel: 2 };
    expect(playerPageVariant(banned)).not.toBe(base);
    const zone = locals();
    zone.userSettings = { ...DEFAULT_USER_SETTINGS, timeZone: 'Asia/Kolkata' };
    expect(playerPageVariant(zone)).not.toBe(base);
    const other = locals();
    other.player = { ...PLAYER, id: 8, email: 'eight@example.com' };
    expect(playerPageVariant(other)).toBe(base);
  });
});
