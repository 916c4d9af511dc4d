import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';

const t = useTestApp({ DEV_OUTBOX: 'true' });

const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object, headers });

async function subscriberCount(): Promise<number> {
  const r = await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscribers');
  return r.rows[0]!.n;
}

describe('newsletter', () => {
  it('subscribes once, normalising the address, and answers a second sign-up exactly as the first (decision 147)', async () => {
    const first = await subscribe({ email: '  Thandi@Example.COM ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ subscribed: true });
    // Nobody learns from the answer that the address is on the list.
    const again = await subscribe({ email: 'thandi@example.com' });
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    expect(await subscriberCount()).toBe(1);
    // One welcome mail, with the one-click unsubscribe headers, for the new subscription only.
    const outbox = (await t.app.inject({ url: '/api/dev/outbox?to=thandi@example.com' })).json();
    expect(outbox.meta.totalResults).toBe(1);
    expect(outbox.data[0].template).toBe('newsletter-welcome');
    // The weekly digest is sent now (decision 98): the confirmation says when, and that an empty week sends nothing.
    expect(outbox.data[0].text).toMatch(/Every Monday morning/);
    expect(outbox.data[0].text).not.toMatch(/has not started/);
    // The body links to the page (decision 180); the header keeps the one-click API address.
    expect(outbox.data[0].text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\/newsletter\?token=/);
  });

  it('rejects a malformed address naming the field, and writes nothing', async () => {
    const before = await subscriberCount();
    const r = await subscribe({ email: 'not-an-address' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('email: must be a valid e-mail address');
    expect(r.json().details).toEqual([{ field: 'email', message: 'must be a valid e-mail address' }]);
    expect(await subscriberCount()).toBe(before);
  });

  it('rejects a missing field and a wrong type', async () => {
    expect((await subscribe({})).json().message).toMatch(/^email: /);
    expect((await subscribe({ email: 42 })).statusCode).toBe(400);
    expect((await subscribe({ email: 'a@b.co', source: 'spam' })).json().details[0].field).toBe('source');
  });

  it('answers 400 to malformed JSON', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: '{"email": "a@b.co"',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'body: is not valid JSON' });
  });

  it('answers 413 to an oversize body and 415 to an unknown content type', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('Payload Too Large');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: '<email>a@b.co</email>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
  });

  it('unsubscribes in one click with the token from the mail', async () => {
    await subscribe({ email: 'leave@example.com' });
    const row = await t.app.database.query<{ unsubscribe_token: string }>(
      "SELECT unsubscribe_token FROM newsletter_subscribers WHERE email = 'leave@example.com'",
    );
    const token = row.rows[0]!.unsubscribe_token;
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.statusCode).toBe(200);
    const after = await t.app.database.query<{ unsubscribed_at: Date | null }>(
      "SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = 'leave@example.com'",
    );
    expect(after.rows[0]!.unsubscribed_at).not.toBeNull();
    // Idempotent; an unknown token is a 404 naming the subscription, whether asked or acted on.
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}`, payload: {} })).statusCode).toBe(200);
    for (const method of ['GET', 'POST'] as const) {
      const unknown = await t.app.inject({ method, url: `/api/newsletter/unsubscribe?token=${'x'.repeat(32)}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Subscription not found');
    }
  });

  it('a GET on the unsubscribe link (a mail scanner) only tells what a POST would stop, and unsubscribes nobody', async () => {
    expect((await subscribe({ email: 'stay@example.com' }, { 'x-forwarded-for': '203.0.113.40' })).statusCode).toBe(200);
    const token = (await t.app.database.query<{ unsubscribe_token: string }>("SELECT unsubscribe_token FROM newsletter_subscribers WHERE email = 'stay@example.com'")).rows[0]!.unsubscribe_token;
    const browser = await t.app.inject({ url: `/api/newsletter/unsubscribe?token=${token}`, headers: { accept: 'text/html' } });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/unsubscribe/newsletter?token=${token}`);
    const told = await t.app.inject({ url: `/api/newsletter/unsubscribe?token=${token}` });
    expect(told.json()).toEqual({ list: 'newsletter', stops: 'the Redress newsletter', address: 's•••y@example.com', done: expect.stringContaining('subscribe') });
    const still = await t.app.database.query<{ unsubscribed_at: Date | null }>("SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = 'stay@example.com'");
    expect(still.rows[0]!.unsubscribed_at).toBeNull();
    // The page's button (a JSON POST) unsubscribes.
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}`, payload: {} })).json()).toEqual({ unsubscribed: true });
    const gone = await t.app.database.query<{ unsubscribed_at: Date | null }>("SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = 'stay@example.com'");
    expect(gone.rows[0]!.unsubscribed_at).not.toBeNull();
  });

  it('limits subscriptions per IP with 429 and Retry-After', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let last;
    for (let i = 0; i < 11; i++) last = await subscribe({ email: `burst${i}@example.com` }, headers);
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
  });
});
