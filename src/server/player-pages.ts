/**
 * Shared renders for logged-in players (a page render costs 10–30 ms of CPU, and most of a
 * player's page is the same for every player): a page rendered for one player is served to
 * another player within the page cache's moment (src/server/page-cache.ts) when the render read
 * nothing of its player but the facts its cache key holds:
 * - the variant ({@link playerPageVariant}): the player's saved settings (time zone, clock,
 *   theme, coefficient view, hidden sports…), the session player's {@link SHARED_PLAYER_FIELDS}
 *   (ban state, terms version, country…) and the brand's evaluated features;
 * - anything else — `locals.playerId`, `locals.sessionId`, `locals.csrfToken`, a field of
 *   `locals.player` outside the shared ones (id, e-mail, phone, names) — is watched while the page
 *   renders ({@link watchPersonalReads}); one read makes that render personal, and it is sent to its
 *   own player only. A loader that queries the player's own rows needs the id, so it is personal
 *   by construction; a page the registry marks private says so with {@link markPersonal}.
 * The player's own figures a shared page shows (balance, name, contact for the support forms) are
 * loaded by its islands from the player APIs, as they are kept fresh there anyway.
 */
import type { SessionPlayer } from '../domain/player/session-player.ts';
import type { LoadedBrand } from './brand-registry.ts';

/** Fields of the session player a shared render may read; each is part of the variant key. */
export const SHARED_PLAYER_FIELDS = [
  'countryCode', 'activationType', 'totpEnabled', 'banLevel', 'banVersion', 'termsVersion', 'bonusChoice', 'transferKind',
] as const satisfies readonly (keyof SessionPlayer)[];

const shared = new Set<PropertyKey>(SHARED_PLAYER_FIELDS);

/** Locals a shared render must not read: the player's identity and session. */
const PERSONAL_LOCALS = ['playerId', 'sessionId', 'csrfToken'] as const;

/** Whether a render read anything personal. */
export interface PersonalReads {
  personal: boolean;
}

const watched = new WeakMap<object, PersonalReads>();

/** Features of an evaluated brand object as a key part (brand objects are interned per answer set). */
const featureKeys = new WeakMap<LoadedBrand, string>();
function featureKey(brand: LoadedBrand): string {
  let key = featureKeys.get(brand);
  if (key === undefined) featureKeys.set(brand, (key = JSON.stringify(brand.features)));
  return key;
}

/**
 * The variant of a logged-in player's page: everything of the player a shared render may depend
 * on. `extra` is any further request fact the layout reads (the dev-tools idle override cookie).
 * @throws TypeError when `locals` has no player
 */
export function playerPageVariant(locals: Pick<App.Locals, 'player' | 'userSettings' | 'brand'>, extra = ''): string {
  const player = locals.player;
  if (!player) throw new TypeError('playerPageVariant needs a logged-in player');
  const facts = SHARED_PLAYER_FIELDS.map((field) => player[field]);
  return `player\u0001${JSON.stringify(facts)}\u0001${JSON.stringify(locals.userSettings ?? null)}\u0001${featureKey(locals.brand)}\u0001${extra}`;
}

/**
 * Watches `locals` for personal reads until the render ends: `locals.player` becomes a view that
 * records reads of fields outside {@link SHARED_PLAYER_FIELDS} (spreading or serialising it reads
 * every field), and {@link PERSONAL_LOCALS} become accessors that record reads and writes. The
 * values themselves are unchanged.
 */
export function watchPersonalReads(locals: App.Locals): PersonalReads {
  const reads: PersonalReads = { personal: false };
  watched.set(locals, reads);
  const player = locals.player;
  if (player) {
    locals.player = new Proxy(player, {
      get(target, property, receiver) {
        if (!shared.has(property)) reads.personal = true;
        return Reflect.get(target, property, receiver);
      },
      ownKeys(target) {
        reads.personal = true;
        return Reflect.ownKeys(target);
      },
    });
  }
  for (const name of PERSONAL_LOCALS) {
    let value = locals[name];
    Object.defineProperty(locals, name, {
      configurable: true,
      enumerable: true,
      get() {
        reads.personal = true;
        return value;
      },
      set(next) {
        reads.personal = true;
        value = next;
      },
    });
  }
  return reads;
}

/** Marks the render of `locals` personal (a page the registry marks private); no-op when unwatched. */
export function markPersonal(locals: App.Locals): void {
  const reads = watched.get(locals);
  if (reads) reads.personal = true;
}
