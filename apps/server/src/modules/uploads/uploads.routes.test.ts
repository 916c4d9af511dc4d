import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { newId } from '../../lib/ids.ts';

const t = useTestApp();
let auth: Record<string, string>;
beforeAll(async () => {
  auth = await t.authHeader({ id: newId(), role: 'user' });
});

function multipart(filename: string, contentType: string, body: Buffer, field = 'file') {
  const boundary = `----redress${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, body, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const photoWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretPhone', Copyright: 'Thandi Nkosi' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '26/1 12/1 0/1' } })
    .toBuffer();

describe('POST /api/upload/{folder}', () => {
  it('stores a photo re-encoded without EXIF or GPS and serves it with immutable caching', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const m = multipart('holiday.jpg', 'image/jpeg', original);
    const ok = await t.app.inject({ method: 'POST', url: '/api/upload/complaint-images', payload: m.payload, headers: { ...m.headers, ...auth } });
    expect(ok.statusCode).toBe(201);
    const body = ok.json();
    expect(body).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 48 });
    expect(body.url).toMatch(/^\/uploads\/complaint-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);

    const served = await t.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('Thandi Nkosi'))).toBe(false);
  });

  it('shrinks huge images to 2560 px on the longest side', async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#fff' } }).png().toBuffer();
    const m = multipart('wide.png', 'image/png', big);
    const r = await t.app.inject({ method: 'POST', url: '/api/upload/company-images', payload: m.payload, headers: { ...m.headers, ...auth } });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ width: 2560, height: 640, contentType: 'image/png' });
  });

  it('needs a signed-in user', async () => {
    const m = multipart('a.png', 'image/png', await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer());
    const r = await t.app.inject({ method: 'POST', url: '/api/upload/profile-images', payload: m.payload, headers: m.headers });
    expect(r.statusCode).toBe(401);
  });

  it('refuses a file that is not an image whatever its name and declared type (415)', async () => {
    const m = multipart('invoice.png', 'image/png', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'));
    const r = await t.app.inject({ method: 'POST', url: '/api/upload/review-images', payload: m.payload, headers: { ...m.headers, ...auth } });
    expect(r.statusCode).toBe(415);
    expect(r.json().message).toMatch(/^file: must be a JPEG, PNG, WebP or GIF image/);
  });

  it('refuses a file over 5 MB (413) and writes nothing', async () => {
    const before = await t.app.inject({ url: '/api/health' });
    expect(before.statusCode).toBe(200);
    const huge = Buffer.concat([await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer(), randomBytes(5 * 1024 * 1024 + 10)]);
    const m = multipart('huge.png', 'image/png', huge);
    const r = await t.app.inject({ method: 'POST', url: '/api/upload/review-images', payload: m.payload, headers: { ...m.headers, ...auth } });
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe('file: is larger than 5 MB');
  });

  it('refuses a corrupt image (400), an unknown folder (400), a missing file (400) and a JSON body (415)', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } }).png().toBuffer();
    const corrupt = multipart('broken.png', 'image/png', png.subarray(0, 60));
    const r1 = await t.app.inject({ method: 'POST', url: '/api/upload/review-images', payload: corrupt.payload, headers: { ...corrupt.headers, ...auth } });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toBe('file: is not a readable image');

    const okFile = multipart('a.png', 'image/png', png);
    const r2 = await t.app.inject({ method: 'POST', url: '/api/upload/secret-folder', payload: okFile.payload, headers: { ...okFile.headers, ...auth } });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().message).toMatch(/^folder: /);

    const noFile = multipart('a.png', 'image/png', png, 'other');
    const r3 = await t.app.inject({ method: 'POST', url: '/api/upload/review-images', payload: noFile.payload.toString('latin1').replace(/; filename="a.png"\r\nContent-Type: image\/png/, ''), headers: { ...noFile.headers, ...auth } });
    expect(r3.statusCode).toBe(400);
    expect(r3.json().message).toBe('file: is required');

    const r4 = await t.app.inject({ method: 'POST', url: '/api/upload/review-images', payload: { file: 'x' }, headers: auth });
    expect(r4.statusCode).toBe(415);
  });

  it('a malformed multipart body is a 400, not a server error', async () => {
    const m = multipart('holiday.jpg', 'image/jpeg', await photoWithGps());
    const other = multipart('x', 'x', Buffer.alloc(0)).headers; // a different boundary than the body's
    const r = await t.app.inject({ method: 'POST', url: '/api/upload/complaint-images', payload: m.payload, headers: { ...other, ...auth } });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/^file: /);
  });

  it('a path outside the uploads folder is never served', async () => {
    const r = await t.app.inject({ url: '/uploads/../../etc/passwd' });
    expect(r.statusCode).toBe(404);
  });
});
