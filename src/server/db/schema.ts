/**
 * Database schema (drizzle): currencies, players, accounts, the double-entry ledger (journal
 * entries and postings) and payments (spec §3 Account, Payment history entry; §7 Account and
 * transfer). Amounts are integers in minor units of the account's currency (see
 * `currencies.exponent`). The ledger's database-level rules (postings update balances, entries
 * balance per currency, player balances never negative, postings immutable) live in the custom
 * migration `drizzle/0001_ledger_rules.sql`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, customType, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * The largest amount of money, in minor units, that any row may hold (balances, payment amounts):
 * 10^15, well inside Number.MAX_SAFE_INTEGER (about 9.007 × 10^15), so every amount read from the
 * database is an exact JavaScript number and its major-unit decimal prints exactly in JSON. The
 * per-currency limits of {@link currencies} are far below it; this is the database's backstop.
 */
export const MONEY_HARD_LIMIT_MINOR = 1_000_000_000_000_000;
/** {@link MONEY_HARD_LIMIT_MINOR} as SQL text for the CHECKs (a literal, as the migrations have it). */
const HARD_LIMIT_SQL = sql.raw(String(MONEY_HARD_LIMIT_MINOR));

/**
 * Currencies with their ISO 4217 code and minor-unit exponent (RUB 2, JPY 0, KWD 3), and their
 * money limits in minor units: the largest deposit and withdrawal per payment, and the largest
 * balance a player account may reach by deposits, transfers or bonuses (ledger rule in
 * drizzle/0009_money_limits.sql; winnings and refunds are owed to the player and not capped).
 */
export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  iso: text('iso').notNull().unique(),
  exponent: smallint('exponent').notNull(),
  symbol: text('symbol').notNull(),
  maxDeposit: money('max_deposit').notNull(),
  maxWithdrawal: money('max_withdrawal').notNull(),
  maxBalance: money('max_balance').notNull(),
}, (t) => [
  check('currencies_exponent', sql`${t.exponent} between 0 and 4`),
  check('currencies_iso', sql`${t.iso} ~ '^[A-Z]{3}$'`),
  check('currencies_limits', sql`${t.maxDeposit} > 0 and ${t.maxWithdrawal} > 0 and ${t.maxDeposit} <= ${t.maxBalance} and ${t.maxBalance} <= ${HARD_LIMIT_SQL}`),
]);

/**
 * Players and their identity (spec §3 User config, §4 Activation type, Ban, Protection level).
 * Login, e-mail and phone are unique per brand; the password is an argon2id hash.
 */
export const players = pgTable('players', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: text('brand_id').notNull(),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  activeAccountId: bigint('active_account_id', { mode: 'number' }),
  /** Generated login of a one-click registration, e.g. `bp4821739`. */
  login: text('login'),
  /** Lowercased e-mail. */
  email: text('email'),
  /** Phone in E.164, e.g. `+447700900123`. */
  phone: text('phone'),
  /** Two-letter country code of the phone. */
  countryCode: text('country_code'),
  passwordHash: text('password_hash'),
  /** Registration type: fast, phone, email. */
  registrationType: text('registration_type').notNull().default('email'),
  /** Spec §4: 0 none, 1 e-mail only, 2 both, 3 phone only. */
  activationType: smallint('activation_type').notNull().default(0),
  /** Base32 TOTP secret once two-step login is set up. */
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** Spec §4 Ban: banned when above 0. */
  banLevel: integer('ban_level').notNull().default(0),
  banVersion: integer('ban_version').notNull().default(0),
  /** Version of the terms the player accepted. */
  termsVersion: integer('terms_version').notNull().default(0),
  /** Bonus chosen after registration: none, sports, casino; null until asked. */
  bonusChoice: text('bonus_choice'),
  userName: text('user_name'),
  /** Date of birth (spec §3 user_data.date_birthday), set once by the player; src/domain/player/birthday.ts. */
  birthDate: date('birth_date', { mode: 'string' }),
  /** When the date of birth was given (a birthday gift needs it on file well before the birthday). */
  birthDateSetAt: timestamp('birth_date_set_at', { withTimezone: true, mode: 'date' }),
  /**
   * Office transfer of spec §3/§4 (User transfer): 'none' (not allowed), 'main' (the main account
   * is the target), 'additional' (an extra account in the brand currency).
   */
  transferKind: text('transfer_kind', { enum: ['none', 'main', 'additional'] }).notNull().default('none'),
  /** Random key of a required transfer (the `{transferKey}` of the transfer calls); null when none is required. */
  transferKey: text('transfer_key'),
  /** When the player last changed the password in the office (spec §3 protection method is_changed_password); null: never. */
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('players_brand_login').on(t.brandId, t.login).where(sql`${t.login} is not null`),
  uniqueIndex('players_brand_email').on(t.brandId, t.email).where(sql`${t.email} is not null`),
  uniqueIndex('players_brand_phone').on(t.brandId, t.phone).where(sql`${t.phone} is not null`),
  // The person links of rg_person_players (src/server/db/functions/rg_person_players.sql): verified e-mail (activation 1, 2) and phone (2, 3).
  index('players_verified_email').on(t.email).where(sql`${t.email} is not null and ${t.activationType} in (1, 2)`),
  index('players_verified_phone').on(t.phone).where(sql`${t.phone} is not null and ${t.activationType} in (2, 3)`),
  check('players_activation_type', sql`${t.activationType} between 0 and 3`),
  check('players_transfer_kind', sql`${t.transferKind} in ('none', 'main', 'additional')`),
  // A transfer is required exactly when it has a key.
  check('players_transfer_key', sql`(${t.transferKind} = 'none') = (${t.transferKey} is null)`),
]);

/**
 * Sessions. The cookie holds a random 256-bit token; only its sha256 is stored. A session ends at
 * its idle or absolute timeout, or when revoked (logout).
 */
export const sessions = pgTable('sessions', {
  /** sha256 of the session token, hex. */
  id: text('id').primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  brandId: text('brand_id').notNull(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Idle timeout, seconds. */
  idleSeconds: integer('idle_seconds').notNull(),
  absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  /** sha256 of the current API bearer token (GET /web-api/user/gettoken). */
  apiTokenHash: text('api_token_hash'),
  apiTokenExpiresAt: timestamp('api_token_expires_at', { withTimezone: true, mode: 'date' }),
  /** The device the session was started from (src/domain/player/device.ts), shown to the player. */
  device: text('device'),
  /** The client address at login (src/server/client-request.ts), shown to the player. */
  clientAddress: text('client_address'),
}, (t) => [index('sessions_player').on(t.playerId), uniqueIndex('sessions_api_token').on(t.apiTokenHash).where(sql`${t.apiTokenHash} is not null`)]);

/**
 * One-time codes: SMS login, password recovery, two-step login challenges, user transfer SMS codes
 * (`transfer`) and the redirect tokens of a confirmed transfer (`transfer_redirect`). Only hashes
 * are stored.
 */
export const authCodes = pgTable('auth_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** One-time codes (`sms_login`, `password_reset`, `two_step`, `transfer`, `transfer_redirect`) and link tokens (`password_link`, `activation`: src/server/auth/account-links.ts). */
  purpose: text('purpose', { enum: ['sms_login', 'password_reset', 'two_step', 'transfer', 'transfer_redirect', 'password_link', 'activation'] }).notNull(),
  brandId: text('brand_id').notNull(),
  playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
  /** Phone or e-mail the code went to (lowercased / E.164). */
  target: text('target').notNull(),
  /** sha256 of the code (or of the two-step challenge token). */
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  /** Two-step: the "save" (remember me) choice of the first step. */
  remember: boolean('remember').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('auth_codes_target').on(t.brandId, t.purpose, t.target)]);

/**
 * External identities (OpenID Connect, src/server/auth/social/) linked to a player: the provider's
 * issuer and subject name one person at that provider; per brand, one identity belongs to at most
 * one player. `email` and `emailVerified` are the provider's claims at the last sign-in.
 */
export const playerIdentities = pgTable('player_identities', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  brandId: text('brand_id').notNull(),
  /** The brand's provider id (`brands/<brand>/social.json`), e.g. `google`. */
  provider: text('provider').notNull(),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: createdAt(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('player_identities_brand_issuer_subject').on(t.brandId, t.issuer, t.subject),
  index('player_identities_player').on(t.playerId),
]);

/**
 * Consent links e-mailed to the owner of an account whose verified e-mail an external identity
 * claims: opening the link (once, before `expiresAt`) links the identity to the player. Only the
 * sha256 of the link's token is stored.
 */
export const identityLinkRequests = pgTable('identity_link_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull(),
  brandId: text('brand_id').notNull(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  provider: text('provider').notNull(),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('identity_link_requests_token').on(t.tokenHash)]);

/** Messages the sender interface sent: the shipped sender writes here (tests and the dev page read it). */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: text('brand_id').notNull(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('outbox_recipient').on(t.recipient)]);

/**
 * Login attempts, for rate limiting per account, per account and address, per known device and
 * per address (src/server/auth/rate-limit.ts). An attempt is written as a failure before its
 * password is checked and turned into a success after.
 */
export const loginAttempts = pgTable('login_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: text('brand_id').notNull(),
  /** Normalised identifier tried (login, e-mail or phone). */
  account: text('account').notNull(),
  address: text('address').notNull(),
  /** Id of the known-device cookie the attempt came with (one that belongs to the account), else null. */
  device: text('device'),
  success: boolean('success').notNull(),
  createdAt: createdAt(),
}, (t) => [index('login_attempts_account').on(t.brandId, t.account, t.createdAt), index('login_attempts_address').on(t.address, t.createdAt)]);

/** Counted events of the per-address limits other than login (e.g. `registration`), for src/server/auth/rate-limit.ts. */
export const rateEvents = pgTable('rate_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** What is limited, e.g. `registration`. */
  kind: text('kind').notNull(),
  /** Who is limited: the client address. */
  key: text('key').notNull(),
  createdAt: createdAt(),
}, (t) => [index('rate_events_kind_key').on(t.kind, t.key, t.createdAt)]);

