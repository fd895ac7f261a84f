/**
 * The game server's client of a seamless wallet API: HTTP only, as any third-party provider would
 * call it, in the protocol the provider is set to (`casino_providers.protocol`):
 * - `wallet-v1` (schemas/casino-wallet.ts): `/casino-wallet-api/v1/{provider}/{call}`, each body
 *   signed with the provider's Ed25519 private key;
 * - `hub88` (schemas/casino-wallet-hub88.ts): `/casino-wallet-api/hub88/{provider}/{call}`, each body
 *   signed RSA-SHA256 with the provider's RSA private key, amounts sent in 1/100,000 of a unit and
 *   balances read back into minor units (exact: src/domain/casino/hub88-amounts.ts).
 * Callers speak one shape either way (our protocol's bodies and answers, minor units); Hub88's two
 * statuses our protocol lacks come back as ours: RS_ERROR_INVALID_PARTNER as
 * RS_ERROR_INVALID_SIGNATURE (the wallet does not accept this provider's calls), RS_ERROR_WRONG_TYPES
 * as RS_ERROR_WRONG_SYNTAX (the body was refused).
 * The wallet's base URL is `PORTAL_WALLET_URL`, else this server's own loopback address
 * (`http://127.0.0.1:{PORT}`), never a URL taken from a request.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { WALLET_SIGNATURE_HEADER, walletResponse, type WalletCall, type WalletResponse } from '../../../schemas/casino-wallet.ts';
import { HUB88_SIGNATURE_HEADER, hub88Response, type Hub88Response } from '../../../schemas/casino-wallet-hub88.ts';
import { currencyExponent, hub88ToMinor, minorToHub88 } from '../../domain/casino/hub88-amounts.ts';
import { signBody } from '../casino/signature.ts';
import { hub88Sign } from '../casino/hub88-signature.ts';

/** The wallet protocols a provider can speak (`casino_providers.protocol`). */
export type WalletProtocol = 'wallet-v1' | 'hub88';

/** Where, as whom and in which protocol to call the wallet. */
export interface WalletClientConfig {
  /** Base URL of the operator's server, e.g. `http://127.0.0.1:4321`. */
  baseUrl: string;
  providerId: string;
  /** `wallet-v1` (default): an Ed25519 key; `hub88`: an RSA key. */
  protocol?: WalletProtocol;
  privateKey: KeyObject | string;
}

/** A wallet client: `call(name, body)` in our protocol's shape whatever the wire protocol. */
export interface WalletClient {
  call: (name: WalletCall, body: Record<string, unknown>) => Promise<WalletResponse>;
}

/** The wallet base URL of this deployment. */
export function walletBaseUrl(): string {
  return process.env.PORTAL_WALLET_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4321}`;
}

/** Our body in Hub88's shape: `amount` in Hub88 units of the body's currency. */
function toHub88Body(body: Record<string, unknown>): Record<string, unknown> {
  if (typeof body.amount !== 'number') return body;
  const exponent = currencyExponent(String(body.currency));
  if (exponent === null) throw new Error(`no exponent for currency ${String(body.currency)}`);
  return { ...body, amount: minorToHub88(body.amount, exponent) };
}

/** A Hub88 answer in our shape (balance in minor units). */
function fromHub88(answer: Hub88Response): WalletResponse {
  const status = answer.status === 'RS_ERROR_INVALID_PARTNER' ? 'RS_ERROR_INVALID_SIGNATURE' : answer.status === 'RS_ERROR_WRONG_TYPES' ? 'RS_ERROR_WRONG_SYNTAX' : answer.status;
  const exponent = answer.currency === undefined ? null : currencyExponent(answer.currency);
  const balance = answer.balance !== undefined && exponent !== null ? hub88ToMinor(answer.balance, exponent) : null;
  if (answer.balance !== undefined && balance === null) throw new Error(`balance ${answer.balance} is not a whole number of minor units of ${answer.currency}`);
  return walletResponse.parse({
    status,
    ...(answer.request_uuid !== undefined ? { request_uuid: answer.request_uuid } : {}),
    ...(answer.user !== undefined ? { user: answer.user } : {}),
    ...(answer.currency !== undefined ? { currency: answer.currency } : {}),
    ...(balance !== null ? { balance } : {}),
    ...(answer.country !== undefined ? { country: answer.country } : {}),
  });
}

/**
 * A wallet client: `call(name, body)` posts the signed body and answers the parsed answer.
 * @throws Error for a network failure or an answer that is not a wallet answer (the caller retries
 *   or rolls back; a refused signature answers RS_ERROR_INVALID_SIGNATURE like the wallet does)
 */
export function walletClient(config: WalletClientConfig): WalletClient {
  const key = typeof config.privateKey === 'string' ? createPrivateKey(config.privateKey) : config.privateKey;
  if (config.protocol === 'hub88') {
    return {
      async call(name, body) {
        const text = JSON.stringify(toHub88Body(body));
        const response = await fetch(`${config.baseUrl}/casino-wallet-api/hub88/${config.providerId}/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: hub88Sign(key, text) },
          body: text,
        });
        return fromHub88(hub88Response.parse(await response.json()));
      },
    };
  }
  return {
    async call(name, body) {
      const text = JSON.stringify(body);
      const response = await fetch(`${config.baseUrl}/casino-wallet-api/v1/${config.providerId}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: signBody(key, text) },
        body: text,
      });
      const data: unknown = await response.json();
      return walletResponse.parse(data);
    },
  };
}
