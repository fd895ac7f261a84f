/**
 * The office bonus pages (spec §2 office bonuses/deposit, bonuses/wager): data of
 * src/domain/pages/office-bonuses.ts; casino games named in the page language
 * (src/server/casino/lobby.ts `namedIn`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { BonusDepositPageData, BonusWagerPageData } from '../../domain/pages/office-bonuses.ts';
import { ACCOUNT_TYPE, currencyExponent } from '../../domain/money.ts';
import { db } from '../endpoint.ts';
import { accounts, casinoGames, currencies, players } from '../db/schema.ts';
import { brandOffers, playerBonusViews, sweepBonuses } from '../bonus/engine.ts';
import { feedNow } from '../feed/clock.ts';
import { getBalance } from '../ledger/accounts.ts';
import { namedIn } from '../casino/lobby.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** The deposit-bonus page; the resolver sends guests to the login form first. */
export const loadBonusDeposit: PageLoader<BonusDepositPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  const database = await db();
  const now = feedNow();
  await sweepBonuses(database, now, ctx.playerId);
  const [player] = await database.select({ choice: players.bonusChoice }).from(players).where(eq(players.id, ctx.playerId));
  const offers = (await brandOffers(database, ctx.brand, ctx.lng, now)).filter((o) => o.kind === 'first_deposit' || o.promoCode !== null);
  const bonuses = await playerBonusViews(database, ctx.playerId, ctx.lng, ctx.brand.defaultLanguage);
  const balance = await getBalance(database, ctx.playerId, ctx.lng);
  return pageData({
    kind: 'bonus-deposit',
    choice: (player?.choice ?? null) as BonusDepositPageData['choice'],
    hasDeposit: !balance.is_available_first_deposit_bonus,
    offers,
    current: bonuses.find((b) => b.status === 'active' || b.status === 'pending') ?? null,
  });
};

/** The wagering page; the resolver sends guests to the login form first. */
export const loadBonusWager: PageLoader<BonusWagerPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  const database = await db();
  await sweepBonuses(database, feedNow(), ctx.playerId);
  const viewed = await playerBonusViews(database, ctx.playerId, ctx.lng, ctx.brand.defaultLanguage);
  // The free spins' games in the page language.
  const spinIds = [...new Set(viewed.flatMap((b) => (b.spins ? [b.spins.gameId] : [])))];
  const spinGames = spinIds.length === 0 ? [] : await database.select({ id: casinoGames.id, providerId: casinoGames.providerId, code: casinoGames.code, name: casinoGames.name }).from(casinoGames)
    .where(inArray(casinoGames.id, spinIds));
  const spinNames = new Map(namedIn(spinGames, ctx.brand.id, ctx.lng).map((g) => [g.id, g.name]));
  const bonuses = viewed.map((b) => (b.spins ? { ...b, spins: { ...b.spins, gameName: spinNames.get(b.spins.gameId) ?? b.spins.gameName } } : b));
  const [account] = await database.select({ balance: accounts.balance, iso: currencies.iso }).from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(and(eq(accounts.playerId, ctx.playerId), eq(accounts.type, ACCOUNT_TYPE.bonus)));
  const currency = account?.iso ?? ctx.brand.siteConfig.geoCurrency.iso;
  const codes = [...new Set(bonuses.flatMap((b) => Object.keys(b.contributions)).filter((k) => k.startsWith('game:')).map((k) => k.slice(5)))];
  const gameNames = codes.length === 0 ? {} : Object.fromEntries(namedIn(await database.select({ providerId: casinoGames.providerId, code: casinoGames.code, name: casinoGames.name }).from(casinoGames)
    .where(inArray(casinoGames.code, codes)), ctx.brand.id, ctx.lng).map((g) => [g.code, g.name]));
  return pageData({
    kind: 'bonus-wager',
    active: bonuses.find((b) => b.status === 'active') ?? null,
    pending: bonuses.filter((b) => b.status === 'pending'),
    history: bonuses.filter((b) => b.status !== 'active' && b.status !== 'pending'),
    bonusBalanceMinor: account?.balance ?? 0,
    currency,
    exponent: currencyExponent(currency),
    gameNames,
  });
};
