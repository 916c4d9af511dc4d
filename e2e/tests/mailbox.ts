import { expect, type APIRequestContext } from '@playwright/test';

// The SMTP capture started beside the app (playwright.config.ts): port = app port + 25, HTTP on the next one.
const port = Number(process.env.E2E_PORT ?? 3100);
export const captureUrl = `http://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? port + 25) + 1}`;

interface Captured { to: string[]; subject: string; raw: string }

/** Waits for a mail to `to` whose subject matches, newer than `after` of them, and answers the 6-digit code in it. */
export async function readCode(request: APIRequestContext, to: string, opts: { subject?: RegExp; skip?: number } = {}): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => {
    const r = await request.get(`${captureUrl}/messages?to=${encodeURIComponent(to)}`);
    const all = ((await r.json()) as Captured[]).filter((m) => !opts.subject || opts.subject.test(m.subject));
    if (all.length <= (opts.skip ?? 0)) return undefined;
    const body = all[0]!.raw.split(/\r?\n\r?\n/).slice(1).join('\n');
    code = /\b(\d{6})\b/.exec(body)?.[1];
    return code;
  }, { timeout: 15_000, message: `a mail with a code to ${to}` }).toMatch(/^\d{6}$/);
  return code!;
}

/** Waits for a mail to `to` whose subject matches, and answers its subject and text. */
export async function readMail(request: APIRequestContext, to: string, subject: RegExp): Promise<{ subject: string; body: string }> {
  let mail: Captured | undefined;
  await expect.poll(async () => {
    const r = await request.get(`${captureUrl}/messages?to=${encodeURIComponent(to)}`);
    mail = ((await r.json()) as Captured[]).find((m) => subject.test(m.subject));
    return Boolean(mail);
  }, { timeout: 15_000, message: `a mail to ${to} with the subject ${subject}` }).toBe(true);
  return { subject: mail!.subject, body: mail!.raw.split(/\r?\n\r?\n/).slice(1).join('\n') };
}

export async function countMails(request: APIRequestContext, to: string): Promise<number> {
  const r = await request.get(`${captureUrl}/messages?to=${encodeURIComponent(to)}`);
  return ((await r.json()) as Captured[]).length;
}
