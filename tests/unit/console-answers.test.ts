/**
 * Console output through schemas (ARCHITECTURE.md "Staff console"): every endpoint file under
 * src/pages/console-api answers through `consoleHandle` (an output schema of
 * schemas/console-answers.ts) or `consoleFile` (non-JSON bytes), never the bare `handle` or a
 * hand-made JSON response; and an output schema keeps only its listed fields, at every depth.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adjustmentView, playerDetailAnswer } from '../../schemas/console-answers.ts';
import { consoleFile, consoleHandle } from '../../src/server/staff/answer.ts';

const ROOT = fileURLToPath(new URL('../../src/pages/console-api/', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

describe('console answers go through output schemas', () => {
  const endpoints = files(ROOT).filter((file) => file.endsWith('.ts'));

  it.each(endpoints.map((file) => relative(ROOT, file)))('%s answers through consoleHandle or consoleFile only', (file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const handlers = source.match(/export const (GET|POST|PUT|PATCH|DELETE)\b/g) ?? [];
    expect(handlers.length + (source.match(/= change\(/g)?.length ?? 0)).toBeGreaterThan(0);
    expect(source).toMatch(/\bconsole(Handle|File)\(/);
    expect(source).not.toMatch(/\bhandle\(/);
    expect(source).not.toMatch(/\bjson\(|Response\.json\(/);
    expect(source).not.toMatch(/import \{[^}]*\bhandle\b[^}]*\} from '[./]+server\/endpoint\.ts'/);
  });

  it('an output schema drops fields it does not list, at any depth (the player detail without its secrets)', () => {
    const adjustment = {
      id: 1, playerId: 2, brandId: 'main', accountId: 3, amount: 100, reason: 'r', status: 'applied', needsApproval: false, approvalRule: null,
      requestedBy: 4, requestedByEmail: null, decidedBy: null, decidedByEmail: null, decisionReason: null, entryId: 5,
      createdAt: '2026-01-01T00:00:00.000Z', decidedAt: null, iso: 'EUR', exponent: 2, idempotencyKey: 'client-key',
    };
    const detail = playerDetailAnswer.parse({
      player: {
        id: 2, brandId: 'main', login: null, email: 'p@example.com', phone: null, banLevel: 0, createdAt: '2026-01-01T00:00:00.000Z',
        countryCode: null, registrationType: 'email', activationType: 0, banVersion: 0, termsVersion: 1, totpEnabled: true, userName: null,
        passwordHash: '$argon2id$v=19$secret', totpSecret: 'JBSWY3DPEHPK3PXP', transferKey: 'tk-secret', apiTokenHash: 'abc',
      },
      accounts: [], ledger: [], coupons: [], payments: [],
      sessions: [{ n: 1, createdAt: 'a', lastSeenAt: 'b', absoluteExpiresAt: 'c', revokedAt: null, live: true, tokenHash: 'secret' }],
      adjustments: [adjustment], manager: null, bonuses: [], referral: null, history: null,
    });
    expect(Object.keys(detail.player)).not.toEqual(expect.arrayContaining(['passwordHash']));
    expect(JSON.stringify(detail)).not.toMatch(/argon2id|JBSWY3DPEHPK3PXP|tk-secret|tokenHash|apiTokenHash|client-key/);
    expect(adjustmentView.parse(adjustment)).not.toHaveProperty('idempotencyKey');
  });

  it('consoleHandle answers the parsed value; an answer off its schema is a 500 that sends nothing of it', async () => {
    const ok = await consoleHandle(adjustmentView.pick({ id: true }), async () => ({ id: 7, secret: 'x' }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: 7 });
    const created = await consoleHandle(adjustmentView.pick({ id: true }), async () => ({ id: 8 }), { status: () => 201 });
    expect(created.status).toBe(201);
    const wrong = await consoleHandle(adjustmentView.pick({ id: true }), async () => ({ id: 'JBSWY3DPEHPK3PXP' }) as unknown as { id: number });
    expect(wrong.status).toBe(500);
    expect(await wrong.text()).not.toContain('JBSWY3DPEHPK3PXP');
    const file = await consoleFile(async () => new Response('a{}', { headers: { 'Content-Type': 'text/css' } }));
    expect(await file.text()).toBe('a{}');
    expect((await consoleFile(async () => Response.json({ passwordHash: 'x' }))).status).toBe(500);
  });
});

describe('staff-authored values keep their listed fields only', () => {
  it('a bonus template and a tournament as written pass with the fields they set, and lose any other', async () => {
    const { bonusTemplateAnswer, tournamentAnswer } = await import('../../schemas/console-answers.ts');
    const template = bonusTemplateAnswer.parse({ template: { id: 1, awardsCount: 0, template: { code: 'reload-50', kind: 'reload', apiKey: 'x' } } });
    expect(template.template.template).toEqual({ code: 'reload-50', kind: 'reload' });
    expect(tournamentAnswer.parse({ tournament: { slug: 'weekly', prizesMinor: [100], providerSecret: 'x' } })).toEqual({ tournament: { slug: 'weekly', prizesMinor: [100] } });
  });
});
