/**
 * Bonus boundary shapes (spec §3 Office settings bonusSetting / firstDepositBonusSetting, §2
 * office bonuses/deposit and bonuses/wager, §3 Bonus categories): a bonus template as a brand's
 * `brands/<brand>/bonuses.json` and the console write it, the brand's bonus policy, the player's
 * bonuses as the office and `GET /web-api/bonuses` answer them, and the request bodies.
 *
 * Money is in integer minor units of the template's currency; percentages are whole percent;
 * coefficients are thousandths (`1500` = 1.5); durations in days.
 */
import { z } from 'zod';
import { localizedTextSchema } from './blocks.ts';
import { safeString } from './primitives.ts';
import { changeReason } from './staff-reason.ts';
import { tournamentSchema } from './tournament.ts';
import { SLOT_GAMES } from './game-server.ts';

/**
 * What a template gives: a deposit match (first deposit or reload), a fixed amount without a
 * deposit, a sports free bet, casino free spins, cashback, or points.
 */
const BONUS_KINDS = ['first_deposit', 'reload', 'no_deposit', 'free_bet', 'free_spins', 'cashback', 'points'] as const;
/** A bonus kind. */
export type BonusKind = (typeof BONUS_KINDS)[number];
/** Kinds the engine awards as bonus money on the bonus account (type 4) with a wagering requirement. */
const MONEY_BONUS_KINDS = ['first_deposit', 'reload', 'no_deposit'] as const satisfies readonly BonusKind[];
/** Kinds the engine awards: the money bonuses, sports free bets and casino free spins. */
export const ENGINE_BONUS_KINDS = [...MONEY_BONUS_KINDS, 'free_bet', 'free_spins'] as const satisfies readonly BonusKind[];

/** The product a bonus is for: its money is staked there and only bets there count (no mixed-product offers). */
export const BONUS_PRODUCTS = ['sports', 'casino'] as const;
/** A bonus product. */
export type BonusProduct = (typeof BONUS_PRODUCTS)[number];

/** Who may claim a template: everyone, players without a successful deposit, or depositors. */
export const BONUS_SEGMENTS = ['all', 'new', 'depositors'] as const;

/** States of a player's bonus: opted in and waiting for the qualifying deposit, wagering, and the four ends. */
const BONUS_STATUSES = ['pending', 'active', 'completed', 'forfeited', 'expired', 'cancelled'] as const;

/**
 * Wagering contribution in whole percent (0–100) by key: the product (`sports`, `casino`), a casino
 * lobby category (`category:slots`, `category:card games`) or one game (`game:roulette`). The most
 * specific key wins: game, then category, then product; a bet of another product contributes 0.
 */
const contributionsSchema = z.record(
  safeString().regex(/^(sports|casino|category:[a-z -]{1,40}|game:[a-z0-9-]{1,60})$/, 'must be sports, casino, category:<name> or game:<code>'),
  z.number().int().min(0).max(100),
);

/** A promo code: 3–32 letters, digits, dash or underscore, compared upper-case. */
export const promoCodeSchema = safeString()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be 3–32 letters, digits, dashes or underscores')
  .transform((code) => code.toUpperCase());

