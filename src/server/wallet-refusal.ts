/**
 * Spec §8 "Add or remove currency, account switch: success false with server message": a refused
 * account operation answers its HTTP status with `{ success: false, data: { message } }` besides
 * the usual error list, so the client shows the server's message.
 */
import { isAppError } from './errors.ts';
import { json } from './http.ts';

/** Runs `body`; an account refusal becomes `{ success: false, data: { message }, errors }`. */
export async function walletRefusal(body: () => Promise<unknown>): Promise<unknown> {
  try {
    return await body();
  } catch (error) {
    if (!isAppError(error) || !['account_refused', 'unknown_account', 'bad_request'].includes(error.code)) throw error;
    return json(
      { success: false, data: { message: error.detail }, errors: [{ status: String(error.status), code: error.code, title: error.code.replaceAll('_', ' '), detail: error.detail }] },
      { status: error.status },
    );
  }
}