/** Captcha solutions already used (replay protection), until their challenge expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Secrets generated once and shared by every instance (HMAC keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});


/**
 * House accounts, one of each per currency: where money comes from and goes to. `adjustments` is
 * the other side of staff balance adjustments (src/server/staff/adjustments.ts, entry kind
 * `adjustment`); `toto_jackpot` holds the toto jackpot carried from draw to draw
 * (src/domain/toto/pool.ts); `casino` is the other side of casino wallet bets, wins and
 * rollbacks (src/server/casino/wallet.ts).
 */
export const HOUSE_ACCOUNTS = ['cash_in', 'cash_out', 'withdrawals_pending', 'stakes_held', 'payouts', 'bonuses', 'adjustments', 'toto_jackpot', 'casino'] as const;
/** A house account code. */
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/**
 * Accounts: a player's (main, bonus, extra currency) or the house's. `balance` is changed only by
 * the posting trigger; a player's balance has a CHECK that keeps it at zero or above.
 */
export const accounts = pgTable('accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
  houseCode: text('house_code'),
  type: smallint('type').notNull(),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  balance: money('balance').notNull().default(0),
  points: money('points').notNull().default(0),
  isFrozen: boolean('is_frozen').notNull().default(false),
  label: text('label').notNull(),
  createdAt: createdAt(),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  check('accounts_owner', sql`(${t.playerId} is null) <> (${t.houseCode} is null)`),
  check('accounts_player_balance_non_negative', sql`${t.playerId} is null or ${t.balance} >= 0`),
  check('accounts_balance_hard_limit', sql`${t.balance} <= ${HARD_LIMIT_SQL}`),
  uniqueIndex('accounts_player_type_currency').on(t.playerId, t.type, t.currencyId).where(sql`${t.playerId} is not null and ${t.closedAt} is null`),
  uniqueIndex('accounts_house_code_currency').on(t.houseCode, t.currencyId).where(sql`${t.houseCode} is not null`),
  index('accounts_player').on(t.playerId),
]);

/** A journal entry: one money movement, applied once per idempotency key. */
export const journalEntries = pgTable('journal_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  kind: text('kind').notNull(),
  /** sha256 of the request's content; the same key with another hash is refused. */
  requestHash: text('request_hash').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

/**
 * Postings of an entry; per entry and currency they sum to zero — every INSERT statement into
 * postings is balanced by itself (statement trigger postings_balanced, ledger_check_balanced), so an
 * entry's postings come in one statement (ledger_post). Account and currency carry no foreign key:
 * the posting trigger (ledger_apply_posting) refuses an unknown account or one of another currency,
 * and accounts and currencies are never deleted (reference_rows_kept) — a foreign key would take a
 * key-share lock on the house account and the currency row that every concurrent movement shares.
 */
export const postings = pgTable('postings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull().references(() => journalEntries.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  amount: money('amount').notNull(),
}, (t) => [check('postings_amount_non_zero', sql`${t.amount} <> 0`), index('postings_entry').on(t.entryId), index('postings_account').on(t.accountId)]);

/** Payment status ids as the payment history shows them. */
export const PAYMENT_STATUS = { pending: 0, success: 2, fail: 3, cancel: 4 } as const;
/** A payment status. */
export type PaymentStatus = keyof typeof PAYMENT_STATUS;

/** Deposits and withdrawals through a payment provider (spec §3 Payment history entry). */
export const payments = pgTable('payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id),
  direction: text('direction', { enum: ['deposit', 'withdrawal'] }).notNull(),
  provider: text('provider').notNull(),
  amount: money('amount').notNull(),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  status: text('status', { enum: ['pending', 'success', 'fail', 'cancel'] }).notNull(),
  message: text('message').notNull().default(''),
  providerRef: text('provider_ref'),
  /** Client-chosen key, unique per player (another player's keys are invisible). */
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  check('payments_amount_positive', sql`${t.amount} > 0`),
  check('payments_amount_hard_limit', sql`${t.amount} <= ${HARD_LIMIT_SQL}`),
  uniqueIndex('payments_player_key').on(t.playerId, t.idempotencyKey),
  index('payments_player_created').on(t.playerId, t.createdAt),
  index('payments_pending_created').on(t.createdAt).where(sql`${t.status} = 'pending'`),
]);

/**
 * The test payment provider's own records (src/server/payments/provider.ts `createTestProvider`): what it
 * was asked to do with each payment, kept apart from `payments` the way an external provider
 * keeps its own books, so a status query after a crash answers what the provider really did.
 */
export const testProviderPayments = pgTable('test_provider_payments', {
  /** The portal's payment id, sent to the provider as the merchant reference. */
  paymentId: bigint('payment_id', { mode: 'number' }).primaryKey(),
  status: text('status', { enum: ['pending', 'success', 'fail', 'cancel'] }).notNull(),
  createdAt: createdAt(),
});

/** Champs (tournaments) of the feed (spec §3 Game champId, champ name, country). */
export const champs = pgTable('champs', {
  id: integer('id').primaryKey(),
  sportId: integer('sport_id').notNull(),
  countryId: integer('country_id').notNull(),
  countryName: text('country_name').notNull(),
  name: text('name').notNull(),
  /** football-data.co.uk division code. */
  code: text('code').notNull().unique(),
});

/** Teams of the feed; ids are stable hashes of the normalised name. */
export const teams = pgTable('teams', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
});

/**
 * Real matches imported from the feed, by permanent id (a re-import changes nothing). Replayed
 * kick-offs are computed from these by the replay schedule, not stored.
 */
export const games = pgTable('games', {
  permanentId: bigint('permanent_id', { mode: 'number' }).primaryKey(),
  champId: integer('champ_id').notNull().references(() => champs.id),
  season: integer('season').notNull(),
  realKickoff: timestamp('real_kickoff', { withTimezone: true, mode: 'date' }).notNull(),
  homeTeamId: bigint('home_team_id', { mode: 'number' }).notNull().references(() => teams.id),
  awayTeamId: bigint('away_team_id', { mode: 'number' }).notNull().references(() => teams.id),
  ftHome: smallint('ft_home').notNull(),
  ftAway: smallint('ft_away').notNull(),
  htHome: smallint('ht_home').notNull(),
  htAway: smallint('ht_away').notNull(),
  /** The imported match as JSON (odds, statistics, referee, source). */
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  /** sha256 of `data`; an import updates a row only when it differs. */
  contentHash: text('content_hash').notNull(),
  importedAt: createdAt(),
}, (t) => [index('games_champ_kickoff').on(t.champId, t.realKickoff)]);

/** One row per import run: what it did. */
export const feedImports = pgTable('feed_imports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  files: jsonb('files').$type<string[]>().notNull(),
  inserted: integer('inserted').notNull(),
  updated: integer('updated').notNull(),
  unchanged: integer('unchanged').notNull(),
  problems: jsonb('problems').$type<{ file: string; line: number; reason: string }[]>().notNull(),
  createdAt: createdAt(),
});

/**
 * One row per feed import run (each server start, src/server/feed/service.ts `loadFeed`): files
 * of the catalogue, files read again, rows, games, inserted/updated games, refusals, and stored
 * games not served because their champ left the catalogue (migration 0046).
 */
export const feedImportRuns = pgTable('feed_import_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).defaultNow().notNull(),
  catalogueFile: text('catalogue_file').notNull(),
  files: integer('files').notNull(),
  filesImported: integer('files_imported').notNull(),
  rows: integer('rows').notNull(),
  games: integer('games').notNull(),
  inserted: integer('inserted').notNull(),
  updated: integer('updated').notNull(),
  problems: integer('problems').notNull(),
  unservedGames: integer('unserved_games').notNull(),
}, (t) => [
  check('feed_import_runs_counts', sql`${t.files} >= 0 AND ${t.filesImported} >= 0 AND ${t.rows} >= 0 AND ${t.games} >= 0 AND ${t.inserted} >= 0 AND ${t.updated} >= 0 AND ${t.problems} >= 0 AND ${t.unservedGames} >= 0`),
]);

/**
 * One row per source file of an import run (src/domain/feed/import-summary.ts `FileSummary`):
 * `imported` false when the sport's fingerprint (catalogue entry + file contents) was imported
 * before and the file was not read again (its counts are that import's).
 */
export const feedImportFiles = pgTable('feed_import_files', {
  runId: bigint('run_id', { mode: 'number' }).notNull().references(() => feedImportRuns.id, { onDelete: 'cascade' }),
  file: text('file').notNull(),
  sportId: integer('sport_id').notNull(),
  fingerprint: text('fingerprint').notNull(),
  imported: boolean('imported').notNull(),
  rows: integer('rows').notNull(),
  games: integer('games').notNull(),
  problems: integer('problems').notNull(),
  reasons: jsonb('reasons').$type<{ reason: string; count: number }[]>().notNull(),
  examples: jsonb('examples').$type<{ file: string; line: number; reason: string }[]>().notNull(),
}, (t) => [
  primaryKey({ columns: [t.runId, t.file] }),
  index('feed_import_files_sport_fingerprint').on(t.sportId, t.fingerprint),
  check('feed_import_files_counts', sql`${t.rows} >= 0 AND ${t.games} >= 0 AND ${t.problems} >= 0`),
]);

/**
 * Placed coupons (spec §3 "Coupon to place"). One per player and `refId`: a retried
 * submission finds the same row (the request hash tells a retry from a different coupon). The
 * stake moved to `stakes_held` in the same transaction (ledger key `stake:{id}`); settlement sets
 * `status_id`, `payout` and `settled_at` once (ledger key `settle:{id}`).
 * Written at the rate of bets: its currency carries no foreign key (a row every concurrent placement
 * shares; never deleted, reference_rows_kept — see postings).
 */
