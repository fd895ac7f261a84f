/**
 * Identifiers of a player: e-mail, phone (E.164 via libphonenumber-js) and generated logins
 * (spec §5 "Phone country code is prefixed with + and stripped of extra +").
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { randomInt } from 'node:crypto';
import { AppError } from '../errors.ts';

/** Lowercased, trimmed e-mail, or null when it is not an e-mail address. */
export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/.test(email) ? email : null;
}

/** `+44`, `44`, `++44` → `+44` (spec §5). */
function normaliseCountryCode(code: string): string {
  return `+${code.replace(/\D+/g, '')}`;
}

/**
 * The E.164 form of a phone given as a country code and a national number.
 * @throws AppError bad_request naming the field when the number is not valid
 */
export function normalisePhone(countryCode: string, phoneNumber: string): { e164: string; country: string | null } {
  const parsed = parsePhoneNumberFromString(`${normaliseCountryCode(countryCode)}${phoneNumber.replace(/\D+/g, '')}`);
  if (!parsed || !parsed.isValid()) throw new AppError('bad_request', 'Enter a valid phone number.', { field: 'phone_number' });
  return { e164: parsed.number, country: parsed.country ?? null };
}

/** A generated login for a one-click registration, e.g. `bp48217390`. */
export function generateLogin(): string {
  return `bp${randomInt(10_000_000, 99_999_999)}`;
}

/** What the player typed as a login: e-mail, generated login, or phone. */
export function classifyIdentifier(value: string): { kind: 'email'; value: string } | { kind: 'login'; value: string } {
  const email = normaliseEmail(value);
  return email ? { kind: 'email', value: email } : { kind: 'login', value: value.trim().toLowerCase() };
}
