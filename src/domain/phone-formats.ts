/**
 * The format of a national phone number for a country dialling code, from the phone countries and
 * masks of spec §7 (`GET /web-api/phone/countries`, `/web-api/phone/masks`; spec §3 Phone country,
 * Phone mask): the phone fields show the mask as the number's placeholder and check its length.
 * Several countries may share a code (+1, +7, +44): the mask is shown only when they all write it
 * alike, and the length may be anything from the shortest to the longest of theirs.
 */

/** What the phone fields need of a dialling code. */
export interface PhoneFormat {
  /** The mask (`X` a digit) shared by every country of the code, else null. */
  mask: string | null;
  /** Fewest digits of a national number. */
  min: number;
  /** Most digits of a national number. */
  max: number;
}

/**
 * The format of each dialling code (`+44`) of `countries`, with their `masks` by country id; a
 * country without a mask is left out.
 */
export function phoneFormatsByCode(
  countries: readonly { id: number; tel_code: string }[],
  masks: readonly { CountryId: number; Mask: string; Max: number; Min: number }[],
): Map<string, PhoneFormat> {
  const maskOf = new Map(masks.map((mask) => [mask.CountryId, mask]));
  const formats = new Map<string, PhoneFormat>();
  for (const country of countries) {
    const mask = maskOf.get(country.id);
    if (!mask) continue;
    const known = formats.get(country.tel_code);
    formats.set(country.tel_code, known
      ? { mask: known.mask === mask.Mask ? known.mask : null, min: Math.min(known.min, mask.Min), max: Math.max(known.max, mask.Max) }
      : { mask: mask.Mask, min: mask.Min, max: mask.Max });
  }
  return formats;
}

/** The digit count a format allows, as a reader sees it: `10`, or `9–10`. */
export function digitRange(format: PhoneFormat): string {
  return format.min === format.max ? String(format.min) : `${format.min}–${format.max}`;
}

/** Whether a national number as typed (spaces, brackets, dashes allowed) has a digit count the format allows. */
export function fitsPhoneFormat(national: string, format: PhoneFormat): boolean {
  const digits = national.replace(/\D/g, '').length;
  return digits >= format.min && digits <= format.max;
}