export const coupons = pgTable('coupons', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id),
  currencyId: integer('currency_id').notNull(),
  refId: text('ref_id').notNull(),
  /** sha256 of the placement request. */
  requestHash: text('request_hash').notNull(),
  typeId: smallint('type_id').notNull(),
  systemValue: smallint('system_value'),
  /** Bet lines (combinations). */
  lines: integer('lines').notNull(),
  /** Total coefficient ×1000 for express-like types, null for multi-line types. */
  coefMilli: bigint('coef_milli', { mode: 'number' }),
  /** Bonus bet coefficient ×1000 of an express (spec §4), null when none: an always-winning extra leg. */
  bonusCoefMilli: integer('bonus_coef_milli'),
  stake: money('stake').notNull(),
  potentialPayout: money('potential_payout').notNull(),
  /** Stakes by leg or block, minor units (types 4, 5, 9): `{ byLeg?: number[], byBlock?: Record<number, number> }`. */
  stakes: jsonb('stakes').$type<{ amount?: number; byLeg?: number[]; byBlock?: Record<string, number> }>().notNull(),
  changeCoefAction: smallint('change_coef_action').notNull(),
  coefViewId: smallint('coef_view_id').notNull().default(0),
  /** Bet status id of spec §4: −1 while open. */
  statusId: smallint('status_id').notNull().default(-1),
  payout: money('payout'),
  placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  /** The free bet (a player bonus of kind free_bet) that staked this coupon: its stake came from the house and is not returned on a win. */
  freeBetId: bigint('free_bet_id', { mode: 'number' }).references(() => playerBonuses.id),
}, (t) => [
  uniqueIndex('coupons_player_ref').on(t.playerId, t.refId),
  index('coupons_player_placed').on(t.playerId, t.placedAt),
  index('coupons_open').on(t.id).where(sql`${t.statusId} = -1`),
  check('coupons_stake_positive', sql`${t.stake} > 0`),
  check('coupons_payout_non_negative', sql`${t.payout} is null or ${t.payout} >= 0`),
]);

/**
 * The bets (legs) of a coupon, each on one outcome of one replayed game instance. `permanentId`
 * names a stored game (the placement checks it against the feed) without a foreign key: popular
 * games are rows every concurrent placement shares; games are never deleted (reference_rows_kept).
 */
export const couponBets = pgTable('coupon_bets', {
  couponId: bigint('coupon_id', { mode: 'number' }).notNull().references(() => coupons.id),
  legIndex: smallint('leg_index').notNull(),
  /** Outcome key `permanentId:groupId:typeId:param`. */
  outcomeKey: text('outcome_key').notNull(),
  /** Game instance `permanentId:cycle`. */
  gameId: text('game_id').notNull(),
  permanentId: bigint('permanent_id', { mode: 'number' }).notNull(),
  /** Replayed kick-off of the instance. */
  kickoffAt: timestamp('kickoff_at', { withTimezone: true, mode: 'date' }).notNull(),
  groupId: integer('group_id').notNull(),
  typeId: integer('type_id').notNull(),
  param: text('param'),
  label: text('label').notNull(),
  coefMilli: integer('coef_milli').notNull(),
  isLive: boolean('is_live').notNull(),
  blockId: smallint('block_id').notNull().default(0),
  isBanker: boolean('is_banker').notNull().default(false),
  /** Bet status id of spec §4: −1 until the game finishes. */
  statusId: smallint('status_id').notNull().default(-1),
  scoreHome: smallint('score_home'),
  scoreAway: smallint('score_away'),
  htHome: smallint('ht_home'),
  htAway: smallint('ht_away'),
  settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('coupon_bets_pk').on(t.couponId, t.legIndex),
  index('coupon_bets_open_game').on(t.gameId).where(sql`${t.statusId} < 0`),
  index('coupon_bets_open_kickoff').on(t.kickoffAt).where(sql`${t.statusId} < 0`),
  check('coupon_bets_coef', sql`${t.coefMilli} > 1000`),
]);

