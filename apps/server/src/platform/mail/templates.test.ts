// Every mail the platform sends, rendered in the one layout (decision 99): the HTML and the plain-text part of each
// template are file snapshots (fixed data, no clock), read as mail in __snapshots__/ when the layout changes.
import { describe, expect, it } from 'vitest';
import { templates, type TemplateData, type TemplateName } from './templates.ts';

const ctx = { brandName: 'Redress', publicUrl: 'https://redress.example' };

const samples: { [N in TemplateName]: TemplateData<N> } = {
  'one-time-code': { code: '482913', purpose: 'login', minutes: 10, firstName: 'Thandi' },
  'signup-attempt': { firstName: 'Thandi' },
  'account-deletion-requested': { firstName: 'Thandi', on: '13 December 2026', posts: 'anonymise' },
  'account-deletion-cancelled': { firstName: 'Thandi' },
  'newsletter-confirm': { confirmUrl: 'https://redress.example/newsletter/confirm?email=thandi%40example.com&exp=1796000000&sig=abc', text: 'Send me the weekly newsletter.', days: 3 },
  'newsletter-welcome': { unsubscribeUrl: 'https://redress.example/unsubscribe/newsletter?token=tok_0123456789abcdef' },
  'tell-a-friend': { fromName: 'Sipho Dlamini', message: 'Kestrel answered me in a day.\nTry it & see <3', unsubscribeUrl: 'https://redress.example/unsubscribe/invitations?email=friend%40example.com&sig=abc' },
  'prospect-invitation': { title: 'Router never arrived & nobody answers <the phone>', unsubscribeUrl: 'https://redress.example/unsubscribe/invitations?email=hello%40kettle.example&sig=abc' },
  'review-invitation': { companyName: 'Kestrel Mobile', name: 'Ann Lee', url: 'https://redress.example/review-invitation/tok_abcdefghijklmnopqrstuvwxyz', expiresOn: '28 December 2026', unsubscribeUrl: 'https://redress.example/unsubscribe/invitations?email=ann%40example.com&sig=abc' },
  'contact-copy': { name: 'Thandi', subject: 'My complaint was hidden', message: 'Line one\nLine two' },
  'contact-message': { name: 'Thandi', email: 'thandi@example.com', subject: 'My complaint was hidden', message: 'Line one\nLine two', signedIn: true },
  'complaint-response': { companyName: 'Kestrel Mobile', complaintTitle: 'Router never arrived', complaintId: '0a6c8f1e-0000-4000-8000-000000000001', excerpt: 'We are sorry: a courier is on the way.', unsubscribeUrl: 'https://redress.example/unsubscribe/notifications?user=0a6c8f1e-0000-4000-8000-000000000002&kind=company_answer&sig=abc' },
  'data-export-ready': { firstName: 'Thandi', expiresOn: '6 December 2026' },
  'webhook-paused': { firstName: 'Sipho', companyName: 'Kestrel Mobile', url: 'https://hooks.kestrel.example/redress', reason: '20 deliveries failed in a row', lastError: 'the receiver answered 500' },
  'notification': { firstName: 'Thandi', title: 'Your complaint is now resolved', subtitle: 'Router never arrived', path: '/complaints/0a6c8f1e-0000-4000-8000-000000000001', button: 'See your complaint', kindLabel: 'The status of my complaint changes', unsubscribeUrl: 'https://redress.example/unsubscribe/notifications?user=0a6c8f1e-0000-4000-8000-000000000002&kind=status&sig=abc' },
  'weekly-digest': {
    weekLabel: '16–22 November 2026',
    resolved: [{ title: 'Refund for a double debit', href: 'https://redress.example/complaints/c1', meta: 'Kestrel Mobile · resolved' }],
    answered: [{ title: 'Router never arrived', href: 'https://redress.example/complaints/c2', meta: 'Kestrel Mobile answered after 5 hours', excerpt: 'A courier is on the way.' }],
    reviews: [{ title: 'Quick & friendly', href: 'https://redress.example/reviews/r1', meta: 'Umoya Air · 5 of 5 stars · 3 found it helpful this week', excerpt: 'They called back <within> the hour.' }],
    unsubscribeUrl: 'https://redress.example/unsubscribe/digest?email=thandi%40example.com&sig=abc',
  },
  'overdue-summary': {
    companyName: 'Kestrel Mobile',
    weekLabel: '23–29 November 2026',
    overdue: [{ title: 'Router never arrived', href: 'https://redress.example/complaints/c2', meta: 'Was due Fri 20 Nov, 23:59' }],
    dueThisWeek: [{ title: 'Billed twice', href: 'https://redress.example/complaints/c3', meta: 'Due Tue 24 Nov, 23:59' }],
    dashboardUrl: 'https://redress.example/company/complaints',
  },
};

describe('mail templates', () => {
  for (const name of Object.keys(samples) as TemplateName[]) {
    it(`${name}: one layout, HTML and plain text`, async () => {
      const render = templates[name] as (c: typeof ctx, d: unknown) => { subject: string; text: string; html: string };
      const r = render(ctx, samples[name]);
      expect(r.subject.length).toBeGreaterThan(0);
      // The layout: the brand, a table layout that mail clients keep, the phone media query and the footer.
      expect(r.html).toMatch(/^<!doctype html>/);
      expect(r.html).toContain('role="presentation"');
      expect(r.html).toContain('max-width:620px');
      expect(r.html).toContain('>Redress</a>');
      expect(r.html).not.toMatch(/<script|<[a-z]+ [^>]*class="(?!rd-)/);
      // The text part says the same without markup, and signs off with the brand.
      expect(r.text).not.toMatch(/<\/?(p|a|table|td|strong)\b/);
      expect(r.text).toContain('Redress · https://redress.example');
      await expect(r.html).toMatchFileSnapshot(`./__snapshots__/${name}.html`);
      await expect(`Subject: ${r.subject}\n\n${r.text}\n`).toMatchFileSnapshot(`./__snapshots__/${name}.txt`);
    });
  }

  it('escapes what people wrote in the HTML, and keeps it readable in the text', () => {
    const r = templates['tell-a-friend'](ctx, { fromName: '<b>Eve</b>', message: 'a & b "c"' });
    expect(r.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(r.html).toContain('a &amp; b &quot;c&quot;');
    expect(r.html).not.toContain('<b>Eve</b>');
    expect(r.text).toContain('<b>Eve</b> thinks you would like Redress');
    expect(r.text).toContain('> a & b "c"');
  });

  it('the digest and the summary leave out sections with nothing in them', () => {
    const d = templates['weekly-digest'](ctx, { ...samples['weekly-digest'], answered: [], reviews: [] });
    expect(d.text).toContain('RESOLVED COMPLAINTS');
    expect(d.text).not.toMatch(/COMPANIES ANSWERED|MOST HELPFUL/);
    const s = templates['overdue-summary'](ctx, { ...samples['overdue-summary'], overdue: [] });
    expect(s.subject).toBe('Kestrel Mobile: 1 due this week');
    expect(s.text).not.toContain('PAST DUE');
  });
});