/** A bonus template as a brand file and the console give it. */
export const bonusTemplateSchema = z
  .strictObject({
    /** Stable slug, unique per brand, e.g. `first-deposit-casino`. */
    code: safeString().regex(/^[a-z0-9][a-z0-9-]{1,59}$/, 'must be a lowercase slug'),
    kind: z.enum(BONUS_KINDS),
    product: z.enum(BONUS_PRODUCTS),
    title: localizedTextSchema(120),
    /** Terms shown with the offer, per language. */
    terms: localizedTextSchema(2000),
    /** ISO code of the currency the amounts are in. */
    currency: safeString().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
    /** Deposit match in percent of the deposit (first_deposit, reload). */
    matchPercent: z.number().int().min(1).max(500).optional(),
    /** Largest award of a match, minor units. */
    maxAwardMinor: z.number().int().positive().optional(),
    /** The award of a no-deposit bonus or free bet, or the stake of each free spin, minor units. */
    fixedAwardMinor: z.number().int().positive().optional(),
    /**
     * Free spins: how many, on which slot of our game server. The spins are played from the bonus
     * account at `fixedAwardMinor` each; their winnings are then wagered `wagerMultiplier` times.
     */
    spins: z.strictObject({ count: z.number().int().min(1).max(500), game: z.enum(SLOT_GAMES) }).optional(),
    /** Smallest qualifying deposit, minor units. */
    minDepositMinor: z.number().int().min(0).default(0),
    /** Wagering requirement as a multiple of the award (0: none). */
    wagerMultiplier: z.number().int().min(0).max(100),
    contributions: contributionsSchema.default({}),
    /** Smallest coupon coefficient that counts for a sports bonus, thousandths. */
    minCoefMilli: z.number().int().min(1000).max(1_000_000).optional(),
    /** Largest stake while wagering, minor units. */
    maxBetMinor: z.number().int().positive().optional(),
    /** Days from the award to the end of wagering. */
    validDays: z.number().int().min(1).max(365),
    /**
     * `birthday`: the player's birthday gift, claimed by opting in (no code) from the birthday for
     * a week, once a year, when the date of birth was on file a month before (src/domain/player/birthday.ts).
     */
    occasion: z.enum(['birthday']).optional(),
    /** Claimed with this code (office or coupon); absent: offered without a code. */
    promoCode: promoCodeSchema.optional(),
    /** ISO 3166 alpha-2 countries the offer is for; absent: every country. */
    countries: z.array(safeString().regex(/^[A-Z]{2}$/, 'must be a two-letter country code')).max(250).optional(),
    segment: z.enum(BONUS_SEGMENTS).default('all'),
    /** How many players may claim it in all; absent: no cap. */
    maxAwards: z.number().int().positive().optional(),
    /** Offer window, ISO 8601; absent end: open-ended. */
    startsAt: z.iso.datetime().optional(),
    endsAt: z.iso.datetime().optional(),
    active: z.boolean().default(true),
    /** The CMS promotion (`promotions/{slug}`) whose page offers this bonus (brand file only). */
    promotion: safeString().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/).optional(),
  })
  .superRefine((t, ctx) => {
    if (!(ENGINE_BONUS_KINDS as readonly string[]).includes(t.kind)) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: `the engine awards ${ENGINE_BONUS_KINDS.join(', ')} templates; ${t.kind} is not awarded yet` });
    }
    if (t.kind === 'free_bet' && t.wagerMultiplier !== 0) {
      ctx.addIssue({ code: 'custom', path: ['wagerMultiplier'], message: 'a free bet has no wagering: its winnings are real money' });
    }
    if (t.kind === 'free_bet' && t.promoCode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['promoCode'], message: 'a free bet is claimed with a promo code' });
    }
    const match = t.kind === 'first_deposit' || t.kind === 'reload';
    if (match && (t.matchPercent === undefined || t.maxAwardMinor === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['matchPercent'], message: 'a deposit match needs matchPercent and maxAwardMinor' });
    }
    if ((t.kind === 'free_spins') !== (t.spins !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['spins'], message: t.kind === 'free_spins' ? 'free spins need spins (count and game)' : 'only free spins have spins' });
    }
    if ((t.kind === 'no_deposit' || t.kind === 'free_bet' || t.kind === 'free_spins') && t.fixedAwardMinor === undefined) {
      ctx.addIssue({ code: 'custom', path: ['fixedAwardMinor'], message: `a ${t.kind} bonus needs fixedAwardMinor` });
    }
    if (t.kind === 'free_bet' && t.product !== 'sports') ctx.addIssue({ code: 'custom', path: ['product'], message: 'a free bet is a sports bonus' });
    if (t.kind === 'free_spins' && t.product !== 'casino') ctx.addIssue({ code: 'custom', path: ['product'], message: 'free spins are a casino bonus' });
    if (t.kind === 'reload' && t.promoCode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['promoCode'], message: 'a reload bonus is claimed with a promo code' });
    }
    if (t.occasion === 'birthday' && t.kind !== 'no_deposit' && t.kind !== 'free_spins') {
      ctx.addIssue({ code: 'custom', path: ['occasion'], message: 'a birthday gift is a no_deposit bonus or free spins' });
    }
    if (t.occasion === 'birthday' && t.promoCode !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['promoCode'], message: 'a birthday gift is claimed by opting in, not with a code' });
    }
    if (t.startsAt && t.endsAt && t.startsAt >= t.endsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
  });
