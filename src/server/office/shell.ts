/**
 * The office shell's data for the logged-in player (spec §2 personal office menu, §3 "Office menu
 * user data", §7 "Office menu returns menuCategories and menuUserData"): the menu of the built
 * office pages the player may open (src/domain/office/menu.ts) and the user data block.
 */
import { eq } from 'drizzle-orm';
import type { LoadedBrand } from '../brands.ts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema.ts';
import { AppError, isAppError } from '../errors.ts';
import { getBalance } from '../ledger/accounts.ts';
import { assertPlayAllowed } from '../responsible/login.ts';
import { feedNow } from '../feed/clock.ts';
import { isBanned } from '../../domain/player/ban.ts';
import { officeMenu, type OfficeMenuCategory, type OfficeShellData } from '../../domain/office/menu.ts';
import { unofferedOfficePaths } from '../bonus/office-paths.ts';
import { ACCOUNT_TYPE } from '../../domain/money.ts';
import { LANGUAGES, type LanguageCode } from '../../../schemas/language.ts';


/**
 * Whether the player may deposit now (office user data `recharge_allow`): not banned, and the
 * PERSON (every brand, src/server/responsible/person.ts) neither banned nor in a self-exclusion or
 * time-out (`assertPlayAllowed`, the rule `rg_spend` applies to the deposit itself).
 */
export async function rechargeAllowed(db: Db, player: { id: number; banLevel: number }): Promise<boolean> {
  if (isBanned(player.banLevel)) return false;
  try {
    await assertPlayAllowed(db, player.id, feedNow());
    return true;
  } catch (error) {
    if (isAppError(error) && (error.code === 'self_excluded' || error.code === 'player_banned')) return false;
    throw error;
  }
}

/**
 * The office menu of a player of `brand` in `lng` with the ban state `ban` (a shared fact of the
 * session player: the office pages' frame reads it without naming the player).
 */
export function officeMenuOf(brand: LoadedBrand, lng: LanguageCode, ban: { level: number; version: number }): OfficeMenuCategory[] {
  return officeMenu({ lng, ban, showIdentification: brand.siteConfig.isShowIdentification, hidden: unofferedOfficePaths(brand) });
}

/**
 * The player's office menu and user data.
 * @param lng URL language code for the links
 * @throws AppError not_found for an unknown player
 */
export async function officeShell(db: Db, brand: LoadedBrand, playerId: number, lng: LanguageCode): Promise<OfficeShellData> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) throw new AppError('not_found', 'No such player.');
  const balance = await getBalance(db, playerId, LANGUAGES[lng].htmlLang);
  return {
    menuCategories: officeMenuOf(brand, lng, { level: player.banLevel, version: player.banVersion }),
    menuUserData: {
      bonus_balance: balance.bonus,
      country_code: player.countryCode ?? '',
      recharge_allow: await rechargeAllowed(db, player),
      email: player.email ?? '',
      name: player.userName ?? player.login ?? '',
    },
    bonusLabel: balance.all_accounts.find((a) => a.type === ACCOUNT_TYPE.bonus)?.labelWithSymbol ?? String(balance.bonus),
  };
}
