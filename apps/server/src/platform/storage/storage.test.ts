import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createDiskStorage, createS3Storage } from './index.ts';

describe('disk storage', () => {
  it('writes, serves under /uploads and deletes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'redress-store-'));
    const s = createDiskStorage(dir);
    const r = await s.put('company-images/2026/11/a.png', Buffer.from('png-bytes'), 'image/png');
    expect(r).toEqual({ key: 'company-images/2026/11/a.png', url: '/uploads/company-images/2026/11/a.png' });
    expect(readFileSync(path.join(dir, r.key), 'utf8')).toBe('png-bytes');
    await s.delete(r.key);
    expect(existsSync(path.join(dir, r.key))).toBe(false);
  });

  it('refuses keys that climb out of the folder', async () => {
    const s = createDiskStorage(mkdtempSync(path.join(tmpdir(), 'redress-store-')));
    await expect(s.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
    await expect(s.put('/abs/path.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
  });
});

describe('streams (data exports)', () => {
  it('disk: writes a stream, reads it back, answers null once deleted, and names the keys of its own URLs', async () => {
    const s = createDiskStorage(mkdtempSync(path.join(tmpdir(), 'redress-store-')));
    const r = await s.putStream('private/exports/2026/11/c.zip', Readable.from([Buffer.from('zip-'), Buffer.from('bytes')]), 'application/zip');
    expect(r).toEqual({ key: 'private/exports/2026/11/c.zip', size: 9 });
    expect(await text((await s.getStream(r.key))!)).toBe('zip-bytes');
    await s.delete(r.key);
    expect(await s.getStream(r.key)).toBeNull();
    expect(s.keyOf('/uploads/complaints/2026/11/a.png')).toBe('complaints/2026/11/a.png');
    expect(s.keyOf('/uploads/private/exports/2026/11/c.zip')).toBeNull();
    expect(s.keyOf('/uploads/../etc/passwd')).toBeNull();
    expect(s.keyOf('https://elsewhere.example/a.png')).toBeNull();
  });

  it('S3: PUTs a stream with its length and GETs it back', async () => {
    const stored = new Map<string, { body: string; length?: string }>();
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method === 'PUT') {
          stored.set(req.url!, { body: Buffer.concat(chunks).toString(), length: req.headers['content-length'] });
          res.writeHead(200).end();
        } else if (stored.has(req.url!)) res.writeHead(200).end(stored.get(req.url!)!.body);
        else res.writeHead(404).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const s = createS3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'redress', region: 'auto', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example', publicUrl: 'https://cdn.example.com' });
      const r = await s.putStream('private/exports/2026/11/d.zip', Readable.from([Buffer.from('zip-bytes')]), 'application/zip');
      expect(r.size).toBe(9);
      expect(stored.get('/redress/private/exports/2026/11/d.zip')).toEqual({ body: 'zip-bytes', length: '9' });
      expect(await text((await s.getStream(r.key))!)).toBe('zip-bytes');
      expect(await s.getStream('private/exports/2026/11/none.zip')).toBeNull();
      expect(s.keyOf('https://cdn.example.com/complaints/2026/11/a.png')).toBe('complaints/2026/11/a.png');
    } finally {
      server.close();
    }
  });
});

describe('S3-compatible storage', () => {
  it('PUTs a SigV4-signed object to the endpoint (path style) and answers the public URL', async () => {
    const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const s = createS3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'redress',
        region: 'auto',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret-example',
        publicUrl: 'https://cdn.example.com',
      });
      const r = await s.put('review-images/2026/11/b.webp', Buffer.from('webp-bytes'), 'image/webp');
      expect(r.url).toBe('https://cdn.example.com/review-images/2026/11/b.webp');
      expect(seen).toHaveLength(1);
      const req = seen[0]!;
      expect(req.method).toBe('PUT');
      expect(req.url).toBe('/redress/review-images/2026/11/b.webp');
      expect(req.body).toBe('webp-bytes');
      expect(req.headers['content-type']).toBe('image/webp');
      expect(req.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/auto\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/);
      expect(req.headers['x-amz-content-sha256']).toBe(createHash('sha256').update('webp-bytes').digest('hex'));
      expect(JSON.stringify(req.headers)).not.toContain('secret-example');
    } finally {
      server.close();
    }
  });
});
