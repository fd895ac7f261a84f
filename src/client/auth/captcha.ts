/**
 * Captcha of spec §8 ("400 captcha codes 100, 111, 112, 113: show the matching challenge, repeat
 * the request with the result in a header"). The server sends an ALTCHA v2 proof-of-work
 * challenge; {@link requestCaptcha} (the API client's `solveCaptcha`) asks the visitor through the
 * captcha dialog (src/islands/auth/CaptchaDialog.tsx), which solves it with {@link solveAltcha}.
 *
 * The solver is altcha-lib's `solveChallenge` with its WebCrypto PBKDF2 (`algorithms/web/pbkdf2`):
 * the package's `algorithms/pbkdf2` imports node:crypto and would not run in a browser. Both are
 * loaded on demand, so pages that never meet a captcha do not download them.
 */
import { signal } from '@preact/signals-react';

/** A captcha the page is waiting for. */
export interface CaptchaPrompt {
  /** Increases with every prompt. */
  id: number;
  /** Captcha code of the refused request (100 recovery, 111 login, 112 registration, 113 SMS, 114 support e-mail). */
  code: number;
  /** The challenge as the server sent it. */
  challenge: unknown;
  /** Answers the prompt: the `X-Captcha-Solution` value, or null when not solved. */
  resolve: (solution: string | null) => void;
}

/** The open captcha prompt; null when none is asked. */
export const captchaPrompt = signal<CaptchaPrompt | null>(null);

let lastId = 0;

/**
 * Asks the visitor to solve a captcha. Resolves with the header value once solved, or null when
 * the visitor cancels. A newer prompt cancels an older one.
 */
export function requestCaptcha(code: number, challenge: unknown): Promise<string | null> {
  captchaPrompt.peek()?.resolve(null);
  const id = ++lastId;
  return new Promise((resolve) => {
    captchaPrompt.value = {
      id,
      code,
      challenge,
      resolve: (solution) => {
        if (captchaPrompt.peek()?.id === id) captchaPrompt.value = null;
        resolve(solution);
      },
    };
  });
}

/** The shape of an ALTCHA v2 challenge (what `solveChallenge` needs). */
export interface AltchaChallenge {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string; [key: string]: unknown };
  signature?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value looks like an ALTCHA v2 challenge. */
export function isAltchaChallenge(value: unknown): value is AltchaChallenge {
  if (!isRecord(value) || !isRecord(value.parameters)) return false;
  const p = value.parameters;
  return typeof p.algorithm === 'string' && typeof p.nonce === 'string' && typeof p.salt === 'string' && typeof p.keyPrefix === 'string' && typeof p.cost === 'number';
}

/** base64 of the UTF-8 JSON `{ challenge, solution }`: the `X-Captcha-Solution` header value. */
export function encodeSolution(challenge: unknown, solution: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Solves an ALTCHA challenge in the browser (WebCrypto PBKDF2).
 * @returns the `X-Captcha-Solution` header value, or null when the challenge is not one, the
 *   solver gives up (timeout) or `signal` aborts it
 */
export async function solveAltcha(challenge: unknown, signal?: AbortSignal): Promise<string | null> {
  if (!isAltchaChallenge(challenge)) return null;
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
  const controller = new AbortController();
  if (signal) {
    if (signal.aborted) return null;
    signal.addEventListener('abort', () => controller.abort(), { once: true });
  }
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey, controller });
  if (!solution || controller.signal.aborted) return null;
  return encodeSolution(challenge, solution);
}