/** A bonus template as written. */
export type BonusTemplateInput = z.input<typeof bonusTemplateSchema>;
/** A bonus template as parsed. */
export type BonusTemplate = z.output<typeof bonusTemplateSchema>;

/**
 * A cashback programme (spec §2 office casino/vipcashback and casino/premiumcashback; §3 cashback
 * type: 1 points, otherwise percent): `percent` of the player's net casino loss in each finished
 * period (stakes − wins − refunds, on the feed clock), when the loss reaches `minLossMinor` and the
 * period's stakes reach `minStakesMinor`, capped at `maxCashbackMinor`; claimed once per period from
 * the office, paid as real money (type 0) or as club points worth the same (type 1).
 */
const cashbackProgramSchema = z.strictObject({
  program: z.enum(['vip', 'premium']),
  type: z.union([z.literal(0), z.literal(1)]),
  percent: z.number().int().min(1).max(50),
  period: z.enum(['daily', 'weekly']),
  anchor: z.iso.datetime(),
  currency: safeString().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  minLossMinor: z.number().int().min(0),
  minStakesMinor: z.number().int().min(0).default(0),
  maxCashbackMinor: z.number().int().positive(),
});
/** A cashback programme. */
export type CashbackProgram = z.output<typeof cashbackProgramSchema>;

/**
 * Club points (spec §3 office settings clubPoints, pointsAccumulated; office `rewards`): earned as
 * points cashback, exchanged on the rewards page for real money, `minorPerPoint` minor units of
 * `currency` each, at least `minExchange` points at a time.
 */
const clubPointsSchema = z.strictObject({
  currency: safeString().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  minorPerPoint: z.number().int().min(1).max(10_000),
  minExchange: z.number().int().min(1),
});
/** The club points rules of a brand. */
export type ClubPoints = z.output<typeof clubPointsSchema>;

/**
 * A bonus game a brand runs (src/domain/casino/bonus-games.ts): each successful deposit of at least
 * `minDepositMinor` gives one ticket; a play pays the drawn prize of `prizesMinor` (by `weights`) as
 * bonus money (the bonus being wagered grows, or a new one of the template `prizeTemplate`), or,
 * where `prizeSpins` gives a count, as that many free spins of the template `spinsTemplate` (their
 * value, count × the template's stake, is the prize's `prizesMinor`; a player already wagering a
 * bonus gets that value as bonus money instead).
 */
const bonusGameConfigSchema = z.strictObject({
  game: z.enum(['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus']),
  title: localizedTextSchema(120),
  minDepositMinor: z.number().int().positive(),
  prizesMinor: z.array(z.number().int().positive()).min(2).max(20),
  weights: z.array(z.number().int().positive()).min(2).max(20),
  /** Code of the brand's no-deposit casino template whose terms a prize bonus takes. */
  prizeTemplate: safeString().regex(/^[a-z0-9][a-z0-9-]{1,59}$/),
  /** Free spins per prize (0: the prize is bonus money); one entry per prize. */
  prizeSpins: z.array(z.number().int().min(0).max(500)).max(20).optional(),
  /** Code of the brand's free_spins template the spin prizes are played on. */
  spinsTemplate: safeString().regex(/^[a-z0-9][a-z0-9-]{1,59}$/).optional(),
  /** Days a ticket can be played. */
  validDays: z.number().int().min(1).max(90),
}).refine((g) => g.prizesMinor.length === g.weights.length, { message: 'one weight per prize', path: ['weights'] })
  .refine((g) => g.prizeSpins === undefined || g.prizeSpins.length === g.prizesMinor.length, { message: 'one entry per prize', path: ['prizeSpins'] })
  .refine((g) => !(g.prizeSpins ?? []).some((n) => n > 0) || g.spinsTemplate !== undefined, { message: 'spin prizes need spinsTemplate', path: ['spinsTemplate'] });
