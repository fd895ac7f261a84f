/**
 * Verification documents over HTTP on the built server: a player uploads (multipart, CSRF): text
 * → 415, over the size → 413, a JPEG → 201; their documents' metadata only, another player's
 * document → 404; the risk team reviews in the console (queue, the file through the authorised
 * endpoint with no-store and a safe type, request another document → withdrawals refused → the
 * player uploads it → approve → verified; a second decision → 409); support may not (403); the
 * console file endpoint is not on a brand's domain; identification answers only where the brand
 * shows it.
 */
import { describe, expect, inject, it } from 'vitest';
import { requestBytes } from '../helpers/server.ts';
import sharp from 'sharp';
import { createClient, registerPlayer } from '../helpers/http-client.ts';
import { staffLogin, STAFF_HOST } from '../helpers/console.ts';
import { DOCUMENT_MAX_BYTES } from '../../src/domain/verification/rules.ts';

const base = () => inject('portalUrl');
type Player = Awaited<ReturnType<typeof registerPlayer>>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Raw exchange with a binary body (the test client sends JSON only). */
const exchange = (method: string, path: string, headers: Record<string, string>, body?: Buffer) => requestBytes(base(), method, path, headers, body, true);

function multipart(documentType: string | null, file: Buffer | null) {
  const boundary = `----doc${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  if (documentType !== null) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`), file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads as the logged-in player. */
async function upload(player: Player, documentType: string | null, file: Buffer | null, options: { csrf?: boolean } = {}) {
  const { body, contentType } = multipart(documentType, file);
  const cookie = [...player.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const answer = await exchange('POST', '/web-api/user/verification/documents', {
    cookie, origin: `http://${new URL(base()).host}`, 'content-type': contentType, 'content-length': String(body.byteLength),
    ...(options.csrf === false ? {} : { 'x-csrf-token': player.client.jar.get('csrf_token') ?? '' }),
  }, body);
  return { status: answer.status, body: JSON.parse(answer.body.toString('utf8') || 'null') };
}

const picture = (seed: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed, g: 80, b: 140 } } }).jpeg().toBuffer();

