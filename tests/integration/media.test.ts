/**
 * The media library over HTTP on the built server: a content editor uploads a
 * JPEG and a PNG from the console (multipart, alt text required), the brand's domain serves the
 * WebP renditions with immutable cache headers and an ETag, another brand's domain does not;
 * oversized → 413, non-image → 415, missing alt text → 400 naming the field; an editor of
 * another brand → 403 (audited); the console page lists the images without inline styles.
 */
import { describe, expect, inject, it } from 'vitest';
import { requestBytes } from '../helpers/server.ts';
import sharp from 'sharp';
import { consoleClient, staffLogin, STAFF_HOST } from '../helpers/console.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';

const base = () => inject('portalUrl');
const MAIN_HOST = 'localhost';
const VIP_HOST = 'vip.betportal.test';

type Client = Awaited<ReturnType<typeof staffLogin>>;

/** Raw exchange with a binary body (the test client sends JSON only). */
const exchange = (method: string, path: string, headers: Record<string, string>, body?: Buffer) => requestBytes(base(), method, path, headers, body);

/** A multipart body with a file part and text fields. */
function multipart(file: { name: string; type: string; bytes: Buffer } | null, fields: Record<string, string>) {
  const boundary = `----media${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads as the logged-in staff member of `client`. */
async function upload(client: Client, brandId: string, file: { name: string; type: string; bytes: Buffer } | null, fields: Record<string, string>) {
  const { body, contentType } = multipart(file, fields);
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const answer = await exchange('POST', `/console-api/media/${brandId}`, {
    // A browser's Host carries the port; Astro's origin check compares it with Origin on form posts.
    host: `${STAFF_HOST}:${new URL(base()).port}`, cookie, origin: `http://${STAFF_HOST}:${new URL(base()).port}`, 'x-csrf-token': client.jar.get('csrf_token') ?? '',
    'content-type': contentType, 'content-length': String(body.byteLength),
  }, body);
  return { status: answer.status, body: JSON.parse(answer.body.toString('utf8') || 'null') };
}

async function picture(width: number, height: number, format: 'jpeg' | 'png') {
  const seed = Math.floor(Math.random() * 255);
  return sharp({ create: { width, height, channels: 3, background: { r: seed, g: 90, b: 160 } } })[format]().toBuffer();
}

