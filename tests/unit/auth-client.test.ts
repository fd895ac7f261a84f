// @vitest-environment jsdom
/**
 * Browser side of the player identity: the captcha solver against the server's ALTCHA set-up,
 * the captcha prompt store, cookies, where a login returns to, the idle watcher over shared
 * localStorage (spec §4 Idle, §9 throttle 100 ms), and the dictionary keys the islands declare.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaPrompt, encodeSolution, isAltchaChallenge, requestCaptcha, solveAltcha } from '../../src/client/auth/captcha.ts';
import { urlLanguage } from '../../src/client/auth/session.ts';
import { readCookie } from '../../src/client/shell/cookies.ts';
import { STORAGE_KEYS } from '../../src/client/shell/storage.ts';
import { ACTIVITY_THROTTLE_MS, lastActiveAt, markActive, setAutoLogoffFlag, takeAutoLogoffNotice, trackActivity, watchIdle } from '../../src/client/auth/idle.ts';
import { afterLoginTarget } from '../../src/client/auth/navigation.ts';
import { AUTH_PANEL_KEYS } from '../../src/islands/auth/AuthPanel.tsx';
import { ACCOUNT_FORMS_KEYS } from '../../src/islands/auth/AccountForms.tsx';
import { SOCIAL_REGISTRATION_KEYS } from '../../src/islands/auth/SocialRegistration.tsx';
import { AGE_KEYS } from '../../src/islands/shell/AgeConfirmation.tsx';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };

const secrets = { hmacSignatureSecret: 'test-hmac', hmacKeySignatureSecret: 'test-hmac-key' };

/** A challenge as src/server/auth/captcha.ts makes it (node:crypto PBKDF2, signed). */
function serverChallenge() {
  return createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 50, counter: 25, deriveKey: nodeDeriveKey, expiresAt: new Date(Date.now() + 60_000), ...secrets });
}

describe('captcha solver (WebCrypto PBKDF2)', () => {
  it('solves a server challenge; the server verifies the header it builds', async () => {
    const challenge = JSON.parse(JSON.stringify(await serverChallenge())) as unknown;
    expect(isAltchaChallenge(challenge)).toBe(true);
    const header = await solveAltcha(challenge);
    expect(header).toEqual(expect.any(String));
    const payload = JSON.parse(Buffer.from(header!, 'base64').toString('utf8')) as { challenge: never; solution: never };
    expect(payload.challenge).toEqual(challenge);
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey: nodeDeriveKey, ...secrets });
    expect(result.verified).toBe(true);
  });

  it('refuses what is not a challenge, and stops when aborted', async () => {
    expect(await solveAltcha({ image: 'x.png' })).toBeNull();
    const controller = new AbortController();
    controller.abort();
    expect(await solveAltcha(await serverChallenge(), controller.signal)).toBeNull();
  });

  it('encodes the header as base64 of UTF-8 JSON', () => {
    const header = encodeSolution({ a: 'ü' }, { counter: 1 });
    expect(JSON.parse(Buffer.from(header, 'base64').toString('utf8'))).toEqual({ challenge: { a: 'ü' }, solution: { counter: 1 } });
  });
});

describe('captcha prompt', () => {
  afterEach(() => {
    captchaPrompt.value = null;
  });

  it('opens a prompt and resolves with the solution, closing it', async () => {
    const answer = requestCaptcha(112, { parameters: {} });
    expect(captchaPrompt.value).toMatchObject({ code: 112 });
    captchaPrompt.value!.resolve('solved');
    await expect(answer).resolves.toBe('solved');
    expect(captchaPrompt.value).toBeNull();
  });

  it('a newer prompt cancels the older one with null', async () => {
    const first = requestCaptcha(100, {});
    const second = requestCaptcha(113, {});
    await expect(first).resolves.toBeNull();
    expect(captchaPrompt.value?.code).toBe(113);
    captchaPrompt.value!.resolve(null);
    await expect(second).resolves.toBeNull();
  });
});

describe('cookies and URL language', () => {
  it('reads a cookie by exact name', () => {
    expect(readCookie('csrf_token', 'a=1; csrf_token=abc%2Ddef; xcsrf_token=no')).toBe('abc-def');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });

  it('reads the two-letter prefix of the path', () => {
    expect(urlLanguage('/ua/office')).toBe('ua');
    expect(urlLanguage('/en')).toBe('en');
    expect(urlLanguage('/')).toBeNull();
    expect(urlLanguage('/eng/x')).toBeNull();
  });
});

