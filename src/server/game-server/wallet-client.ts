/**
 * The game server's client of a seamless wallet API (schemas/casino-wallet.ts): HTTP only, as any
 * third-party provider would call it, each body signed with the provider's Ed25519 private key.
 * The wallet's base URL is `PORTAL_WALLET_URL`, else this server's own loopback address
 * (`http://127.0.0.1:{PORT}`), never a URL taken from a request.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { WALLET_SIGNATURE_HEADER, walletResponse, type WalletCall, type WalletResponse } from '../../../schemas/casino-wallet.ts';
import { signBody } from '../casino/signature.ts';

/** Where and as whom to call the wallet. */
export interface WalletClientConfig {
  /** Base URL of the operator's server, e.g. `http://127.0.0.1:4321`. */
  baseUrl: string;
  providerId: string;
  privateKey: KeyObject | string;
}

/** The wallet base URL of this deployment. */
export function walletBaseUrl(): string {
  return process.env.PORTAL_WALLET_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4321}`;
}

/**
 * A wallet client: `call(name, body)` posts the signed body and answers the parsed answer.
 * @throws Error for a network failure or an answer that is not a wallet answer (the caller retries
 *   or rolls back; a 401 answers RS_ERROR_INVALID_SIGNATURE like the wallet does)
 */
export function walletClient(config: WalletClientConfig): { call: (name: WalletCall, body: Record<string, unknown>) => Promise<WalletResponse> } {
  const key = typeof config.privateKey === 'string' ? createPrivateKey(config.privateKey) : config.privateKey;
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