/** A bonus game of a brand. */
export type BonusGameConfig = z.output<typeof bonusGameConfigSchema>;

/** `brands/<brand>/bonuses.json`: the brand's templates and casino tournaments (schemas/tournament.ts). */
export const brandBonusesFileSchema = z.strictObject({
  templates: z.array(bonusTemplateSchema).max(200),
  tournaments: z.array(tournamentSchema).max(50).default([]),
  /**
   * The bring-a-friend reward (spec §2 office bringfriend): paid once to the referring player as
   * real money when a friend who registered through the referral link makes a first deposit of at
   * least `minDepositMinor`; absent: no reward.
   */
  bringFriend: z.strictObject({
    currency: safeString().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
    rewardMinor: z.number().int().positive(),
    minDepositMinor: z.number().int().min(0),
  }).optional(),
  /** Cashback programmes, at most one per programme name. */
  cashback: z.array(cashbackProgramSchema).max(2).default([]).refine((list) => new Set(list.map((c) => c.program)).size === list.length, 'one entry per programme'),
  /** Club points; absent: the brand has no points (points cashback needs them). */
  clubPoints: clubPointsSchema.optional(),
  /** Bonus games, at most one entry per game. */
  bonusGames: z.array(bonusGameConfigSchema).max(6).default([]).refine((list) => new Set(list.map((g) => g.game)).size === list.length, 'one entry per game'),
}).superRefine((file, ctx) => {
  for (const [i, g] of file.bonusGames.entries()) {
    const template = file.templates.find((t) => t.code === g.prizeTemplate);
    if (!template || template.kind !== 'no_deposit' || template.product !== 'casino') {
      ctx.addIssue({ code: 'custom', path: ['bonusGames', i, 'prizeTemplate'], message: 'must name a no_deposit casino template of this file' });
    }
    if (g.spinsTemplate !== undefined) {
      const spins = file.templates.find((t) => t.code === g.spinsTemplate);
      if (!spins || spins.kind !== 'free_spins') {
        ctx.addIssue({ code: 'custom', path: ['bonusGames', i, 'spinsTemplate'], message: 'must name a free_spins template of this file' });
      } else {
        for (const [j, count] of (g.prizeSpins ?? []).entries()) {
          if (count > 0 && g.prizesMinor[j] !== count * spins.fixedAwardMinor!) {
            ctx.addIssue({ code: 'custom', path: ['bonusGames', i, 'prizesMinor', j], message: `a prize of ${count} spins is worth ${count * spins.fixedAwardMinor!} (count × the spin stake)` });
          }
        }
      }
    }
  }
  if (file.cashback.some((c) => c.type === 1) && !file.clubPoints) ctx.addIssue({ code: 'custom', path: ['clubPoints'], message: 'points cashback needs clubPoints' });
});
/** The bring-a-friend reward of a brand. */
export type BringFriendReward = NonNullable<z.output<typeof brandBonusesFileSchema>['bringFriend']>;

/**
 * A brand's bonus policy (brand.json `bonusPolicy`). The defaults are the UKGC rule in force from
 * 19 January 2026: wagering at most 10 times the bonus, no offer mixing products.
 */
export const bonusPolicySchema = z.strictObject({
  maxWagerMultiplier: z.number().int().min(0).max(100).default(10),
  mixedProductOffers: z.boolean().default(false),
});
/** A brand's bonus policy. */
export type BonusPolicy = z.output<typeof bonusPolicySchema>;