/** Coupon settings of a player (spec §3 Coupon settings), loaded after login. */
export const couponSettings = pgTable('coupon_settings', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(() => players.id),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Staff of the console, separate from players: e-mail, argon2id password hash, TOTP
 * secret (two-step login is mandatory; `totpEnabled` turns true at enrolment). `totpLastCounter`
 * is the last TOTP time step used, so a code is accepted once.
 */
export const staff = pgTable('staff', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Lowercased e-mail. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  totpLastCounter: bigint('totp_last_counter', { mode: 'number' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  createdBy: bigint('created_by', { mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * A player's personal manager (spec §2 office `manager`): a staff member with a role on the
 * player's brand, and the direct phone line the manager gives the player (optional). One per player.
 */
export const playerManagers = pgTable('player_managers', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(() => players.id),
  staffId: bigint('staff_id', { mode: 'number' }).notNull().references(() => staff.id),
  phone: text('phone'),
  assignedBy: bigint('assigned_by', { mode: 'number' }).notNull().references(() => staff.id),
  assignedAt: createdAt(),
}, (t) => [index('player_managers_staff').on(t.staffId)]);

/** Roles granted to staff per brand (`*` = every brand); see src/domain/staff/roles.ts. */
export const staffRoles = pgTable('staff_roles', {
  staffId: bigint('staff_id', { mode: 'number' }).notNull().references(() => staff.id),
  brandId: text('brand_id').notNull(),
  role: text('role', { enum: ['admin', 'brand_manager', 'content_editor', 'support', 'risk'] }).notNull(),
  grantedBy: bigint('granted_by', { mode: 'number' }),
  grantedAt: createdAt(),
}, (t) => [
  uniqueIndex('staff_roles_grant').on(t.staffId, t.brandId, t.role),
  check('staff_roles_role', sql`${t.role} in ('admin', 'brand_manager', 'content_editor', 'support', 'risk')`),
]);

/** Staff sessions: only the token's sha256 is stored; 15 minutes idle, 12 hours absolute. */
export const staffSessions = pgTable('staff_sessions', {
  id: text('id').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull().references(() => staff.id),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  clientAddress: text('client_address'),
}, (t) => [index('staff_sessions_staff').on(t.staffId)]);

/**
 * One-time staff tickets (hashes only): `enrol` — the enrolment link of a new staff member (sets
 * the password); `login` — the second step of a login after the password (TOTP code, or TOTP
 * enrolment with `pendingTotpSecret` when the staff member has none yet).
 */
export const staffTickets = pgTable('staff_tickets', {
  id: text('id').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull().references(() => staff.id),
  purpose: text('purpose', { enum: ['enrol', 'login'] }).notNull(),
  pendingTotpSecret: text('pending_totp_secret'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [index('staff_tickets_staff').on(t.staffId)]);

/**
 * The audit log of the console: append-only (a trigger in the migration refuses UPDATE, DELETE
 * and TRUNCATE). `action` e.g. `settings.set`, `players.ban`, `access.denied`; `brandId`/`domain`
 * what it concerns (domain '' or null = the whole brand); `key` the setting or target; `before` and
 * `after` the values; `reason` is required; `revertOf` the entry a revert undoes.
 */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
  action: text('action').notNull(),
  brandId: text('brand_id'),
  domain: text('domain'),
  key: text('key'),
  before: jsonb('before'),
  after: jsonb('after'),
  reason: text('reason').notNull(),
  clientAddress: text('client_address'),
  revertOf: bigint('revert_of', { mode: 'number' }),
}, (t) => [
  index('audit_log_brand_at').on(t.brandId, t.at),
  index('audit_log_staff').on(t.staffId),
  check('audit_log_reason', sql`length(trim(${t.reason})) > 0`),
]);

/**
 * Brand settings overrides: a value per brand, domain ('' = every domain of the brand)
 * and setting key, over the default of `brands/<brand>/brand.json`. `value` null = no override
 * (inherits). `version` grows with every save (optimistic concurrency: a save names the version it
 * read).
 */
export const brandSettings = pgTable('brand_settings', {
  brandId: text('brand_id').notNull(),
  domain: text('domain').notNull().default(''),
  key: text('key').notNull(),
  value: jsonb('value'),
  version: integer('version').notNull().default(1),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [uniqueIndex('brand_settings_key').on(t.brandId, t.domain, t.key)]);

/**
 * Balance adjustments made by staff through the ledger, against the house
 * account `adjustments`. When it or the requester's total (to the player in 24 h, to all players in
 * the UTC day) passes the brand's per-currency threshold (`needsApproval`, `approvalRule`;
 * src/server/staff/adjustments.ts) an adjustment waits (`pending`) for a second staff member's
 * approval (four eyes: `decidedBy` is never `requestedBy`, and an adjustment that needs approval is
 * applied only with a decider); `applied` carries the journal entry (ledger key `adjustment:{id}`);
 * `rejected` never moved money. `idempotencyKey` is the client's key, unique per requesting staff
 * member: a retry answers the same adjustment.
 */
export const balanceAdjustments = pgTable('balance_adjustments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id),
  /** Signed amount in minor units of the account's currency (credit > 0, debit < 0). */
  amount: money('amount').notNull(),
  reason: text('reason').notNull(),
  status: text('status', { enum: ['pending', 'applied', 'rejected'] }).notNull(),
  requestedBy: bigint('requested_by', { mode: 'number' }).notNull().references(() => staff.id),
  decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
  createdAt: createdAt(),
  /** The requesting client's idempotency key (unique per requester). */
  idempotencyKey: text('idempotency_key').notNull(),
  /** Above the currency's threshold: applied only after a second staff member approves. */
  needsApproval: boolean('needs_approval').notNull(),
  /** Why the approver approved or rejected it. */
  decisionReason: text('decision_reason'),
  /** Why it needs approval (src/domain/money.ts `ADJUSTMENT_APPROVAL_RULES`); null when applied at once (or requested before 0045). */
  approvalRule: text('approval_rule', { enum: ['amount', 'player_24h', 'staff_day'] }),
}, (t) => [
  check('balance_adjustments_amount', sql`${t.amount} <> 0`),
  check('balance_adjustments_status', sql`${t.status} in ('pending', 'applied', 'rejected')`),
  check('balance_adjustments_four_eyes', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
  // Money moved exactly when applied; an adjustment that needs approval is applied only by a decider.
  check('balance_adjustments_entry', sql`(${t.status} = 'applied') = (${t.entryId} is not null)`),
  check('balance_adjustments_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  check('balance_adjustments_approved', sql`${t.status} = 'pending' or not ${t.needsApproval} or ${t.decidedBy} is not null`),
  index('balance_adjustments_player').on(t.playerId),
  uniqueIndex('balance_adjustments_key').on(t.requestedBy, t.idempotencyKey),
  index('balance_adjustments_pending').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  check('balance_adjustments_approval_rule', sql`${t.approvalRule} is null or (${t.needsApproval} and ${t.approvalRule} in ('amount', 'player_24h', 'staff_day'))`),
  index('balance_adjustments_requester').on(t.requestedBy, t.createdAt),
]);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Responsible-gaming limits (spec §3 Limit, §4 Limit states; rules in
 * src/domain/responsible/limits.ts). One row per limit value: at most one ACTIVE and one PENDING
 * row per player and type; a replaced or cancelled row becomes INACTIVE. Times are on the feed
 * clock. `value` is in minor units of `currency_id` for money limits (types 1–3, 10–12, 20–22),
 * else in the type's measure (days, hours, minutes); null for a removal (PENDING, or INACTIVE once decided).
 */
export const rgLimits = pgTable('rg_limits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  limitType: smallint('limit_type').notNull(),
  state: text('state', { enum: ['PENDING', 'ACTIVE', 'INACTIVE'] }).notNull(),
  value: bigint('value', { mode: 'number' }),
  currencyId: integer('currency_id').references(() => currencies.id),
  /** ACTIVE: the period anchor (money) or start; PENDING: when the change was asked. */
  startedAt: at('started_at').notNull(),
  /** Self-exclusion and time-out: when they end. */
  endsAt: at('ends_at'),
  /** Self-exclusion reason id (GET reasons/selfexclude). */
  reasonId: smallint('reason_id'),
  /**
   * Money limits count only movements recorded after the limit was first set: rg_activity ids above
   * this one (a raise or decrease keeps it), so what came before a new limit, even at the same
   * feed-clock instant, does not count.
   */
  activityAfter: bigint('activity_after', { mode: 'number' }).notNull().default(0),
  decidedAt: at('decided_at'),
  createdAt: createdAt(),
}, (t) => [
  check('rg_limits_state', sql`${t.state} in ('PENDING', 'ACTIVE', 'INACTIVE')`),
  check('rg_limits_value', sql`${t.value} is not null or ${t.state} <> 'ACTIVE'`),
  uniqueIndex('rg_limits_one_active').on(t.playerId, t.limitType).where(sql`${t.state} = 'ACTIVE'`),
  uniqueIndex('rg_limits_one_pending').on(t.playerId, t.limitType).where(sql`${t.state} = 'PENDING'`),
]);

/**
 * What counts against money limits, on the feed clock: `wager` (a stake), `payout` (winnings, for
 * loss limits), `deposit` (a deposit accepted; not counted once the payment failed or was
 * cancelled). Written by `rg_spend` (src/server/db/functions/rg_spend.sql) in the transaction that moves the money.
 * Written at the rate of bets: its currency carries no foreign key (rows every concurrent bet
 * shares; never deleted, reference_rows_kept — see postings).
 */
export const rgActivity = pgTable('rg_activity', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  currencyId: integer('currency_id').notNull(),
  kind: text('kind', { enum: ['wager', 'payout', 'deposit'] }).notNull(),
  amount: money('amount').notNull(),
  at: at('at').notNull(),
  paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
  ref: text('ref').notNull(),
}, (t) => [
  check('rg_activity_kind', sql`${t.kind} in ('wager', 'payout', 'deposit')`),
  check('rg_activity_amount', sql`${t.amount} > 0`),
  uniqueIndex('rg_activity_ref').on(t.ref),
  index('rg_activity_player_at').on(t.playerId, t.at),
  // Tournament standings read a period's casino stakes of every player (src/server/tournaments/service.ts).
  index('rg_activity_at').on(t.at).where(sql`${t.kind} = 'wager'`),
]);

/** When a session started on the feed clock (reality check and session limit) and its last reality check. */
export const rgSessions = pgTable('rg_sessions', {
  sessionId: text('session_id').primaryKey().references(() => sessions.id),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  startedAt: at('started_at').notNull(),
  checkedAt: at('checked_at').notNull(),
});

/** A raise or removal waiting for the PGSI answers (POST limits → tokenGuid → POST testanswers). */
export const rgAssessments = pgTable('rg_assessments', {
  tokenGuid: text('token_guid').primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  /** The asked changes: `[{ limitType, value }]` (value in the stored unit; null for a removal). */
  changes: jsonb('changes').notNull(),
  createdAt: at('created_at').notNull(),
  answeredAt: at('answered_at'),
  score: smallint('score'),
});

/**
 * Lotto tickets (spec §2 `lotto`, src/domain/lotto/): 5 main numbers + 1 bonus ball on one
 * replayed draw of Powerball or Mega Millions (`draw_id`, the schedule's lottoId). One per player
 * and `refId`; the stake moved to `stakes_held` in the same transaction (ledger key
 * `lotto-stake:{id}`); settlement on the real drawn numbers sets `status_id`, the matched counts,
 * `tier`, `payout` and `settled_at` once (ledger key `lotto-settle:{id}`).
 */
export const lottoTickets = pgTable('lotto_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  refId: text('ref_id').notNull(),
  /** sha256 of the placement request. */
  requestHash: text('request_hash').notNull(),
  /** `powerball` or `megamillions`. */
  lottery: text('lottery', { enum: ['powerball', 'megamillions'] }).notNull(),
  /** The schedule's draw id (src/domain/lotto/schedule.ts). */
  drawId: bigint('draw_id', { mode: 'number' }).notNull(),
  /** Draw instant. */
  drawAt: timestamp('draw_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The 5 main numbers, ascending. */
  numbers: smallint('numbers').array().notNull(),
  bonus: smallint('bonus').notNull(),
  stake: money('stake').notNull(),
  /** The jackpot tier's payout, minor units. */
  potentialPayout: money('potential_payout').notNull(),
  /** Bet status id of spec §4: −1 until the draw, then 0 lose or 1 win. */
  statusId: smallint('status_id').notNull().default(-1),
  matchedMain: smallint('matched_main'),
  matchedBonus: boolean('matched_bonus'),
  /** Winning tier 1..9, null for none. */
  tier: smallint('tier'),
  payout: money('payout'),
  placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('lotto_tickets_player_ref').on(t.playerId, t.refId),
  index('lotto_tickets_player_placed').on(t.playerId, t.placedAt),
  index('lotto_tickets_open_draw').on(t.drawAt).where(sql`${t.statusId} = -1`),
  check('lotto_tickets_stake_positive', sql`${t.stake} > 0`),
  check('lotto_tickets_numbers', sql`array_length(${t.numbers}, 1) = 5`),
  check('lotto_tickets_payout_non_negative', sql`${t.payout} is null or ${t.payout} >= 0`),
]);

/**
 * Toto draws (spec §2 `toto`, src/domain/toto/): the 15 replayed football games of a draw, fixed
 * when its first coupon is placed, so a later change of the feed never changes a draw that has
 * coupons. `games` lists each game's permanent id, replay cycle, replayed kick-off (UTC ms) and
 * names as shown.
 */
export const totoDraws = pgTable('toto_draws', {
  drawId: integer('draw_id').primaryKey(),
  /** Betting closes here: the first game's kick-off. */
  deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }).notNull(),
  /** When the last game finishes: the draw can be settled. */
  completesAt: timestamp('completes_at', { withTimezone: true, mode: 'date' }).notNull(),
  games: jsonb('games').$type<{ permanentId: number; cycle: number; kickoff: number; home: string; away: string; champName: string }[]>().notNull(),
});

/**
 * Toto coupons: one pick set (1, X, 2 or several) per match of a draw; rows = the product of the
 * pick counts, each staked `row_stake`. One per player and `refId`; the stake moved to
 * `stakes_held` in the same transaction (ledger key `toto-stake:{id}`); the draw's settlement sets
 * the status, the rows by correct picks, `payout` and `settled_at` once (`toto-settle:{id}`).
 */
export const totoCoupons = pgTable('toto_coupons', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  refId: text('ref_id').notNull(),
  requestHash: text('request_hash').notNull(),
  drawId: integer('draw_id').notNull().references(() => totoDraws.drawId),
  /** 15 pick sets: `1`, `X`, `2`, `1X`, `12`, `X2`, `1X2`. */
  picks: text('picks').array().notNull(),
  rows: integer('rows').notNull(),
  rowStake: money('row_stake').notNull(),
  stake: money('stake').notNull(),
  /** Bet status id of spec §4: −1 open, 0 lost, 1 won, 2 returned (void draw). */
  statusId: smallint('status_id').notNull().default(-1),
  /** Most correct picks of any row, once settled. */
  bestCorrect: smallint('best_correct'),
  /** Rows by correct picks (index 0..15), once settled. */
  correctCounts: jsonb('correct_counts').$type<number[]>(),
  payout: money('payout'),
  placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('toto_coupons_player_ref').on(t.playerId, t.refId),
  index('toto_coupons_player_placed').on(t.playerId, t.placedAt),
  index('toto_coupons_open_draw').on(t.drawId, t.currencyId).where(sql`${t.statusId} = -1`),
  check('toto_coupons_stake', sql`${t.rowStake} > 0 and ${t.rows} between 1 and 2048 and ${t.stake} = ${t.rowStake} * ${t.rows}`),
  check('toto_coupons_picks', sql`array_length(${t.picks}, 1) = 15`),
  check('toto_coupons_payout_non_negative', sql`${t.payout} is null or ${t.payout} >= 0`),
]);

/**
 * A settled toto pool: one draw in one currency (src/domain/toto/pool.ts settlePool): the pool,
 * the prize fund, the jackpot carried in and out, the real results and each tier's outcome. Written
 * in the settlement's transaction; its primary key makes the settlement happen once.
 */
export const totoPools = pgTable('toto_pools', {
  drawId: integer('draw_id').notNull().references(() => totoDraws.drawId),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  pool: money('pool').notNull(),
  prizeFund: money('prize_fund').notNull(),
  jackpotIn: money('jackpot_in').notNull(),
  jackpotOut: money('jackpot_out').notNull(),
  /** The 15 results: `1`, `X`, `2` or `void`. */
  results: text('results').array().notNull(),
  isVoid: boolean('is_void').notNull(),
  tiers: jsonb('tiers').$type<{ correct: number; shareBp: number; fund: number; rows: number; units: number; paid: number }[]>().notNull(),
  coupons: integer('coupons').notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [uniqueIndex('toto_pools_pk').on(t.drawId, t.currencyId)]);

/**
 * Virtual sports bets (spec §2 `virtualsports`, src/domain/virtual/league.ts): a single on one
 * outcome (1, X, 2, over or under 2.5) of one match of a virtual event, at the model's fixed
 * coefficient. One per player and `refId`; the stake moved to `stakes_held` in the same transaction
 * (`virtual-stake:{id}`); settled on the provably fair simulated result at the end of the match's
 * show (`virtual-settle:{id}`).
 */
export const virtualBets = pgTable('virtual_bets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  refId: text('ref_id').notNull(),
  requestHash: text('request_hash').notNull(),
  eventId: integer('event_id').notNull(),
  /** Match 0..9 of the event's round. */
  matchIndex: smallint('match_index').notNull(),
  homeTeamId: smallint('home_team_id').notNull(),
  awayTeamId: smallint('away_team_id').notNull(),
  /** `1`, `X`, `2`, `over`, `under`. */
  outcome: text('outcome', { enum: ['1', 'X', '2', 'over', 'under'] }).notNull(),
  coefMilli: integer('coef_milli').notNull(),
  stake: money('stake').notNull(),
  potentialPayout: money('potential_payout').notNull(),
  /** Bet status id of spec §4: −1 open, 0 lost, 1 won. */
  statusId: smallint('status_id').notNull().default(-1),
  scoreHome: smallint('score_home'),
  scoreAway: smallint('score_away'),
  payout: money('payout'),
  kickoffAt: timestamp('kickoff_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The end of the match's show: settled from then on. */
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('virtual_bets_player_ref').on(t.playerId, t.refId),
  index('virtual_bets_player_placed').on(t.playerId, t.placedAt),
  index('virtual_bets_open_end').on(t.endsAt).where(sql`${t.statusId} = -1`),
  check('virtual_bets_stake_positive', sql`${t.stake} > 0`),
  check('virtual_bets_coef', sql`${t.coefMilli} > 1000`),
  check('virtual_bets_match', sql`${t.matchIndex} between 0 and 9`),
  check('virtual_bets_payout_non_negative', sql`${t.payout} is null or ${t.payout} >= 0`),
]);

/** Binary column (`bytea`): a Buffer in, a Buffer out (PGlite answers Uint8Array, pg Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The media library: images uploaded by staff per brand. `id` is 24 hex digits
 * of the sha256 of the brand and the uploaded bytes (the same file uploaded twice to a brand is
 * one image; its URLs never change). `alt` is the alt text per language. The renditions are in
 * {@link mediaRenditions}; the uploaded bytes themselves are not kept.
 */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  brandId: text('brand_id').notNull(),
  /** Type detected from the uploaded bytes, e.g. `image/jpeg`. */
  sourceType: text('source_type').notNull(),
  sourceBytes: integer('source_bytes').notNull(),
  /** Original width and height (after EXIF orientation), px. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Stored rendition widths, ascending. */
  widths: jsonb('widths').$type<number[]>().notNull(),
  alt: jsonb('alt').$type<Record<string, string>>().notNull(),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => staff.id),
  createdAt: createdAt(),
}, (t) => [
  index('media_brand_created').on(t.brandId, t.createdAt),
  check('media_id_format', sql`${t.id} ~ '^[0-9a-f]{24}$'`),
  check('media_size', sql`${t.width} > 0 and ${t.height} > 0 and ${t.sourceBytes} > 0`),
]);

