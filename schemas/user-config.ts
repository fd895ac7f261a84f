/**
 * The contact part of `GET /web-api/user/config` (spec §3 User config: user_name, user_email,
 * phone_code, phone_number; the whole answer is src/server/office/user-config.ts). Read by the
 * support forms to prefill a logged-in player's name, e-mail and phone.
 */
import { z } from 'zod';

export const userConfigContactResponse = z.object({
  result: z.object({
    user_name: z.string().nullable(),
    user_email: z.string().nullable(),
    /** Country calling code with its plus, e.g. `+7`; null without a phone. */
    phone_code: z.string().nullable(),
    /** National number, digits; null without a phone. */
    phone_number: z.string().nullable(),
  }),
});
