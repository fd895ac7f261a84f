/**
 * Phone countries and masks of spec §3 ("Phone country: id, name, country_code, tel_code. Phone
 * mask: CountryId, Mask, Max, Min") for the phone fields of spec §4 (registration, login by phone,
 * SMS codes), derived from libphonenumber-js's mobile metadata (Google's libphonenumber data) and
 * CLDR names (`Intl.DisplayNames`), never a hand-kept list:
 * - `id`: this portal's own id of a country, from its ISO 3166-1 alpha-2 code:
 *   (first letter − A) × 26 + (second letter − A) + 1 (AA = 1, GB = 158, RU = 463, ZZ = 676), so it
 *   never changes while the code does not;
 * - `country_code`: the alpha-2 code in lower case (as spec §3 Country `code`);
 * - `tel_code`: the calling code with its + (`+44`; spec §5 "prefixed with +");
 * - `Mask`: the country's example mobile number as dialled after the calling code, each digit
 *   written `X` (`XXXX XXXXXX` for GB);
 * - `Min`, `Max`: the shortest and longest mobile national number, in digits.
 * Every territory libphonenumber knows (245, including Ascension, Kosovo and the like) is listed,
 * ordered by its name in the language asked for.
 */
import { getCountries, getCountryCallingCode, getExampleNumber, Metadata, type CountryCode } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';

/** One phone country (spec §3 Phone country). */
export interface PhoneCountry {
  id: number;
  name: string;
  country_code: string;
  tel_code: string;
}

/** One phone mask (spec §3 Phone mask). */
export interface PhoneMask {
  CountryId: number;
  Mask: string;
  Max: number;
  Min: number;
}

/** The digit placeholder of a mask. */
export const MASK_DIGIT = 'X';

/** The portal's id of an alpha-2 country code (module docstring). @throws RangeError for anything but two letters */
export function phoneCountryId(code: string): number {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) throw new RangeError(`not an alpha-2 country code: ${code}`);
  return (upper.charCodeAt(0) - 65) * 26 + (upper.charCodeAt(1) - 65) + 1;
}

/** The part of libphonenumber-js's numbering plan the masks read (its mobile metadata has number types). */
interface PlanWithTypes {
  possibleLengths(): number[];
  type?(name: 'MOBILE'): { possibleLengths(): number[] | undefined } | undefined;
}

/** The possible lengths of a country's mobile numbers (its general lengths when the data has none for mobiles). */
function mobileLengths(country: CountryCode): number[] {
  const metadata = new Metadata();
  metadata.selectNumberingPlan(country);
  const plan = metadata.numberingPlan as unknown as PlanWithTypes;
  const mobile = plan.type?.('MOBILE')?.possibleLengths();
  return mobile && mobile.length > 0 ? mobile : plan.possibleLengths();
}

/** Every country libphonenumber-js knows, with its name in `locale` (a BCP 47 tag), ordered by that name. */
export function phoneCountries(locale: string): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((code) => ({ id: phoneCountryId(code), name: names.of(code) ?? code, country_code: code.toLowerCase(), tel_code: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/** The mask of every country libphonenumber-js knows, by id. */
export function phoneMasks(): PhoneMask[] {
  return getCountries()
    .map((code) => {
      const example = getExampleNumber(code, examples);
      const lengths = mobileLengths(code);
      const dialled = example ? example.formatInternational().replace(/^\+\d+\s*/, '') : MASK_DIGIT.repeat(Math.max(...lengths));
      return { CountryId: phoneCountryId(code), Mask: dialled.replace(/\d/g, MASK_DIGIT), Max: Math.max(...lengths), Min: Math.min(...lengths) };
    })
    .sort((a, b) => a.CountryId - b.CountryId);
}