/** One stored rendition of an image: re-encoded bytes at one width and format. */
export const mediaRenditions = pgTable('media_renditions', {
  mediaId: text('media_id').notNull().references(() => media.id),
  width: integer('width').notNull(),
  /** File extension of the format, e.g. `webp`. */
  format: text('format').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
}, (t) => [primaryKey({ columns: [t.mediaId, t.width, t.format] })]);
/**
 * CMS documents: one page per brand, route family, slug and language (spec §2 route
 * families information, betting-alphabet, news, landing, promo, promotions, ourpartners,
 * partners, mobile, desktop; `footer` for the footer's content). `state` draft → scheduled →
 * published → archived; `version` is the newest saved version (every save adds a row to
 * {@link cmsVersions}; a save names the version it read: optimistic concurrency);
 * `publishedVersion` is the version guests see while the state is `published`; `publishAt` and
 * `scheduledVersion` the version a scheduled publish will show.
 */
export const cmsDocuments = pgTable('cms_documents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: text('brand_id').notNull(),
  family: text('family').notNull(),
  slug: text('slug').notNull(),
  language: text('language').notNull(),
  state: text('state', { enum: ['draft', 'scheduled', 'published', 'archived'] }).notNull().default('draft'),
  version: integer('version').notNull().default(1),
  publishedVersion: integer('published_version'),
  scheduledVersion: integer('scheduled_version'),
  publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('cms_documents_key').on(t.brandId, t.family, t.slug, t.language),
  index('cms_documents_due').on(t.state, t.publishAt),
  check('cms_documents_state', sql`${t.state} in ('draft', 'scheduled', 'published', 'archived')`),
  check('cms_documents_published', sql`${t.state} <> 'published' or ${t.publishedVersion} is not null`),
  check('cms_documents_scheduled', sql`${t.state} <> 'scheduled' or (${t.publishAt} is not null and ${t.scheduledVersion} is not null)`),
]);

/**
 * Every saved version of a CMS document: the page schema (Puck shape, `schemaVersion`) as saved,
 * who saved it (null: the seed) and when. Append-only by use: restore saves an old page as a new
 * version.
 */
export const cmsVersions = pgTable('cms_versions', {
  documentId: bigint('document_id', { mode: 'number' }).notNull().references(() => cmsDocuments.id),
  version: integer('version').notNull(),
  page: jsonb('page').notNull(),
  savedBy: bigint('saved_by', { mode: 'number' }).references(() => staff.id),
  savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** What the save was: `save`, `restore:{n}`, `seed`. */
  note: text('note').notNull().default('save'),
}, (t) => [uniqueIndex('cms_versions_key').on(t.documentId, t.version)]);

/**
 * Casino game providers (spec §2 Casino): each game server that calls the seamless
 * wallet API (src/server/casino/wallet.ts) under its own id, in the protocol it speaks
 * (drizzle/0047): `wallet-v1` (ours, Ed25519, verified with `publicKey`, SPKI PEM) or `hub88`
 * (Hub88's wallet API, RSA-SHA256, verified with `hub88PublicKey`, RSA SPKI PEM;
 * src/server/casino/hub88.ts). Each endpoint answers only providers of its protocol. A disabled
 * provider's calls are refused and its games are not launched. Keys are set on the console page
 * `/console/casino-providers` (src/server/casino/providers.ts).
 */
export const casinoProviders = pgTable('casino_providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  publicKey: text('public_key'),
  /** `wallet-v1` | `hub88`: which wallet endpoint answers the provider. */
  protocol: text('protocol').notNull().default('wallet-v1'),
  /** The provider's RSA public key (SPKI PEM) for `X-Hub88-Signature`; null when it speaks only `wallet-v1`. */
  hub88PublicKey: text('hub88_public_key'),
  enabled: boolean('enabled').notNull().default(true),
  /**
   * The provider's cap on a round's wins per currency: ISO code → minor units (null or a currency
   * left out: no provider cap). A win taking the round's wins above it is refused and flagged
   * (drizzle/0043, {@link casinoFlaggedRounds}).
   */
  maxWinMinor: jsonb('max_win_minor').$type<Record<string, number>>(),
  createdAt: createdAt(),
}, (t) => [
  check('casino_providers_id_format', sql`${t.id} ~ '^[a-z0-9-]{2,40}$'`),
  check('casino_providers_max_win', sql`${t.maxWinMinor} is null or jsonb_typeof(${t.maxWinMinor}) = 'object'`),
  check('casino_providers_protocol', sql`${t.protocol} in ('wallet-v1', 'hub88')`),
  check('casino_providers_protocol_key', sql`(${t.protocol} = 'wallet-v1' and ${t.publicKey} is not null) or (${t.protocol} = 'hub88' and ${t.hub88PublicKey} is not null)`),
]);

/**
 * The casino catalogue: one row per game of a provider. `code` is the provider's game code (sent
 * in every wallet call as `game_code`), `slug` the URL name of the game page
 * (`slots/game/{id}/{slug}`), `categories` the lobby categories (spec §3 casino categories),
 * `rtpBp` the stated return to player in hundredths of a percent (9900 = 99.00 %), `volatility`
 * low | medium | high, `thumbnail` a media id or null. Availability per brand and country is
 * {@link casinoGameBrands}.
 */
export const casinoGames = pgTable('casino_games', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  providerId: text('provider_id').notNull().references(() => casinoProviders.id),
  code: text('code').notNull(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  categories: jsonb('categories').$type<string[]>().notNull(),
  rtpBp: integer('rtp_bp').notNull(),
  volatility: text('volatility', { enum: ['low', 'medium', 'high'] }).notNull(),
  thumbnail: text('thumbnail'),
  /** Off for every brand at once (the provider withdrew it). */
  enabled: boolean('enabled').notNull().default(true),
  /**
   * The most a round of the game can pay, as a multiple of the round's stakes (stake included; two
   * decimals, as text from the driver). The wallet refuses wins above it (drizzle/0043).
   */
  maxMultiplier: numeric('max_multiplier', { precision: 14, scale: 2 }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('casino_games_provider_code').on(t.providerId, t.code),
  check('casino_games_rtp', sql`${t.rtpBp} between 0 and 10000`),
  check('casino_games_slug', sql`${t.slug} ~ '^[a-z0-9-]{1,80}$'`),
  check('casino_games_max_multiplier', sql`${t.maxMultiplier} >= 0`),
]);

/**
 * Where a game is offered: per brand, enabled or not, its lobby position, the countries
 * (ISO 3166-1 alpha-2, upper case) it is not offered in, and the brand's own categories for it
 * (null: the game's). No row: not offered on that brand.
 */
export const casinoGameBrands = pgTable('casino_game_brands', {
  gameId: bigint('game_id', { mode: 'number' }).notNull().references(() => casinoGames.id),
  brandId: text('brand_id').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
  blockedCountries: jsonb('blocked_countries').$type<string[]>().notNull().default([]),
  /** The brand's own lobby categories of the game (spec §3 category and section names), null: the game's own. */
  categories: jsonb('categories').$type<string[]>(),
}, (t) => [primaryKey({ columns: [t.gameId, t.brandId] })]);

/**
 * Game sessions opened by a launch (src/server/casino/launch.ts): the sha256 of the token handed
 * to the provider, who plays (player, account, its currency), which game, and until when the
 * token is valid for balance and bet calls (10 minutes, moved forward by every call that uses
 * it; wins and rollbacks are accepted after it).
 */
export const casinoSessions = pgTable('casino_sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  gameId: bigint('game_id', { mode: 'number' }).notNull().references(() => casinoGames.id),
  providerId: text('provider_id').notNull().references(() => casinoProviders.id),
  brandId: text('brand_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('casino_sessions_player').on(t.playerId, t.createdAt)]);

/**
 * A player's favourite casino games (spec §2 Casino `my-casino/favorites`): one row per player and
 * game; adding twice keeps the one row, removing deletes it (src/server/casino/favorites.ts).
 */
export const casinoFavorites = pgTable('casino_favorites', {
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  gameId: bigint('game_id', { mode: 'number' }).notNull().references(() => casinoGames.id),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.playerId, t.gameId] })]);