/** A player's bonus as the office and the API show it. */
export const playerBonusViewSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(BONUS_KINDS),
  product: z.enum(BONUS_PRODUCTS),
  title: z.string(),
  status: z.enum(BONUS_STATUSES),
  currency: z.string(),
  awardMinor: z.number().int(),
  /** The wagering requirement as a multiple of the award (free spins: of their winnings). */
  wagerMultiplier: z.number().int(),
  wagerRequiredMinor: z.number().int(),
  wagerDoneMinor: z.number().int(),
  maxBetMinor: z.number().int().nullable(),
  minCoefMilli: z.number().int().nullable(),
  contributions: z.record(z.string(), z.number()),
  /** UTC ISO 8601. */
  awardedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  /** Free spins: the game (catalogue id and name), stake per spin, given, left, and winnings so far; null for other kinds. */
  spins: z.strictObject({
    gameId: z.number().int(), gameName: z.string(), gameSlug: z.string(), stakeMinor: z.number().int(),
    total: z.number().int(), left: z.number().int(), wonMinor: z.number().int(),
  }).nullable(),
});
/** A player's bonus view. */
export type PlayerBonusView = z.infer<typeof playerBonusViewSchema>;

/** `POST /web-api/bonuses/promo-code`. */
export const promoCodeBody = z.strictObject({ code: promoCodeSchema });

/** `POST /web-api/bonuses/opt-in` `{ code }`: claim an offer taken by opting in (the birthday gift) by its template code. */
export const optInBody = z.strictObject({ code: safeString().regex(/^[a-z0-9][a-z0-9-]{1,59}$/, 'must be a bonus code') });

/** `POST /web-api/bonuses/cancel`: the player gives up an active or pending bonus (its bonus money is forfeited). */
export const cancelBonusBody = z.strictObject({ id: z.number().int().positive() });

/** Why a promo code is refused (`promo_code_invalid` meta.reason). */
export const PROMO_REFUSALS = ['unknown', 'expired', 'used_up', 'not_eligible', 'already_used', 'bonus_active', 'birth_date_missing', 'not_birthday'] as const;
/** A promo-code refusal reason. */
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** An offer of the brand as the office lists it (texts in the page language). */
export interface BonusOffer {
  code: string;
  kind: BonusKind;
  product: BonusProduct;
  title: string;
  terms: string;
  /** The code that claims it; null for the first-deposit offers (claimed by the bonus choice) and the birthday gift. */
  promoCode: string | null;
  /** `birthday`: claimed by opting in (`POST /web-api/bonuses/opt-in`) in the birthday week; null otherwise. */
  occasion: 'birthday' | null;
}


/** `POST /console-api/bonuses/{brandId}/templates` `{ template, reason }`: create or change a template by code. */
export const consoleTemplateBody = z.strictObject({ template: bonusTemplateSchema, reason: changeReason });

/** `POST /console-api/players/{playerId}/bonuses/{bonusId}/cancel` `{ reason }`. */
export const consoleCancelBonusBody = z.strictObject({ reason: changeReason });

/** `POST /web-api/bonuses/cashback` `{ program }`: claim the last finished period's cashback. */
export const claimCashbackBody = z.strictObject({ program: z.enum(['vip', 'premium']) });

/** `POST /web-api/bonuses/points/exchange` `{ points, idempotencyKey }`: club points into real money. */
export const exchangePointsBody = z.strictObject({ points: z.number().int().positive().max(1e12), idempotencyKey: safeString().min(8).max(100) });

/** `POST /web-api/bonus-games/{game}/play` `{ pick, clientSeed? }`: the place picked (0-based) and the player's client seed. */
export const bonusGamePlayBody = z.strictObject({
  pick: z.number().int().min(0).max(9),
  clientSeed: safeString().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, dashes or underscores').optional(),
});
