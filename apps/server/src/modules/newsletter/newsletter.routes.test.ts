import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { newCompany, newCustomer } from '../../../test/people.ts';
import { digestRecipients } from '../digest/digest.repository.ts';
import { confirmUrl } from './newsletter.service.ts';

const t = useTestApp({ DEV_OUTBOX: 'true' });

const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object, headers });

async function subscriberCount(): Promise<number> {
  const r = await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscribers');
  return r.rows[0]!.n;
}

async function consents(email: string) {
  const r = await t.app.database.query<Record<string, string | null>>(
    'SELECT list, action, method, text_version, text FROM marketing_consents WHERE email = $1 ORDER BY created_at, id', [email]);
  return r.rows;
}
const ip = (address: string) => ({ 'x-forwarded-for': address });
const outbox = async (to: string) => (await t.app.inject({ url: `/api/dev/outbox?to=${to}` })).json().data.reverse();
const confirmLink = (text: string) => /(http:\/\/localhost:3000\/newsletter\/confirm\?\S+)/.exec(text)![1]!;

describe('newsletter', () => {
  it('subscribes once, normalising the address, and answers a second sign-up exactly as the first (decision 147)', async () => {
    const first = await subscribe({ email: '  Thandi@Example.COM ' });
    expect(first.statusCode).toBe(200);
    // Nothing is subscribed yet (decision 185): the answer never says so.
    expect(first.json()).toEqual({ confirmationSent: true });
    // Nobody learns from the answer that the address is on the list.
    const again = await subscribe({ email: 'thandi@example.com' });
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    expect(await subscriberCount()).toBe(1);
  });

  it('double opt-in: a sign-up is pending and gets only a confirmation link; the page\'s POST confirms, with the text', async () => {
    await subscribe({ email: 'Naledi@Example.com' }, ip('203.0.113.51'));
    // Pending: a consent record with the exact text and how, one confirmation mail, no welcome, no digest.
    expect(await consents('naledi@example.com')).toEqual([
      { list: 'newsletter', action: 'pending', method: 'footer-form', text_version: 'newsletter-1', text: CONSENT_TEXTS['newsletter-1'] },
    ]);
    const sent = await outbox('naledi@example.com');
    expect(sent.map((m: { template: string }) => m.template)).toEqual(['newsletter-confirm']);
    expect(sent[0].text).toContain(CONSENT_TEXTS['newsletter-1']);
    expect(await digestRecipients(t.app.database)).not.toContain('naledi@example.com');
    // A second sign-up while pending sends the link again (the first may be lost), and still subscribes nobody.
    await subscribe({ email: 'naledi@example.com' }, ip('203.0.113.51'));
    expect((await outbox('naledi@example.com')).map((m: { template: string }) => m.template)).toEqual(['newsletter-confirm', 'newsletter-confirm']);

    const link = confirmLink(sent[0].text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\?email=naledi%40example\.com&exp=\d+&sig=[\w-]+$/);
    const api = `/api/newsletter/confirm${new URL(link).search}`;
    // A GET (a mail scanner, a browser) only tells; a browser is sent to the page.
    const browser = await t.app.inject({ url: api, headers: { accept: 'text/html' } });
    expect([browser.statusCode, browser.headers.location]).toEqual([303, `/newsletter/confirm${new URL(link).search}`]);
    expect((await t.app.inject({ url: api })).json()).toEqual({ address: 'n•••i@example.com', text: CONSENT_TEXTS['newsletter-1'], confirmed: false });
    expect(await consents('naledi@example.com')).toHaveLength(2);
    expect(await digestRecipients(t.app.database)).not.toContain('naledi@example.com');

    const ok = await t.app.inject({ method: 'POST', url: api, payload: {} });
    expect([ok.statusCode, ok.json()]).toEqual([200, { confirmed: true }]);
    expect((await consents('naledi@example.com')).at(-1)).toEqual(
      { list: 'newsletter', action: 'granted', method: 'confirmation-link', text_version: 'newsletter-1', text: CONSENT_TEXTS['newsletter-1'] },
    );
    expect(await digestRecipients(t.app.database)).toContain('naledi@example.com');
    expect((await t.app.inject({ url: api })).json().confirmed).toBe(true);
    // Now the welcome mail, with the one-click unsubscribe headers (decision 180), once however often it is pressed.
    expect((await t.app.inject({ method: 'POST', url: api, payload: {} })).statusCode).toBe(200);
    const after = await outbox('naledi@example.com');
    const welcome = after.filter((m: { template: string }) => m.template === 'newsletter-welcome');
    expect(welcome).toHaveLength(1);
    expect(await consents('naledi@example.com')).toHaveLength(3);
    // The weekly digest is sent now (decision 98): the welcome says when, and that an empty week sends nothing.
    expect(welcome[0].text).toMatch(/Every Monday morning/);
    expect(welcome[0].text).not.toMatch(/has not started/);
    // The body links to the page (decision 180); the header keeps the one-click API address.
    expect(welcome[0].text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\/newsletter\?token=/);
    // Signed up again once confirmed: the same answer, and no mail (its owner has the welcome).
    await subscribe({ email: 'naledi@example.com' }, ip('203.0.113.51'));
    expect(await outbox('naledi@example.com')).toHaveLength(after.length);
  });

  it('a forged or expired confirmation link is a 400 naming sig, and confirms nothing', async () => {
    await subscribe({ email: 'forge@example.com' }, ip('203.0.113.52'));
    const search = new URL(confirmLink((await outbox('forge@example.com'))[0].text)).searchParams;
    const deps = { signer: t.app.platform.signer, publicUrl: 'http://localhost:3000' };
    const expired = new URL(confirmUrl(deps, 'forge@example.com', new Date(Date.now() - 1000))).search;
    const cases: [string, string][] = [
      [`?email=other%40example.com&exp=${search.get('exp')}&sig=${search.get('sig')}`, 'does not match the address'],
      [`?email=forge%40example.com&exp=${Number(search.get('exp')) + 86_400}&sig=${search.get('sig')}`, 'does not match the address'],
      [`?email=forge%40example.com&exp=${search.get('exp')}&sig=forged`, 'does not match the address'],
      [expired, 'has expired'],
    ];
    for (const [query, message] of cases) {
      for (const method of ['GET', 'POST'] as const) {
        const r = await t.app.inject({ method, url: `/api/newsletter/confirm${query}`, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(r.statusCode).toBe(400);
        expect(r.json().details).toEqual([{ field: 'sig', message }]);
      }
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm?email=forge%40example.com', payload: {} })).json().details[0].field).toBe('exp');
    expect((await consents('forge@example.com')).map((c) => c.action)).toEqual(['pending']);
  });

  it('the link alone authorises: a session (customer, company owner) neither replaces it nor confirms another\'s address', async () => {
    await subscribe({ email: 'someone@example.com' }, ip('203.0.113.53'));
    const customer = await newCustomer(t);
    const { ownerAuth } = await newCompany(t);
    const exp = String(Math.floor(Date.now() / 1000) + 3600);
    for (const headers of [customer.auth, ownerAuth]) {
      const r = await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm?email=someone%40example.com&exp=${exp}&sig=guess`, payload: {}, headers });
      expect([r.statusCode, r.json().details]).toEqual([400, [{ field: 'sig', message: 'does not match the address' }]]);
    }
    expect((await consents('someone@example.com')).map((c) => c.action)).toEqual(['pending']);
    // The real link confirms without any session.
    const link = confirmLink((await outbox('someone@example.com'))[0].text);
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm${new URL(link).search}`, payload: {} })).statusCode).toBe(200);
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
    // The withdrawal is recorded, with how: the mail client's one-click header (decision 185).
    expect((await consents('leave@example.com')).map((c) => [c.action, c.method])).toEqual([['pending', 'footer-form'], ['withdrawn', 'one-click-header']]);
    // Idempotent; an unknown token is a 404 naming the subscription, whether asked or acted on.
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}`, payload: {} })).statusCode).toBe(200);
    expect(await consents('leave@example.com')).toHaveLength(2);
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
    // Never confirmed: nothing to subscribe again to from this link.
    expect(told.json()).toEqual({ list: 'newsletter', stops: 'the Redress newsletter', address: 's•••y@example.com', done: 'You are off the newsletter.', resubscribe: null });
    const still = await t.app.database.query<{ unsubscribed_at: Date | null }>("SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = 'stay@example.com'");
    expect(still.rows[0]!.unsubscribed_at).toBeNull();
    // The page's button (a JSON POST) unsubscribes.
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}`, payload: {} })).json()).toEqual({ unsubscribed: true });
    const gone = await t.app.database.query<{ unsubscribed_at: Date | null }>("SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = 'stay@example.com'");
    expect(gone.rows[0]!.unsubscribed_at).not.toBeNull();
    expect((await consents('stay@example.com')).map((c) => [c.action, c.method])).toEqual([['pending', 'footer-form'], ['withdrawn', 'unsubscribe-page']]);
  });

  it('"Subscribe again" after an unsubscribe puts a confirmed address back, recording the consent with its text', async () => {
    await subscribe({ email: 'oops@example.com' }, ip('203.0.113.53'));
    const api = `/api/newsletter/confirm${new URL(confirmLink((await outbox('oops@example.com'))[0].text)).search}`;
    expect((await t.app.inject({ method: 'POST', url: api, payload: {} })).statusCode).toBe(200);
    const token = (await t.app.database.query<{ unsubscribe_token: string }>("SELECT unsubscribe_token FROM newsletter_subscribers WHERE email = 'oops@example.com'")).rows[0]!.unsubscribe_token;
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}`, payload: {} })).statusCode).toBe(200);
    expect(await digestRecipients(t.app.database)).not.toContain('oops@example.com');

    // The page learns the words it will agree to; pressing the button (a POST) is the consent.
    expect((await t.app.inject({ url: `/api/newsletter/unsubscribe?token=${token}` })).json().resubscribe).toEqual({ text: CONSENT_TEXTS['newsletter-1'] });
    for (let i = 0; i < 2; i++) {
      const again = await t.app.inject({ method: 'POST', url: `/api/newsletter/resubscribe?token=${token}`, payload: {} });
      expect([again.statusCode, again.json()]).toEqual([200, { resubscribed: true }]);
    }
    expect(await digestRecipients(t.app.database)).toContain('oops@example.com');
    expect((await consents('oops@example.com')).slice(-2)).toEqual([
      { list: 'newsletter', action: 'withdrawn', method: 'unsubscribe-page', text_version: null, text: null },
      { list: 'newsletter', action: 'granted', method: 'resubscribe-button', text_version: 'newsletter-1', text: CONSENT_TEXTS['newsletter-1'] },
    ]);

    // An address that never confirmed cannot be subscribed by its link; an unknown token is a 404.
    await subscribe({ email: 'never@example.com' }, ip('203.0.113.54'));
    const pending = (await t.app.database.query<{ unsubscribe_token: string }>("SELECT unsubscribe_token FROM newsletter_subscribers WHERE email = 'never@example.com'")).rows[0]!.unsubscribe_token;
    const refused = await t.app.inject({ method: 'POST', url: `/api/newsletter/resubscribe?token=${pending}`, payload: {} });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This address never confirmed its subscription: subscribe at the foot of any page']);
    expect(await digestRecipients(t.app.database)).not.toContain('never@example.com');
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/resubscribe?token=${'x'.repeat(32)}`, payload: {} })).statusCode).toBe(404);
  });

  it('limits subscriptions per IP with 429 and Retry-After', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let last;
    for (let i = 0; i < 11; i++) last = await subscribe({ email: `burst${i}@example.com` }, headers);
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
  });
});