/**
 * Wallet transactions of providers (bet, win, rollback), one row per provider `transaction_uuid`
 * that moved money or was answered RS_OK: the stored answer (`status`, `balance`) is what a
 * repeat of the same request gets. A bet row carries `rolledBackAt` once refunded and `wonAmount`
 * (sum of its wins). A rollback that arrived before its bet is kept (`kind` rollback, no money)
 * so that the late bet is refused. Amounts in minor units of the session's currency.
 * Written at the rate of bets: its currency, provider and game carry no foreign key (rows every
 * concurrent bet shares; never deleted, reference_rows_kept — see postings).
 */
export const casinoTransactions = pgTable('casino_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  providerId: text('provider_id').notNull(),
  transactionUuid: text('transaction_uuid').notNull(),
  kind: text('kind', { enum: ['bet', 'win', 'rollback'] }).notNull(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id),
  currencyId: integer('currency_id').notNull(),
  gameId: bigint('game_id', { mode: 'number' }).notNull(),
  sessionId: bigint('session_id', { mode: 'number' }).notNull().references(() => casinoSessions.id),
  round: text('round').notNull(),
  /** The bet a win or rollback refers to. */
  referenceUuid: text('reference_uuid'),
  amount: money('amount').notNull(),
  requestHash: text('request_hash').notNull(),
  status: text('status').notNull(),
  /** The balance answered, minor units. */
  balance: money('balance').notNull(),
  wonAmount: money('won_amount').notNull().default(0),
  rolledBackAt: timestamp('rolled_back_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('casino_transactions_uuid').on(t.providerId, t.transactionUuid),
  index('casino_transactions_player').on(t.playerId, t.createdAt),
  index('casino_transactions_reference').on(t.providerId, t.referenceUuid),
  check('casino_transactions_amount', sql`${t.amount} >= 0`),
]);

/**
 * Round state of the wallet (drizzle/0043): one row per provider, player and provider round id.
 * Open until its closing call (a win or a rollback with `round_closed` true: `closedAt`, `closedBy`
 * the closing transaction uuid); `stakesMinor` the sum of its bets not rolled back, `wonMinor` the
 * sum of its credited wins. Row-locked by every bet, win and rollback of the round.
 * Written at the rate of bets: its currency, provider and game carry no foreign key (rows every concurrent bet
 * shares; never deleted, reference_rows_kept — see postings).
 */
