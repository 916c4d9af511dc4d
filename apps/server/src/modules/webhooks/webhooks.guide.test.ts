// The API guide's two ways to verify a webhook signature (api-guide.md) agree with what deliveries send.
import { execFileSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signWebhook } from './webhooks.delivery.ts';

const guide = readFileSync(path.join(import.meta.dirname, '../../plugins/api-guide.md'), 'utf8');
const section = guide.slice(guide.indexOf('## Webhooks'));
const secret = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const body = JSON.stringify({ id: '01a2', type: 'complaint.filed', createdAt: '2026-11-29T10:00:00.000Z', data: { complaint: { title: 'Ünïcode & "quotes"' } } });

describe('the webhook guide', () => {
  it('its Node function accepts a delivery\'s signature and refuses a changed body or an old timestamp', () => {
    const code = /```js\n([\s\S]*?)```/.exec(section)![1]!.replace(/^import .*$/m, '');
    const verify = new Function('createHmac', 'timingSafeEqual', `${code}; return verifyRedress;`)(createHmac, timingSafeEqual) as
      (s: string, b: string, h: Record<string, string>) => boolean;
    const ts = Math.floor(Date.now() / 1000);
    const headers = { 'x-redress-timestamp': String(ts), 'x-redress-signature': signWebhook(secret, ts, body) };
    expect(verify(secret, body, headers)).toBe(true);
    expect(verify(secret, body.replace('filed', 'Filed'), headers)).toBe(false);
    expect(verify('whsec_other', body, headers)).toBe(false);
    const old = ts - 3600;
    expect(verify(secret, body, { 'x-redress-timestamp': String(old), 'x-redress-signature': signWebhook(secret, old, body) })).toBe(false);
  });

  it('its openssl line prints the signature a delivery carries', () => {
    const line = /^printf .*$/m.exec(section)![0];
    const dir = mkdtempSync(path.join(tmpdir(), 'redress-guide-'));
    writeFileSync(path.join(dir, 'body.json'), body);
    const out = execFileSync('sh', ['-c', line], { cwd: dir, env: { ...process.env, SECRET: secret, TS: '1795000000' } }).toString().trim();
    expect(out).toBe(signWebhook(secret, 1_795_000_000, body));
  });
});
