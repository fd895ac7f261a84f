/** The headers step (src/server/middleware/headers.ts) alone: the security headers on what comes back from the steps after it. */
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/server/middleware/headers.ts';
import { renderNext, stepContext } from '../helpers/middleware-context.ts';

describe('headers step', () => {
  it('sets the security headers on the answer of the next steps, HSTS only over HTTPS', async () => {
    const next = renderNext();
    const plain = (await securityHeaders(stepContext('http://localhost/en'), next)) as Response;
    expect(next.calls).toBe(1);
    expect(await plain.text()).toBe('rendered');
    expect(plain.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(plain.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(plain.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
    const https = (await securityHeaders(stepContext('https://localhost/en'), renderNext())) as Response;
    expect(https.headers.get('Strict-Transport-Security')).toContain('max-age=31536000');
  });

  it('extends a CSP the answer already has', async () => {
    const next = async () => new Response('x', { headers: { 'Content-Security-Policy': "script-src 'self' 'sha256-abc'" } });
    const response = (await securityHeaders(stepContext('http://localhost/en'), next)) as Response;
    expect(response.headers.get('Content-Security-Policy')).toBe("script-src 'self' 'sha256-abc'; frame-ancestors 'self'; form-action 'self'");
  });
});
