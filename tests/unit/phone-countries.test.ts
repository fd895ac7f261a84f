/**
 * Phone countries and masks (src/domain/phone-countries.ts, spec §3 Phone country and Phone mask):
 * the portal's country ids, names in the page language, calling codes and the masks of mobile
 * numbers derived from libphonenumber-js.
 */
import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { MASK_DIGIT, phoneCountries, phoneCountryId, phoneMasks } from '../../src/domain/phone-countries.ts';
import { digitRange, fitsPhoneFormat, phoneFormatsByCode } from '../../src/domain/phone-formats.ts';

describe('phone country ids', () => {
  it('number the alpha-2 codes from AA = 1 to ZZ = 676, in either case', () => {
    expect(phoneCountryId('AA')).toBe(1);
    expect(phoneCountryId('gb')).toBe(158);
    expect(phoneCountryId('RU')).toBe(463);
    expect(phoneCountryId('ZZ')).toBe(676);
    expect(() => phoneCountryId('G')).toThrow(RangeError);
    expect(() => phoneCountryId('G1')).toThrow(RangeError);
  });
});

describe('phone countries', () => {
  it('name every country in the language asked for, with its code and calling code', () => {
    const en = phoneCountries('en');
    expect(en.find((c) => c.country_code === 'az')).toEqual({ id: 26, name: 'Azerbaijan', country_code: 'az', tel_code: '+994' });
    expect(phoneCountries('tr').find((c) => c.country_code === 'az')?.name).toBe('Azerbaycan');
    expect(new Set(en.map((c) => c.id)).size).toBe(en.length);
    expect(en.map((c) => c.country_code)).toEqual(expect.arrayContaining(['ru', 'kz', 'ua', 'tr', 'il', 'ae', 'xk']));
  });
});

describe('phone masks', () => {
  const masks = phoneMasks();

  it('write the example mobile number of each country with X for each digit', () => {
    expect(masks.find((m) => m.CountryId === phoneCountryId('GB'))).toEqual({ CountryId: 158, Mask: 'XXXX XXXXXX', Max: 10, Min: 10 });
    expect(masks.find((m) => m.CountryId === phoneCountryId('AZ'))).toEqual({ CountryId: 26, Mask: 'XX XXX XX XX', Max: 9, Min: 9 });
    expect(masks).toHaveLength(phoneCountries('en').length);
  });

  it('accept a number typed to the mask as a valid number of the country', () => {
    // A UK mobile in the 7400 range, as the auth tests use.
    const gb = masks.find((m) => m.CountryId === phoneCountryId('GB'))!;
    const typed = gb.Mask.replace(/X/g, () => '0').replace(/^0000/, '7400');
    expect(parsePhoneNumberFromString(`+44 ${typed}`)?.isValid()).toBe(true);
    for (const mask of masks) {
      const digits = [...mask.Mask].filter((c) => c === MASK_DIGIT).length;
      expect(digits).toBeGreaterThanOrEqual(mask.Min);
      expect(digits).toBeLessThanOrEqual(mask.Max);
    }
  });
});

describe('phone formats per dialling code', () => {
  const formats = phoneFormatsByCode(phoneCountries('en'), phoneMasks());

  it('show the mask a code\'s countries share, and the lengths of all of them', () => {
    expect(formats.get('+44')).toEqual({ mask: 'XXXX XXXXXX', min: 10, max: 10 });
    expect(formats.get('+994')).toEqual({ mask: 'XX XXX XX XX', min: 9, max: 9 });
    // Russia and Kazakhstan share +7 and write their mobiles differently.
    expect(formats.get('+7')).toEqual({ mask: null, min: 10, max: 10 });
    expect(formats.get('+999')).toBeUndefined();
  });

  it('check the digits of a number as typed and state the range', () => {
    const gb = formats.get('+44')!;
    expect(fitsPhoneFormat('7400 123456', gb)).toBe(true);
    expect(fitsPhoneFormat('(7400) 123-45', gb)).toBe(false);
    expect(digitRange(gb)).toBe('10');
    expect(digitRange({ mask: null, min: 9, max: 10 })).toBe('9–10');
  });
});
