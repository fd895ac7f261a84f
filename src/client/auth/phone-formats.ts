/**
 * The phone formats of the page (src/domain/phone-formats.ts), loaded once from the phone
 * countries and masks of spec §7 through the page's API client, the first time a phone field asks.
 * A failed load is forgotten, so a later field asks again.
 */
import type { PhoneCountriesAnswer, PhoneMasksAnswer } from '../../../schemas/phone-api.ts';
import { phoneFormatsByCode, type PhoneFormat } from '../../domain/phone-formats.ts';
import { api } from './session.ts';

let loading: Promise<Map<string, PhoneFormat>> | null = null;

/** The format of every dialling code. @throws the API client's error when a call fails */
export function loadPhoneFormats(): Promise<Map<string, PhoneFormat>> {
  loading ??= Promise.all([
    api().get<PhoneCountriesAnswer>('/web-api/phone/countries'),
    api().get<PhoneMasksAnswer>('/web-api/phone/masks'),
  ]).then(([countries, masks]) => phoneFormatsByCode(countries.result, masks.result));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
