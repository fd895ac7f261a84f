/**
 * Verification documents on PGlite and PostgreSQL: an upload stores a row and an owner-only file
 * outside the web root (type from the bytes: 415 for text, 413 over the limit, the same pending file
 * once); staff ask for another document (withdrawals refused meanwhile, nothing moved), the player
 * uploads it, staff approve → verified, no more uploads; parallel reviews of one document → one
 * wins, the others 409; the queue and the files are limited to the staff member's brands (403
 * audited); every decision audited in its transaction.
 */
import { mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { fundedPlayer, staffMember } from '../helpers/staff-fixtures.ts';
import { auditLog, payments, verificationDocuments } from '../../src/server/db/schema.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { withdraw } from '../../src/server/payments/withdraw.ts';
import { AppError } from '../../src/server/errors.ts';
import { documentFiles } from '../../src/server/verification/files.ts';
import { openDocument, reviewDocument, reviewQueue, uploadDocument, verificationConfigOf, verificationView } from '../../src/server/verification/service.ts';
import { DOCUMENT_MAX_BYTES } from '../../src/domain/verification/rules.ts';
import type { StaffPrincipal } from '../../src/server/staff/sessions.ts';
import type { RoleGrant } from '../../src/domain/staff/roles.ts';

const ENGINES = await engines();
const ADDRESS = '203.0.113.9';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe.each(ENGINES)('verification documents on %s', (kind) => {
  let t: TestDatabase;
  let dir: string;
  let n = 0;
  const unique = (label: string) => `${label}-${++n}-${Math.random().toString(36).slice(2, 8)}`;
  const files = () => documentFiles(dir);
  let jpeg: Buffer;

  const member = (grants: RoleGrant[]): Promise<StaffPrincipal> => staffMember(t.db, grants, unique('staff'));
  const src = (actor: StaffPrincipal) => ({ actor, clientAddress: ADDRESS });

  const player = (brand = 'main', balance = 0) => fundedPlayer(t.db, brand, balance, unique('fund'));

  let risk: StaffPrincipal;
  let vipRisk: StaffPrincipal;
  beforeAll(async () => {
    t = await freshDatabase(kind, { poolSize: 8 });
    dir = mkdtempSync(join(tmpdir(), 'verification-docs-'));
    risk = await member([{ brandId: 'main', role: 'risk' }]);
    vipRisk = await member([{ brandId: 'vip', role: 'risk' }]);
    jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3060a0' } }).jpeg().toBuffer();
  });
  afterAll(async () => {
    await t?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('stores an upload as a row and an owner-only file; text is 415, over the limit 413, the same pending file is one document', async () => {
    const { playerId } = await player();
    const first = await uploadDocument(t.db, files(), { playerId, documentType: 'passport', bytes: jpeg });
    expect(first.created).toBe(true);
    expect(first.document).toMatchObject({ documentType: 'passport', contentType: 'image/jpeg', sizeBytes: jpeg.byteLength, status: 'pending' });
    expect(first.document).not.toHaveProperty('storageKey');
    const [row] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, first.document.id));
    expect(statSync(join(dir, row!.storageKey)).mode & 0o777).toBe(0o600);
    const again = await uploadDocument(t.db, files(), { playerId, documentType: 'passport', bytes: jpeg });
    expect(again).toEqual({ document: first.document, created: false });
    const before = readdirSync(dir).length;
    expect((await refusal(uploadDocument(t.db, files(), { playerId, documentType: 'passport', bytes: Buffer.from('just some text, not a document') }))).code).toBe('unsupported_media_type');
    expect((await refusal(uploadDocument(t.db, files(), { playerId, documentType: 'passport', bytes: Buffer.alloc(DOCUMENT_MAX_BYTES + 1) }))).code).toBe('payload_too_large');
    expect(readdirSync(dir).length).toBe(before);
    const pdf = await uploadDocument(t.db, files(), { playerId, documentType: 'proof_of_address', bytes: PDF });
    expect(pdf.document.contentType).toBe('application/pdf');
    const view = await verificationView(t.db, playerId);
    expect(view.status).toBe('pending');
    expect(view.documents.map((d) => d.id)).toEqual([pdf.document.id, first.document.id]);
  });

  it('request for another document → withdrawals refused with nothing moved → upload → approve → verified, each decision audited', async () => {
    const { playerId, main } = await player('main', 10_000);
    const doc = await uploadDocument(t.db, files(), { playerId, documentType: 'id_card', bytes: jpeg });
    const asked = await reviewDocument(t.db, src(risk), doc.document.id, { decision: 'request_additional', reason: 'Please add a utility bill', requestedDocumentType: 'proof_of_address' }, 'test');
    expect(asked.state).toEqual({ status: 'additional_document_requested', requestedDocumentType: 'proof_of_address' });
    expect(asked.document).toMatchObject({ status: 'additional_requested', reviewReason: 'Please add a utility bill', requestedDocumentType: 'proof_of_address' });
    expect(await verificationConfigOf(t.db, playerId)).toMatchObject({ requested_additional_document: true, internal_verification_status: 0 });

    const refused = await refusal(withdraw(t.db, { playerId, accountId: main, amountMinor: 1_000, providerId: 'test', idempotencyKey: unique('w') }));
    expect(refused.code).toBe('verification_required');
    expect(await accountBalance(t.db, main)).toBe(10_000);
    expect(await t.db.select().from(payments).where(eq(payments.playerId, playerId))).toEqual([]);

    const second = await uploadDocument(t.db, files(), { playerId, documentType: 'proof_of_address', bytes: PDF });
    expect((await verificationView(t.db, playerId)).status).toBe('pending');
    const approved = await reviewDocument(t.db, src(risk), second.document.id, { decision: 'approve', reason: null, requestedDocumentType: null }, 'test');
    expect(approved.state.status).toBe('verified');
    const view = await verificationView(t.db, playerId);
    expect(view.verified).toBe(true);
    expect(await verificationConfigOf(t.db, playerId)).toMatchObject({ internal_verification_status: 1, verification_status_group_code: 'VERIFICATION_SUCCESSFUL', requested_additional_document: false });
    expect((await refusal(uploadDocument(t.db, files(), { playerId, documentType: 'passport', bytes: await sharp(jpeg).png().toBuffer() }))).code).toBe('conflict');
    const held = await withdraw(t.db, { playerId, accountId: main, amountMinor: 1_000, providerId: 'test', idempotencyKey: unique('w'), instruction: 'pending' });
    expect(held.status).toBe('pending');

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.key, `player:${playerId}`)).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['verification.request_additional', 'verification.approve']);
    expect(audit[0]).toMatchObject({ staffId: risk.id, brandId: 'main', reason: 'Please add a utility bill', clientAddress: ADDRESS });
    expect(audit[1]!.after).toMatchObject({ documentId: second.document.id, documentStatus: 'approved', verification: { status: 'verified' } });
  });

  it('parallel reviews of one document: exactly one wins, the others get 409', async () => {
    const { playerId } = await player();
    const doc = await uploadDocument(t.db, files(), { playerId, documentType: 'driving_licence', bytes: jpeg });
    const decisions = ['approve', 'reject', 'approve', 'reject', 'approve', 'reject'] as const;
    const results = await Promise.allSettled(decisions.map((decision) =>
      reviewDocument(t.db, src(risk), doc.document.id, { decision, reason: decision === 'reject' ? 'The photo is blurred' : null, requestedDocumentType: null }, 'test')));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(((r as PromiseRejectedResult).reason as AppError).code).toBe('conflict');
    const winner = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof reviewDocument>>>).value;
    const view = await verificationView(t.db, playerId);
    expect(view.status).toBe(winner.state.status);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.key, `player:${playerId}`)));
    expect(audits).toHaveLength(1);
  });

  it('the queue, the files and reviews are limited to the staff member’s brands; a refusal is audited', async () => {
    const vip = await player('vip');
    const doc = await uploadDocument(t.db, files(), { playerId: vip.playerId, documentType: 'passport', bytes: jpeg });
    expect((await reviewQueue(t.db, src(risk))).some((item) => item.id === doc.document.id)).toBe(false);
    const vipQueue = await reviewQueue(t.db, src(vipRisk));
    expect(vipQueue.find((item) => item.id === doc.document.id)).toMatchObject({ playerId: vip.playerId, brandId: 'vip', status: 'pending' });
    expect((await refusal(openDocument(t.db, files(), src(risk), doc.document.id, 'GET file'))).code).toBe('forbidden');
    expect((await refusal(reviewDocument(t.db, src(risk), doc.document.id, { decision: 'approve', reason: null, requestedDocumentType: null }, 'POST review'))).code).toBe('forbidden');
    const denied = await t.db.select().from(auditLog).where(and(eq(auditLog.key, `player:${vip.playerId}`), eq(auditLog.action, 'access.denied')));
    expect(denied).toHaveLength(2);
    const opened = await openDocument(t.db, files(), src(vipRisk), doc.document.id, 'GET file');
    expect(opened.contentType).toBe('image/jpeg');
    expect(Buffer.compare(opened.bytes, jpeg)).toBe(0);
    const viewed = await t.db.select().from(auditLog).where(and(eq(auditLog.key, `player:${vip.playerId}`), eq(auditLog.action, 'verification.view_document')));
    expect(viewed).toHaveLength(1);
    expect((await refusal(openDocument(t.db, files(), src(vipRisk), 999_999_999, 'GET file'))).code).toBe('not_found');
  });
});