describe('after login (returnAfterLogin)', () => {
  it('follows a safe returnUrl', () => {
    expect(afterLoginTarget('http://x.test/en?login=1&returnUrl=%2Fen%2Foffice%3Fa%3D1')).toEqual({ kind: 'go', href: '/en/office?a=1' });
  });

  it('goes home instead of an unsafe returnUrl', () => {
    expect(afterLoginTarget('http://x.test/en?returnUrl=https%3A%2F%2Fevil.test')).toEqual({ kind: 'go', href: '/' });
    expect(afterLoginTarget('http://x.test/en?returnUrl=%2F%2Fevil.test')).toEqual({ kind: 'go', href: '/' });
  });

  it('without returnUrl stays on the page, without the dialog parameters', () => {
    expect(afterLoginTarget('http://x.test/en?login=1&foo=2#top')).toEqual({ kind: 'reload', href: '/en?foo=2#top' });
    expect(afterLoginTarget('http://x.test/en?showForgotPasswordModal=1')).toEqual({ kind: 'reload', href: '/en' });
  });
});

describe('idle watcher', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('logs off once the period has passed since the stored activity', () => {
    const onIdle = vi.fn();
    const stop = watchIdle({ enabled: true, inactiveMinutes: 1, onIdle });
    expect(lastActiveAt()).toBe(Date.now());
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('activity in another tab (the shared time) postpones the logoff', () => {
    const onIdle = vi.fn();
    const stop = watchIdle({ enabled: true, inactiveMinutes: 1, onIdle });
    vi.advanceTimersByTime(40_000);
    localStorage.setItem(STORAGE_KEYS.lastActiveAt, String(Date.now()));
    vi.advanceTimersByTime(30_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('an activity older than the period logs off at once; disabled never does', () => {
    markActive(Date.now() - 5 * 60_000);
    const onIdle = vi.fn();
    watchIdle({ enabled: false, inactiveMinutes: 1, onIdle })();
    expect(onIdle).not.toHaveBeenCalled();
    const stop = watchIdle({ enabled: true, inactiveMinutes: 1, onIdle });
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('records activity at most every 100 ms', () => {
    const stop = trackActivity(window);
    window.dispatchEvent(new Event('keydown'));
    const first = lastActiveAt();
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS - 1);
    window.dispatchEvent(new Event('pointermove'));
    expect(lastActiveAt()).toBe(first);
    vi.advanceTimersByTime(1);
    window.dispatchEvent(new Event('scroll'));
    expect(lastActiveAt()).toBe(first! + ACTIVITY_THROTTLE_MS);
    stop();
    vi.advanceTimersByTime(1_000);
    window.dispatchEvent(new Event('keydown'));
    expect(lastActiveAt()).toBe(first! + ACTIVITY_THROTTLE_MS);
  });

  it('the auto-logoff flag waits for an authenticated load, then is cleared', () => {
    setAutoLogoffFlag();
    expect(takeAutoLogoffNotice(false)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.autoLogoff)).toBe('1');
    expect(takeAutoLogoffNotice(true)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.autoLogoff)).toBeNull();
    expect(takeAutoLogoffNotice(true)).toBe(false);
  });
});

describe('island dictionary keys', () => {
  /** Every `t('key'` literal of a source file. */
  const usedKeys = (path: string) => [...readFileSync(path, 'utf8').matchAll(/\bt\('([a-z0-9_]+)'/g)].map((m) => m[1]!);
  const dir = 'src/islands/auth';

  /** The islands of the folder with key lists of their own (the account pages' forms, social registration). */
  const ownLists: Readonly<Record<string, readonly string[]>> = { 'AccountForms.tsx': ACCOUNT_FORMS_KEYS, 'SocialRegistration.tsx': SOCIAL_REGISTRATION_KEYS };

  it('the auth panel declares every key it and its dialogs use, and English has them', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.tsx') && !f.endsWith('.stories.tsx') && !(f in ownLists)).map((f) => `${dir}/${f}`);
    const used = new Set(files.flatMap(usedKeys));
    expect(used.size).toBeGreaterThan(40);
    for (const key of used) expect(AUTH_PANEL_KEYS as readonly string[], key).toContain(key);
    for (const key of AUTH_PANEL_KEYS) expect((en as Record<string, string>)[key], key).toBeTruthy();
  });

  it('the account forms and social registration declare every key they use, and English has them', () => {
    for (const [file, keys] of Object.entries(ownLists)) {
      for (const key of usedKeys(`${dir}/${file}`)) expect(keys, `${file}: ${key}`).toContain(key);
      for (const key of keys) expect((en as Record<string, string>)[key], `${file}: ${key}`).toBeTruthy();
    }
  });

  it('the age confirmation declares every key it uses', () => {
    const used = new Set(usedKeys('src/islands/shell/AgeConfirmation.tsx'));
    expect([...used].sort()).toEqual([...AGE_KEYS].sort());
  });
});