describe('verification documents over HTTP', () => {
  it('upload: text 415, over the size 413, no CSRF 403, a JPEG 201; a player sees only their own documents', async () => {
    const a = await registerPlayer(base(), 'verif-a');
    const b = await registerPlayer(base(), 'verif-b');
    const text = await upload(a, 'passport', Buffer.from('plain text pretending to be a passport'));
    expect(text.status).toBe(415);
    expect(text.body.errors[0]).toMatchObject({ code: 'unsupported_media_type' });
    expect((await upload(a, 'passport', Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 1))).status).toBe(413);
    // A declared length over the limit is refused before the body is read.
    const huge = await exchange('POST', '/web-api/user/verification/documents', {
      origin: `http://${new URL(base()).host}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(DOCUMENT_MAX_BYTES * 2),
    });
    expect(huge.status).toBe(413);
    expect((await upload(a, 'selfie', await picture(1))).body.errors[0].meta.fields).toEqual(['documentType']);
    expect((await upload(a, 'passport', await picture(2), { csrf: false })).status).toBe(403);

    const ok = await upload(a, 'passport', await picture(3));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.document).toMatchObject({ documentType: 'passport', contentType: 'image/jpeg', status: 'pending' });
    expect(ok.body.document.storageKey).toBeUndefined();
    expect(ok.body.verification).toMatchObject({ status: 'pending', verified: false });
    const id = ok.body.document.id as number;

    expect((await a.client.get(`/web-api/user/verification/documents/${id}`)).body.document.id).toBe(id);
    const foreign = await b.client.get(`/web-api/user/verification/documents/${id}`);
    expect(foreign.status).toBe(404);
    expect((await b.client.get('/web-api/user/verification')).body).toMatchObject({ status: 'not_started', documents: [] });
    const config = (await a.client.get('/web-api/user/config')).body;
    expect(JSON.stringify(config)).toContain('"verification_status":1');
    // The console's file endpoint does not exist on a brand's domain.
    expect((await a.client.get(`/console-api/verification/documents/${id}/file`)).status).toBe(404);
  });

  it('risk staff: queue, open the file safely, request another document (withdrawal refused), approve → verified; support 403; a second decision 409', async () => {
    const player = await registerPlayer(base(), 'verif-c');
    const first = await upload(player, 'id_card', await picture(4));
    expect(first.status).toBe(201);
    const documentId = first.body.document.id as number;
    const risk = await staffLogin(base(), 'risk@console.test');
    const support = await staffLogin(base(), 'support@console.test');

    const queue = await risk.get('/console-api/verification');
    expect(queue.status).toBe(200);
    expect(queue.body.queue.find((item: { id: number }) => item.id === documentId)).toMatchObject({ playerId: player.userId, brandId: 'main', documentType: 'id_card' });
    expect((await support.get('/console-api/verification')).status).toBe(403);

    const cookie = [...risk.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const file = await exchange('GET', `/console-api/verification/documents/${documentId}/file`, { host: `${STAFF_HOST}:${new URL(base()).port}`, cookie });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`inline; filename="document-${documentId}.jpg"`);
    expect(Buffer.compare(file.body, await picture(4))).toBe(0);

    const missingReason = await risk.post(`/console-api/verification/documents/${documentId}/review`, { decision: 'request_additional', requestedDocumentType: 'proof_of_address' });
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.errors[0].meta.fields).toContain('reason');
    expect((await support.post(`/console-api/verification/documents/${documentId}/review`, { decision: 'approve', reason: 'looks fine' })).status).toBe(403);
    const asked = await risk.post(`/console-api/verification/documents/${documentId}/review`, { decision: 'request_additional', reason: 'Please add a recent utility bill', requestedDocumentType: 'proof_of_address' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.verification).toEqual({ status: 'additional_document_requested', requestedDocumentType: 'proof_of_address' });
    expect((await risk.post(`/console-api/verification/documents/${documentId}/review`, { decision: 'approve', reason: 'too late' })).status).toBe(409);

    const mine = (await player.client.get('/web-api/user/verification')).body;
    expect(mine).toMatchObject({ status: 'additional_document_requested', requestedDocumentType: 'proof_of_address', verified: false });
    expect(mine.documents[0]).toMatchObject({ status: 'additional_requested', reviewReason: 'Please add a recent utility bill' });
    const withdrawal = await player.client.post('/web-api/payments/withdraw', { accountId: player.accountId, amount: '1', provider: 'test', idempotencyKey: `wd-verif-${Date.now()}` });
    expect(withdrawal.status).toBe(403);
    expect(withdrawal.body.errors[0].code).toBe('verification_required');

    const second = await upload(player, 'proof_of_address', PDF);
    expect(second.status).toBe(201);
    expect(second.body.verification.status).toBe('pending');
    const approved = await risk.post(`/console-api/verification/documents/${second.body.document.id}/review`, { decision: 'approve', reason: 'utility bill matches' });
    expect(approved.status).toBe(200);
    const pdf = await exchange('GET', `/console-api/verification/documents/${second.body.document.id}/file`, { host: `${STAFF_HOST}:${new URL(base()).port}`, cookie });
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="document-${second.body.document.id}.pdf"`);
    expect((await player.client.get('/web-api/user/verification')).body).toMatchObject({ status: 'verified', verified: true });
    const config = JSON.stringify((await player.client.get('/web-api/user/config')).body);
    expect(config).toContain('"internal_verification_status":1');
    expect(config).toContain('"verification_status_group_code":"VERIFICATION_SUCCESSFUL"');
    expect(config).toContain('"requested_additional_document":false');
    expect((await upload(player, 'passport', await picture(5))).status).toBe(409);

    const audit = (await risk.get(`/console-api/audit?brandId=main&key=player:${player.userId}`)).body.entries as { action: string }[];
    expect(audit.map((e) => e.action).sort()).toEqual(['verification.approve', 'verification.request_additional', 'verification.view_document', 'verification.view_document'].sort());
  });

  it('the office pages: verification for a player; identification only where the brand shows it', async () => {
    const player = await registerPlayer(base(), 'verif-d');
    const page = await player.client.get('/en/office/verification');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Verification');
    const identification = await player.client.get('/en/office/identification');
    expect(identification.status).toBe(200);
    expect(String(identification.body)).toContain('Identification');
    // The vip brand does not show identification (isShowIdentification false): 404 before any login.
    const vip = createClient(base(), 'vip.betportal.test');
    expect((await vip.get('/en/office/identification')).status).toBe(404);
    expect((await vip.get('/en/office/verification')).status).not.toBe(404);
  });
});