export const casinoRounds = pgTable('casino_rounds', {
  providerId: text('provider_id').notNull(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  round: text('round').notNull(),
  gameId: bigint('game_id', { mode: 'number' }).notNull(),
  currencyId: integer('currency_id').notNull(),
  stakesMinor: money('stakes_minor').notNull().default(0),
  wonMinor: money('won_minor').notNull().default(0),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  closedBy: text('closed_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.providerId, t.playerId, t.round] }),
  check('casino_rounds_amounts', sql`${t.stakesMinor} >= 0 and ${t.wonMinor} >= 0`),
]);

/**
 * Rounds flagged for risk staff (drizzle/0043): a win refused because the round's wins would pass
 * the game's maximum multiplier × stakes or the provider's cap. One row per refused win uuid
 * (a repeat adds nothing); written by the refusing statement, which commits it.
 */
export const casinoFlaggedRounds = pgTable('casino_flagged_rounds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  providerId: text('provider_id').notNull().references(() => casinoProviders.id),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  round: text('round').notNull(),
  gameId: bigint('game_id', { mode: 'number' }).notNull().references(() => casinoGames.id),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  /** The refused win's transaction uuid, and the bet it referred to. */
  transactionUuid: text('transaction_uuid').notNull(),
  betUuid: text('bet_uuid').notNull(),
  /** The win asked, the round's wins credited before it, its stakes and the binding cap (minor units). */
  winMinor: money('win_minor').notNull(),
  wonBeforeMinor: money('won_before_minor').notNull(),
  stakesMinor: money('stakes_minor').notNull(),
  capMinor: money('cap_minor').notNull(),
  reason: text('reason', { enum: ['game_max_multiplier', 'provider_cap'] }).notNull(),
  /** Feed-clock time of the refusal. */
  flaggedAt: timestamp('flagged_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  uniqueIndex('casino_flagged_rounds_uuid').on(t.providerId, t.transactionUuid),
  index('casino_flagged_rounds_flagged').on(t.flaggedAt),
  check('casino_flagged_rounds_reason', sql`${t.reason} in ('game_max_multiplier', 'provider_cap')`),
]);

/**
 * Our own game server (src/server/game-server/, the provider side): a seed pair per owner (a
 * player of the portal `u:{user}` or a demo visitor `d:{id}`). The server seed stays secret while
 * active (its sha256 is shown); rotating reveals it and starts a new pair with nonce 0.
 */
export const gsSeeds = pgTable('gs_seeds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  owner: text('owner').notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  /** The nonce of the next round. */
  nonce: integer('nonce').notNull().default(0),
  revealedAt: timestamp('revealed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('gs_seeds_owner_active').on(t.owner).where(sql`${t.revealedAt} is null`)]);

/**
 * Rounds played on our game server: game, its parameters and result, the seed pair and nonce
 * that decided it, stake and payout (minor units of `currency`, fun money in demo), and the
 * wallet transactions it sent (`betUuid`, `winUuid`).
 */
export const gsRounds = pgTable('gs_rounds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  owner: text('owner').notNull(),
  mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
  game: text('game').notNull(),
  seedId: bigint('seed_id', { mode: 'number' }).notNull().references(() => gsSeeds.id),
  nonce: integer('nonce').notNull(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  currency: text('currency').notNull(),
  stake: money('stake').notNull(),
  payout: money('payout').notNull(),
  /** `pending` from the bet until the wallet answered the win (re-sent on the owner's next call). */
  status: text('status', { enum: ['pending', 'settled', 'refused', 'rolled_back'] }).notNull(),
  betUuid: text('bet_uuid'),
  winUuid: text('win_uuid'),
  createdAt: createdAt(),
}, (t) => [
  index('gs_rounds_owner').on(t.owner, t.id),
  uniqueIndex('gs_rounds_seed_nonce').on(t.seedId, t.nonce),
]);

/**
 * Settlement claims of the scheduled casino rounds (crash, bingo, TV keno; src/server/casino/scheduled.ts):
 * one row per (game, round), inserted in the same transaction as the round's payouts, so however
 * many instances try, a round's settlement commits exactly once (the loser's insert conflicts and
 * it pays nothing). `seedHash` is the hash published before the round; `settledAt` is feed time.
 */
export const gsScheduledRounds = pgTable('gs_scheduled_rounds', {
  game: text('game', { enum: ['crash', 'bingo', 'tv-keno'] }).notNull(),
  round: bigint('round', { mode: 'number' }).notNull(),
  seedHash: text('seed_hash').notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.game, t.round] }),
  check('gs_scheduled_rounds_round', sql`${t.round} >= 0`),
]);

/** Demo wallets of the game server: fun money of a guest's demo session (minor units, never negative). */
export const gsDemoWallets = pgTable('gs_demo_wallets', {
  id: text('id').primaryKey(),
  balance: money('balance').notNull(),
  createdAt: createdAt(),
}, (t) => [check('gs_demo_balance', sql`${t.balance} >= 0`)]);

/**
 * Tickets of the scheduled games on the game server (TV keno, crash, bingo; src/server/game-server/tickets.ts):
 * bought for a round while it takes bets (the stake taken then: wallet bet or demo wallet),
 * settled once with the round (`payout` set, `status` won | lost) in the round's settlement
 * transaction; for real money the win is then sent to the wallet (`winSent`, uuid `gs-tk-{id}-win`,
 * re-sent until the wallet answers). `token`/`user` are the launch's wallet session, kept to send
 * the win (the wallet accepts wins after the token expired).
 */
export const gsTickets = pgTable('gs_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  owner: text('owner').notNull(),
  mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
  game: text('game', { enum: ['tv-keno', 'crash', 'bingo'] }).notNull(),
  round: bigint('round', { mode: 'number' }).notNull(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  currency: text('currency').notNull(),
  stake: money('stake').notNull(),
  payout: money('payout'),
  /** open (bought, round not settled) → won | lost; refused when the wallet refused the stake. */
  status: text('status', { enum: ['open', 'won', 'lost', 'refused'] }).notNull(),
  result: jsonb('result').$type<Record<string, unknown>>(),
  token: text('token'),
  walletUser: text('wallet_user'),
  winSent: boolean('win_sent').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('gs_tickets_round').on(t.game, t.round, t.status),
  index('gs_tickets_owner').on(t.owner, t.id),
  index('gs_tickets_unsent').on(t.id).where(sql`${t.mode} = 'real' and ${t.status} in ('won', 'lost') and not ${t.winSent}`),
]);

/**
 * When each owner (`u:{user}` / `d:{demo}`) last started a slot spin on the game server, in feed-clock
 * ms: the UKGC minimum of 2.5 s between spins (src/domain/casino/slots.ts MIN_SPIN_MS) is taken
 * atomically from this row, so parallel spins of one owner start at most one per 2.5 s.
 */
export const gsSpinClock = pgTable('gs_spin_clock', {
  owner: text('owner').primaryKey(),
  lastSpinMs: bigint('last_spin_ms', { mode: 'number' }).notNull(),
});

/**
 * Documents players upload for verification (spec §2 office `verification`/`identification`).
 * The bytes are a file under the data directory (`storageKey`, src/server/verification/files.ts),
 * never in the web root; the row holds what was detected and the review. `status` pending →
 * approved | rejected | additional_requested, decided once (src/domain/verification/rules.ts).
 */
export const verificationDocuments = pgTable('verification_documents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  brandId: text('brand_id').notNull(),
  documentType: text('document_type').notNull(),
  /** Type detected from the bytes: image/jpeg, image/png, image/webp or application/pdf. */
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** sha256 of the bytes, hex: the same file uploaded again while pending is one document. */
  sha256: text('sha256').notNull(),
  /** File name under the documents directory: random, never the name the browser sent. */
  storageKey: text('storage_key').notNull(),
  status: text('status').notNull().default('pending'),
  reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staff.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
  /** The reason shown to the player for a rejection or a request for another document. */
  reviewReason: text('review_reason'),
  /** The document type asked for by `additional_requested`. */
  requestedDocumentType: text('requested_document_type'),
  createdAt: createdAt(),
}, (t) => [
  index('verification_documents_player').on(t.playerId, t.createdAt),
  index('verification_documents_queue').on(t.status, t.createdAt),
  uniqueIndex('verification_documents_storage').on(t.storageKey),
  uniqueIndex('verification_documents_pending_bytes').on(t.playerId, t.sha256).where(sql`${t.status} = 'pending'`),
  // The identity-document link of rg_person_players (src/server/db/functions/rg_person_players.sql): the same approved identity file.
  index('verification_documents_identity').on(t.sha256).where(sql`${t.status} = 'approved' and ${t.documentType} in ('passport', 'id_card', 'driving_licence')`),
  check('verification_documents_type', sql`${t.documentType} in ('passport', 'id_card', 'driving_licence', 'proof_of_address', 'payment_method')`),
  check('verification_documents_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'additional_requested')`),
  check('verification_documents_content_type', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')`),
  check('verification_documents_size', sql`${t.sizeBytes} > 0`),
  check('verification_documents_reviewed', sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`),
]);

/**
 * A player's verification state (spec §3 `verification_status`, `requested_additional_document`):
 * one row per player once they upload; no row = not started.
 */
export const playerVerification = pgTable('player_verification', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(() => players.id),
  status: text('status').notNull(),
  requestedDocumentType: text('requested_document_type'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  check('player_verification_status', sql`${t.status} in ('not_started', 'pending', 'additional_document_requested', 'verified', 'rejected')`),
  check('player_verification_requested', sql`(${t.status} = 'additional_document_requested') = (${t.requestedDocumentType} is not null)`),
]);

/**
 * A player's global user settings of spec §3 (language, time zone, 12/24 h, theme, coefficient
 * view, mailing settings, disallowed line and live sports): one row per player, the whole
 * settings object as JSON validated by `userSettingsSchema` (schemas/user-settings-api.ts) on every
 * read and write. No row: the defaults of spec §9.
 */
export const playerSettings = pgTable('player_settings', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(() => players.id),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Requests a player files about a payment (office `payment/requests`, `payment/create-request`):
 * topic and sub-topic (src/domain/office/payment-requests.ts), the payment it is about (one of the
 * player's own, or null for topics without one), the player's message, and the staff answer.
 * Status: `open` until staff answer, then `answered`.
 */
export const paymentRequests = pgTable('payment_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  brandId: text('brand_id').notNull(),
  topicId: smallint('topic_id').notNull(),
  /** Sub-topic of a topic without a payment; null for a request about a payment. */
  subTopicId: smallint('sub_topic_id'),
  paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
  message: text('message').notNull(),
  status: text('status', { enum: ['open', 'answered'] }).notNull().default('open'),
  answer: text('answer'),
  answeredBy: bigint('answered_by', { mode: 'number' }).references(() => staff.id),
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [
  index('payment_requests_player').on(t.playerId, t.createdAt),
  index('payment_requests_brand_status').on(t.brandId, t.status),
  check('payment_requests_status', sql`${t.status} in ('open', 'answered')`),
  check('payment_requests_answer', sql`(${t.status} = 'answered') = (${t.answer} is not null)`),
]);

/** Ideas players send from the office (`share-idea`), listed to staff in the console. */
export const playerIdeas = pgTable('player_ideas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  brandId: text('brand_id').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
}, (t) => [index('player_ideas_brand').on(t.brandId, t.createdAt)]);

/**
 * Appeals of banned players against their ban (spec §2 `block-appeal-history`, §4 Ban): the ban
 * level and version the appeal is about, the player's text, the time; listed to the player and to
 * staff with `players.view` on the brand. One appeal per ban (player, level, version).
 */
export const blockAppeals = pgTable('block_appeals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  brandId: text('brand_id').notNull(),
  banLevel: integer('ban_level').notNull(),
  banVersion: integer('ban_version').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
  /** Staff's decision: `upheld` (the ban stays) or `lifted` (ban level set to 0); null while unanswered. */
  decision: text('decision'),
  /** Staff's reply, shown to the player. */
  reply: text('reply'),
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  answeredBy: bigint('answered_by', { mode: 'number' }).references(() => staff.id),
}, (t) => [
  uniqueIndex('block_appeals_ban').on(t.playerId, t.banLevel, t.banVersion),
  index('block_appeals_brand').on(t.brandId, t.createdAt),
  check('block_appeals_level', sql`${t.banLevel} > 0`),
  check('block_appeals_decision', sql`${t.decision} is null or (${t.decision} in ('upheld', 'lifted') and ${t.reply} is not null and ${t.answeredAt} is not null)`),
]);

/**
 * Bonus templates of a brand (schemas/bonus.ts `bonusTemplateSchema`; seeded from
 * `brands/<brand>/bonuses.json`, edited in the console). Amounts in minor units of `currency_id`.
 */
export const bonusTemplates = pgTable('bonus_templates', {
  id: serial('id').primaryKey(),
  brandId: text('brand_id').notNull(),
  code: text('code').notNull(),
  kind: text('kind').notNull(),
  product: text('product').notNull(),
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  terms: jsonb('terms').$type<Record<string, string>>().notNull(),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  matchPercent: smallint('match_percent'),
  maxAwardMinor: money('max_award_minor'),
  fixedAwardMinor: money('fixed_award_minor'),
  minDepositMinor: money('min_deposit_minor').notNull().default(0),
  wagerMultiplier: smallint('wager_multiplier').notNull(),
  contributions: jsonb('contributions').$type<Record<string, number>>().notNull().default({}),
  minCoefMilli: integer('min_coef_milli'),
  maxBetMinor: money('max_bet_minor'),
  validDays: smallint('valid_days').notNull(),
  /** `birthday`: claimed by opting in during the player's birthday week (src/domain/player/birthday.ts); null: an ordinary offer. */
  occasion: text('occasion'),
  /** Free spins: how many, and the slot (a game code of our game server) they are played on; the stake per spin is `fixed_award_minor`. */
  spinCount: smallint('spin_count'),
  spinGame: text('spin_game'),
  /** Upper case; unique per brand among templates that have one. */
  promoCode: text('promo_code'),
  countries: jsonb('countries').$type<string[]>(),
  segment: text('segment').notNull().default('all'),
  maxAwards: integer('max_awards'),
  /** Claims so far, counted in the claim's transaction against `max_awards`. */
  awardsCount: integer('awards_count').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('bonus_templates_brand_code').on(t.brandId, t.code),
  uniqueIndex('bonus_templates_brand_promo').on(t.brandId, t.promoCode).where(sql`${t.promoCode} is not null`),
  check('bonus_templates_kind', sql`${t.kind} in ('first_deposit', 'reload', 'no_deposit', 'free_bet', 'free_spins', 'cashback', 'points')`),
  check('bonus_templates_product', sql`${t.product} in ('sports', 'casino')`),
  check('bonus_templates_awards', sql`${t.maxAwards} is null or ${t.awardsCount} <= ${t.maxAwards}`),
  check('bonus_templates_occasion', sql`${t.occasion} is null or ${t.occasion} = 'birthday'`),
  check('bonus_templates_spins', sql`(${t.kind} = 'free_spins') = (${t.spinCount} is not null and ${t.spinGame} is not null)`),
]);

/**
 * A player's bonus (src/server/bonus/engine.ts): the template's terms copied at the claim so they
 * never change under the player, the award and the wagering so far. `pending`: opted in, waiting
 * for the qualifying deposit; `active`: bonus money on the bonus account, wagering; then one of
 * completed (converted to real money), forfeited, expired, cancelled. At most one active bonus per
 * player besides free bets (kind free_bet: no money moves at the award; `active` until a coupon
 * uses it, then `completed`); `award_key` makes each claim happen once (e.g. `first_deposit:{player}`).
 */
export const playerBonuses = pgTable('player_bonuses', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  templateId: integer('template_id').notNull().references(() => bonusTemplates.id),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  kind: text('kind').notNull(),
  product: text('product').notNull(),
  status: text('status').notNull(),
  awardKey: text('award_key').notNull().unique(),
  awardMinor: money('award_minor').notNull().default(0),
  wagerMultiplier: smallint('wager_multiplier').notNull(),
  wagerRequiredMinor: money('wager_required_minor').notNull().default(0),
  wagerDoneMinor: money('wager_done_minor').notNull().default(0),
  contributions: jsonb('contributions').$type<Record<string, number>>().notNull(),
  minCoefMilli: integer('min_coef_milli'),
  maxBetMinor: money('max_bet_minor'),
  validDays: smallint('valid_days').notNull(),
  /** The deposit that qualified (match bonuses). */
  paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
  awardedAt: timestamp('awarded_at', { withTimezone: true, mode: 'date' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  /** Why it ended: wagered, withdrawal, expiry, player, staff:{id}, or the staff's reason. */
  endReason: text('end_reason'),
  /**
   * Free spins (kind free_spins): the casino game they are played on, the stake of each, how many
   * were given, are left, and have had their result; the winnings so far (minor units). The
   * wagering requirement is set from the winnings once every spin has its result (bonus_spin_win).
   */
  spinGameId: bigint('spin_game_id', { mode: 'number' }).references(() => casinoGames.id),
  spinStakeMinor: money('spin_stake_minor'),
  spinsTotal: smallint('spins_total').notNull().default(0),
  spinsLeft: smallint('spins_left').notNull().default(0),
  spinsSettled: smallint('spins_settled').notNull().default(0),
  spinsWonMinor: money('spins_won_minor').notNull().default(0),
}, (t) => [
  // Free bets are tokens beside the one bonus being wagered.
  uniqueIndex('player_bonuses_one_active').on(t.playerId).where(sql`${t.status} = 'active' and ${t.kind} <> 'free_bet'`),
  index('player_bonuses_player').on(t.playerId, t.id),
  index('player_bonuses_expiry').on(t.expiresAt).where(sql`${t.status} = 'active'`),
  check('player_bonuses_status', sql`${t.status} in ('pending', 'active', 'completed', 'forfeited', 'expired', 'cancelled')`),
  check('player_bonuses_wager', sql`${t.wagerDoneMinor} >= 0 and ${t.wagerDoneMinor} <= ${t.wagerRequiredMinor}`),
  check('player_bonuses_award', sql`${t.awardMinor} >= 0`),
  check('player_bonuses_spins', sql`${t.spinsLeft} >= 0 and ${t.spinsSettled} >= 0 and ${t.spinsLeft} + ${t.spinsSettled} <= ${t.spinsTotal}`),
]);

/**
 * Every step of a player's bonus, for audit: claim, award, wager (one per counted stake, with the
 * stake's ledger key as `ref`), unwager (a stake rolled back), complete, convert, forfeit, expire,
 * cancel, release (winnings of bonus stakes settled after the bonus ended); free spins: spin (a spin
 * staked, `ref` its stake key), spin_win (its result), unspin (rolled back); top_up (bonus money
 * added to the bonus, `ref` `bonus-add:{key}`).
 */
export const bonusEvents = pgTable('bonus_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerBonusId: bigint('player_bonus_id', { mode: 'number' }).notNull().references(() => playerBonuses.id),
  kind: text('kind').notNull(),
  amountMinor: money('amount_minor').notNull().default(0),
  /** The stake's ledger key (wager, spin, spin_win, unspin), `bonus-add:{key}` (top_up), or null. */
  ref: text('ref'),
  /** player, system, or staff:{id}. */
  actor: text('actor').notNull(),
  reason: text('reason'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('bonus_events_bonus').on(t.playerBonusId, t.id), index('bonus_events_ref').on(t.ref).where(sql`${t.ref} is not null`)]);

/**
 * Casino tournaments of a brand (schemas/tournament.ts; seeded from `brands/<brand>/bonuses.json`):
 * back-to-back periods from `anchor`, ranked by casino stakes or best single-stake multiplier
 * (src/server/tournaments/service.ts), prizes in minor units of `currency_id` by rank.
 */
export const tournaments = pgTable('tournaments', {
  id: serial('id').primaryKey(),
  brandId: text('brand_id').notNull(),
  slug: text('slug').notNull(),
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  description: jsonb('description').$type<Record<string, string>>().notNull(),
  metric: text('metric').notNull(),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  minBetMinor: money('min_bet_minor').notNull().default(0),
  categories: jsonb('categories').$type<string[]>(),
  period: text('period').notNull(),
  anchor: timestamp('anchor', { withTimezone: true, mode: 'date' }).notNull(),
  prizesMinor: jsonb('prizes_minor').$type<number[]>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('tournaments_brand_slug').on(t.brandId, t.slug),
  check('tournaments_metric', sql`${t.metric} in ('wager', 'multiplier')`),
  check('tournaments_period', sql`${t.period} in ('daily', 'weekly')`),
]);

/**
 * A finished tournament period, settled once: the row is the claim (inserted with the prize
 * entries in one transaction, so every instance may try and one pays), with the final standings.
 */
export const tournamentResults = pgTable('tournament_results', {
  tournamentId: integer('tournament_id').notNull().references(() => tournaments.id),
  period: integer('period').notNull(),
  /** The final board: `[{ rank, playerId, score, prizeMinor }]`. */
  standings: jsonb('standings').$type<{ rank: number; playerId: number; score: number; prizeMinor: number }[]>().notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [primaryKey({ columns: [t.tournamentId, t.period] })]);

/**
 * The referral a player registered with (src/domain/referral/capture.ts), stored in the
 * registration's transaction: the referring player (same brand, never the player), the affiliate
 * link, partner, sub-id and postback ids, and the captured `referral_values`. `rewarded_at`: when the
 * referrer was paid the bring-a-friend reward (once, on this player's first deposit).
 */
export const playerReferrals = pgTable('player_referrals', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(() => players.id),
  referrerId: bigint('referrer_id', { mode: 'number' }).references(() => players.id),
  reflinkid: text('reflinkid'),
  refPartnerId: text('ref_partner_id'),
  subid: text('subid'),
  postback: text('postback'),
  referralValues: jsonb('referral_values').$type<{ type: string; val: string; additional: string | null }>(),
  capturedAt: createdAt(),
  rewardedAt: timestamp('rewarded_at', { withTimezone: true, mode: 'date' }),
}, (t) => [index('player_referrals_referrer').on(t.referrerId).where(sql`${t.referrerId} is not null`)]);

/** A player's cashback of one programme and finished period, claimed once (src/server/bonus/cashback.ts). */
export const cashbackClaims = pgTable('cashback_claims', {
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  program: text('program').notNull(),
  period: integer('period').notNull(),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  /** The period's casino stakes and what came back (wins, refunds), minor units. */
  stakesMinor: money('stakes_minor').notNull(),
  returnsMinor: money('returns_minor').notNull(),
  /** Paid: minor units (type 0) or points (type 1). */
  amount: money('amount').notNull(),
  type: smallint('type').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [primaryKey({ columns: [t.playerId, t.program, t.period] })]);

/**
 * Club points movements (office `rewards`): earned (points cashback) and spent (exchanged for
 * money), each once by `key`; `accounts.points` of the player's main account moves in the same
 * transaction and never below zero.
 */
export const pointsEntries = pgTable('points_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  key: text('key').notNull().unique(),
  /** Signed points. */
  points: money('points').notNull(),
  kind: text('kind').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('points_entries_player').on(t.playerId, t.id), check('points_entries_kind', sql`${t.kind} in ('cashback', 'exchange')`)]);

/**
 * Bonus game tickets (src/server/bonus/bonus-games.ts): awarded by a qualifying deposit (`key`
 * `bonus-game:{game}:{payment}` makes it once), with the fair seed committed at the award (only its
 * hash shown until the play); played once, the pick, board and prize kept for the player to verify.
 */
export const bonusGameTickets = pgTable('bonus_game_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull().references(() => players.id),
  game: text('game').notNull(),
  key: text('key').notNull().unique(),
  serverSeed: text('server_seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  awardedAt: timestamp('awarded_at', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  clientSeed: text('client_seed'),
  pick: smallint('pick'),
  board: jsonb('board').$type<number[]>(),
  prizeMinor: money('prize_minor'),
  playedAt: timestamp('played_at', { withTimezone: true, mode: 'date' }),
}, (t) => [index('bonus_game_tickets_player').on(t.playerId, t.game, t.id)]);

/**
 * Requests sent with the support button's forms (spec §4 "callback or email opens a form"; §6
 * callback for authenticated players; src/server/office/support-requests.ts): an e-mail question
 * from a guest or a player, or a player's call-back request with an E.164 phone and a time window.
 * Staff with `support_requests.answer` on the brand answer each once (open → answered, the answer
 * and who/when together); the CHECKs keep each kind's fields and the answer consistent whatever
 * the caller.
 */
export const supportRequests = pgTable('support_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: text('brand_id').notNull(),
  kind: text('kind', { enum: ['email', 'callback'] }).notNull(),
  /** The player who sent it; null for a guest (e-mail requests only). */
  playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
  /** The page language (the answer's language). */
  language: text('language').notNull(),
  name: text('name').notNull(),
  /** Where the answer is e-mailed: given in the form (e-mail), or the player's e-mail on file (callback). */
  email: text('email'),
  /** E.164 phone to call (callback). */
  phone: text('phone'),
  /** Callback time window (src/domain/office/support-requests.ts CALLBACK_WINDOWS). */
  preferredTime: text('preferred_time', { enum: ['asap', 'morning', 'afternoon', 'evening'] }),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  status: text('status', { enum: ['open', 'answered'] }).notNull().default('open'),
  answer: text('answer'),
  answeredBy: bigint('answered_by', { mode: 'number' }).references(() => staff.id),
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [
  index('support_requests_brand_status').on(t.brandId, t.status, t.createdAt),
  index('support_requests_player').on(t.playerId, t.createdAt),
  check('support_requests_kind', sql`${t.kind} in ('email', 'callback')`),
  check('support_requests_status', sql`${t.status} in ('open', 'answered')`),
  check('support_requests_email_fields', sql`${t.kind} <> 'email' or (${t.email} is not null and ${t.phone} is null and ${t.preferredTime} is null)`),
  check('support_requests_callback_fields', sql`${t.kind} <> 'callback' or (${t.playerId} is not null and ${t.phone} is not null and ${t.preferredTime} in ('asap', 'morning', 'afternoon', 'evening'))`),
  check('support_requests_answer', sql`(${t.status} = 'answered') = (${t.answer} is not null and ${t.answeredAt} is not null)`),
]);

/**
 * Real-user measurements sent to the analytics collector (spec §7 `/fatman-api/{key}`: web vitals
 * and route changes) by browsers whose visitor agreed to functional cookies (spec §6): one row per
 * measurement — the brand, the page type (the page registry's key), the metric (`LCP` ms, `INP`
 * ms, `CLS` unitless, `route` a page view with value 0) and its value. The console shows each
 * brand's 75th percentile per page type (src/server/analytics/web-vitals.ts).
 */
export const webVitals = pgTable('web_vitals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: text('brand_id').notNull(),
  pageType: text('page_type').notNull(),
  metric: text('metric', { enum: ['LCP', 'INP', 'CLS', 'route'] }).notNull(),
  value: doublePrecision('value').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  index('web_vitals_brand_metric').on(t.brandId, t.metric, t.recordedAt),
  check('web_vitals_value', sql`${t.value} >= 0 AND ${t.value} <= 600000`),
  check('web_vitals_metric', sql`${t.metric} IN ('LCP', 'INP', 'CLS', 'route')`),
]);
