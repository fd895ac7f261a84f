/**
 * Dictionary keys of the coupon island (src/i18n/locales): the names of the coupon types
 * (spec §3), of the change-of-odds actions, of the coefficient views the odds format offers
 * (spec §9) and of the account types, the validation problems (src/domain/coupon/validation.ts
 * codes) and every other text of the coupon's parts. The server hands the island exactly
 * {@link COUPON_KEYS}.
 */
import { OFFERED_COEF_VIEWS } from '../../client/coupon/coupon-store.ts';
import { BET_STATUS_KEYS } from '../../domain/coupon/bet-flags.ts';
import type { ChangeCoefAction, CouponTypeId } from '../../domain/coupon/types.ts';
import { ACCOUNT_TYPE } from '../../domain/money.ts';
import { FEED_LABEL_KEYS } from '../sports/keys.ts';

/** i18n key of each coupon type id (spec §3): `coupon_type_<id>`. */
export const COUPON_TYPE_KEYS: Readonly<Record<CouponTypeId, string>> = {
  0: 'coupon_type_0',
  1: 'coupon_type_1',
  2: 'coupon_type_2',
  3: 'coupon_type_3',
  4: 'coupon_type_4',
  5: 'coupon_type_5',
  6: 'coupon_type_6',
  7: 'coupon_type_7',
  8: 'coupon_type_8',
  9: 'coupon_type_9',
};

/** i18n key of each change-of-odds action (spec §3). */
export const CHANGE_COEF_ACTION_KEYS: Readonly<Record<ChangeCoefAction, string>> = {
  0: 'coupon_change_coef_approve',
  1: 'coupon_change_coef_any',
  2: 'coupon_change_coef_rise',
};

/** i18n keys of the validation problems (src/domain/coupon/validation.ts codes). */
export const COUPON_ERROR_KEYS = [
  'coupon_error_no_bets',
  'coupon_error_too_few_bets',
  'coupon_error_too_many_bets',
  'coupon_error_same_game',
  'coupon_error_bet_locked',
  'coupon_error_banker_not_allowed',
  'coupon_error_system_value',
  'coupon_error_amount_missing',
  'coupon_error_amount_below_min',
  'coupon_error_amount_above_max',
  'coupon_error_insufficient_balance',
  'coupon_error_vip_bet_not_allowed',
  'coupon_error_promo_code_not_allowed',
  'coupon_error_promo_code_unknown',
  'coupon_error_promo_code_expired',
  'coupon_error_promo_code_used_up',
  'coupon_error_promo_code_not_eligible',
  'coupon_error_promo_code_already_used',
  'coupon_error_promo_code_amount',
  'coupon_error_promo_code_account',
  'coupon_error_one_click_disabled',
] as const;

/** i18n key of each coefficient view the odds format select offers (spec §9). */
export const COEF_VIEW_KEYS: Readonly<Record<number, string>> = Object.fromEntries(OFFERED_COEF_VIEWS.map((id) => [id, `coupon_coef_view_${id}`]));

/** i18n key of the name of each account type (spec §3 Account: 0 main, 4 bonus, 9 currency). */
export const ACCOUNT_TYPE_KEYS: Readonly<Record<number, string>> = {
  [ACCOUNT_TYPE.main]: 'coupon_account_main',
  [ACCOUNT_TYPE.bonus]: 'coupon_account_bonus',
  [ACCOUNT_TYPE.currency]: 'coupon_account_currency',
};

/** Dictionary keys the island uses. */
export const COUPON_KEYS: readonly string[] = [
  ...new Set([
    ...FEED_LABEL_KEYS,
    ...Object.values(COUPON_TYPE_KEYS),
    ...Object.values(COEF_VIEW_KEYS),
    ...Object.values(ACCOUNT_TYPE_KEYS),
    ...Object.values(CHANGE_COEF_ACTION_KEYS),
    ...Object.values(BET_STATUS_KEYS),
    ...COUPON_ERROR_KEYS,
    'sports_outcome_locked',
    'sports_odds_up',
    'sports_odds_down',
    'main_query_error',
    'coupon_title',
    'coupon_empty',
    'coupon_type',
    'coupon_live',
    'coupon_remove_bet',
    'coupon_clear',
    'coupon_bonus_bet',
    'coupon_bonus_bet_delete',
    'coupon_total_coef',
    'coupon_lines',
    'coupon_total_stake',
    'coupon_amount',
    'coupon_amount_per_line',
    'coupon_bet_amount',
    'coupon_amount_decrease',
    'coupon_amount_increase',
    'coupon_min_amount',
    'coupon_max_amount',
    'coupon_potential_win',
    'coupon_system_value',
    'coupon_system_option',
    'coupon_change_coef_action',
    'coupon_place_bet',
    'coupon_login_to_bet',
    'coupon_login',
    'coupon_odds_changed',
    'coupon_market_unavailable',
    'coupon_market_locked',
    'coupon_insufficient_funds',
    'coupon_retry_conflict',
    'coupon_place_failed',
    'coupon_no_account',
    'coupon_receipt_title',
    'coupon_receipt_number',
    'coupon_receipt_stake',
    'coupon_receipt_payout',
    'coupon_status_label',
    'coupon_payout',
    'coupon_print',
    'coupon_new',
    'coupon_settings',
    'coupon_coef_view',
    'coupon_banker',
    'coupon_banker_bet',
    'coupon_block_bet',
    'coupon_block_name',
    'coupon_block_amount',
    'coupon_promo_code', 'coupon_free_bet', 'bonus_promo_submit',
    'coupon_one_click',
    'coupon_one_click_amount',
    'coupon_one_click_hint',
    'coupon_one_click_confirm_title',
    'coupon_one_click_confirm_text',
    'coupon_one_click_confirm',
    'coupon_cancel',
    'coupon_drop_on_score_change',
    'coupon_account',
    'coupon_account_option',
    'coupon_bonus_no_max',
  ]),
];