describe('media library over HTTP', () => {
  it('an editor uploads a JPEG; the brand domain serves its widths with immutable cache headers', async () => {
    const editor = await staffLogin(base(), 'editor@console.test');
    const bytes = await picture(800, 600, 'jpeg');
    const answer = await upload(editor, 'main', { name: 'pitch.jpg', type: 'image/jpeg', bytes }, { 'alt.ru': 'Поле', 'alt.en': 'Pitch' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { item } = answer.body;
    expect(item).toMatchObject({ brandId: 'main', sourceType: 'image/jpeg', width: 800, height: 600, widths: [320, 640, 800], alt: { ru: 'Поле', en: 'Pitch' } });

    const served = await exchange('GET', `/media/${item.id}/640.webp`, { host: MAIN_HOST });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);
    const etag = served.headers.etag as string;
    expect((await exchange('GET', `/media/${item.id}/640.webp`, { host: MAIN_HOST, 'if-none-match': etag })).status).toBe(304);

    // Not on another brand's domain, not at a width or format that was not made.
    expect((await exchange('GET', `/media/${item.id}/640.webp`, { host: VIP_HOST })).status).toBe(404);
    expect((await exchange('GET', `/media/${item.id}/1920.webp`, { host: MAIN_HOST })).status).toBe(404);
    expect((await exchange('GET', `/media/${item.id}/640.jpg`, { host: MAIN_HOST })).status).toBe(404);
    expect((await exchange('GET', `/media/..%2f..%2fetc%2fpasswd/640.webp`, { host: MAIN_HOST })).status).toBe(404);

    // The console shows it to staff who may see the brand's media, and to nobody else.
    const cookie = [...editor.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await exchange('GET', `/media/${item.id}/320.webp`, { host: STAFF_HOST, cookie })).status).toBe(200);
    expect((await exchange('GET', `/media/${item.id}/320.webp`, { host: STAFF_HOST })).status).toBe(404);

    // The same file again is the same image.
    const again = await upload(editor, 'main', { name: 'pitch.jpg', type: 'image/jpeg', bytes }, { 'alt.ru': 'Поле' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, item: { id: item.id } });

    // The list and the console page.
    const list = await editor.get('/console-api/media/main');
    expect(list.body.items.map((m: { id: string }) => m.id)).toContain(item.id);
    const page = await editor.get('/console/media/main');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain(item.id);
    expect(String(page.body)).not.toMatch(/\sstyle=/);
  });

  it('a PNG round trip: resized, re-encoded', async () => {
    const editor = await staffLogin(base(), 'editor@console.test');
    const answer = await upload(editor, 'vip', { name: 'logo.png', type: 'image/png', bytes: await picture(1400, 700, 'png') }, { 'alt.en': 'Banner' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.item.widths).toEqual([320, 640, 960, 1280, 1400]);
    const served = await exchange('GET', `/media/${answer.body.item.id}/960.webp`, { host: VIP_HOST });
    expect(served.status).toBe(200);
    expect((await sharp(served.body).metadata()).width).toBe(960);
  });

  it('refuses oversized bodies (413), non-images (415) and missing alt text (400 naming the field)', async () => {
    const editor = await staffLogin(base(), 'editor@console.test');
    const huge = Buffer.concat([await picture(10, 10, 'jpeg'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const tooBig = await upload(editor, 'main', { name: 'huge.jpg', type: 'image/jpeg', bytes: huge }, { 'alt.ru': 'x' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors[0].code).toBe('payload_too_large');
    const text = await upload(editor, 'main', { name: 'notes.jpg', type: 'image/jpeg', bytes: Buffer.from('just some text, not a picture') }, { 'alt.ru': 'x' });
    expect(text.status).toBe(415);
    expect(text.body.errors[0].code).toBe('unsupported_media_type');
    const html = await upload(editor, 'main', { name: 'x.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') }, { 'alt.ru': 'x' });
    expect(html.status).toBe(415);
    const noAlt = await upload(editor, 'main', { name: 'a.png', type: 'image/png', bytes: await picture(50, 50, 'png') }, { 'alt.en': 'English only' });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.errors[0].meta.fields).toEqual(['alt.ru']);
    const noFile = await upload(editor, 'main', null, { 'alt.ru': 'x' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors[0].meta.fields).toEqual(['file']);
  });

  it('an editor of another brand gets 403; support has no media library', async () => {
    const admin = await staffLogin(base(), 'admin@console.test');
    const email = `vip-editor-${Date.now().toString(36)}@console.test`;
    const created = await admin.post('/console-api/staff', { email, name: 'VIP Editor', grants: [{ brandId: 'vip', role: 'content_editor' }], reason: 'vip content' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const token = new URL(created.body.enrolUrl).searchParams.get('token')!;
    const client = consoleClient(base());
    await client.get(`/console/enrol?token=${token}`);
    const step = await client.post('/console-api/auth/enrol', { token, password: 'vip editor passphrase 2026' });
    expect(step.status, JSON.stringify(step.body)).toBe(200);
    expect((await client.post('/console-api/auth/totp', { ticket: step.body.ticket, code: staffTotp(step.body.secret, email).generate() })).status).toBe(200);

    const refused = await upload(client, 'main', { name: 'a.png', type: 'image/png', bytes: await picture(40, 40, 'png') }, { 'alt.ru': 'x' });
    expect(refused.status).toBe(403);
    expect((await client.get('/console-api/media/main')).status).toBe(403);
    expect((await client.get('/console/media/main')).status).toBe(403);
    expect((await client.get('/console/media/vip')).status).toBe(200);
    const allowed = await upload(client, 'vip', { name: 'b.png', type: 'image/png', bytes: await picture(40, 40, 'png') }, { 'alt.en': 'Small' });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);

    const support = await staffLogin(base(), 'support@console.test');
    expect((await support.get('/console/media')).status).toBe(403);
    expect((await upload(support, 'main', { name: 'c.png', type: 'image/png', bytes: await picture(40, 40, 'png') }, { 'alt.ru': 'x' })).status).toBe(403);
  });
});
