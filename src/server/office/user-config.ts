/**
 * The user config of spec §3, loaded after login (spec §4 Auth watcher). Protection level is the
 * sum of the protection methods in use: two-step login 40, phone bound 30, e-mail 20, password
 * changed 10 (bands of spec §4: ≤ 30 bad, < 70 normal, < 100 good, 100 full). The verification
 * fields come from the player's verification state (src/server/verification/service.ts).
 */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments, players } from '../db/schema.ts';
import { loadUserSettings } from '../player-settings.ts';
import type { SessionPlayer } from '../../domain/player/session-player.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { protectionBand } from '../../domain/player/protection.ts';
import { verificationConfigOf } from '../verification/service.ts';
import { DAY_MS } from '../../domain/time.ts';

/** Weights of the protection methods. */
const PROTECTION_WEIGHTS = { enable_two_factor_auth: 40, enable_phone_binding: 30, enable_email_auth: 20, is_changed_password: 10 } as const;

/** The user config of a player. */
export async function userConfig(db: Db, player: SessionPlayer) {
  const [deposits] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.playerId, player.id), eq(payments.direction, 'deposit'), eq(payments.status, 'success')));
  const [row] = await db.select({ changedAt: players.passwordChangedAt, birthDate: players.birthDate }).from(players).where(eq(players.id, player.id));
  const settings = await loadUserSettings(db, player.id);
  const methods = {
    is_changed_password: row?.changedAt != null,
    enable_two_factor_auth: player.totpEnabled,
    enable_phone_binding: player.phone !== null,
    enable_security_question: false,
    enable_email_auth: player.email !== null,
  };
  const protectionLevel = (Object.keys(PROTECTION_WEIGHTS) as (keyof typeof PROTECTION_WEIGHTS)[])
    .reduce((sum, method) => sum + (methods[method] ? PROTECTION_WEIGHTS[method] : 0), 0);
  const verification = await verificationConfigOf(db, player.id);
  const phone = player.phone ? parsePhoneNumberFromString(player.phone) : undefined;
  return {
    disallow_line_sport: settings.disallowLineSports,
    disallow_live_sport: settings.disallowLiveSports,
    phone_number: phone?.nationalNumber ?? null,
    phone_code: phone ? `+${phone.countryCallingCode}` : null,
    user_email: player.email,
    user_name: player.userName ?? player.login ?? player.email ?? player.phone,
    user_country_code: player.countryCode?.toLowerCase() ?? null,
    user_country_id: null,
    activation_type: player.activationType,
    user_ref_id: null,
    user_msg_count: 0,
    user_hide_balance: false,
    changed_pass_day_count: row?.changedAt ? Math.floor((Date.now() - row.changedAt.getTime()) / DAY_MS) : null,
    user_data: { date_birthday: row?.birthDate ?? null, document_type_id: null, inn: null, name: null, passport: null, passport_date: null, passport_end_date: null, registration_address: null, surname: null },
    protection_level: protectionLevel,
    protection_band: protectionBand(protectionLevel),
    protection_methods: methods,
    should_sync_protection_methods: false,
    is_need_identification: false,
    ban_level: player.banLevel,
    ban_version: player.banVersion,
    user_status_id: 1,
    ...verification,
    verification_types: [] as number[],
    has_deposit: (deposits?.n ?? 0) > 0,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null,
    isCCLine: false,
    isCClive: false,
    bonus_choice: player.bonusChoice,
    two_step_enabled: player.totpEnabled,
  };
}
