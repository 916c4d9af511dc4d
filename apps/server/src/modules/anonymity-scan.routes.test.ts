// The anonymity scan (issue 42): anonymous complaints, reviews and the authors' own comments on them are seeded by two
// authors with distinctive, searchable identities, then EVERYTHING is read as a stranger, the company's owner, its
// agent and one admin per admin permission (and one without any): every GET of the OpenAPI document, the
// server-rendered pages, sitemaps and widgets, every socket event, every mail, the webhook deliveries and the exports.
// No trace of an author may show, except where a decision lets a reader see it (each exception names its decision).
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { ADMIN_PERMISSIONS, WEBHOOK_EVENT_TYPES, type AdminPermission, type Complaint, type Review } from '@redress/contract';
import { insertUser } from './users/users.repository.ts';
import { newCompany, newCustomer, newEmployee } from '../../test/people.ts';
import { useTestAppWithSmtp } from '../../test/smtp.ts';
import { ssrBundle, webDist } from '../../test/pages.ts';

// The web app's server bundle (4.6 MB), imported before the app boots: on a busy machine its first import can outlast
// the web plugin's start timeout; the plugin's own import then finds it loaded.
beforeAll(async () => {
  expect(existsSync(ssrBundle), 'the web build (run `npm run build`, or `npm test`, which builds it)').toBe(true);
  await import(pathToFileURL(ssrBundle).href);
}, 120_000);
const { t, mailbox } = useTestAppWithSmtp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://redress.example', WEBHOOKS_ALLOW_PRIVATE: 'true' });

type Headers = Record<string, string>;
/** Who reads: the company's people, one admin per permission (and one without any), and a stranger. */
interface Principal { name: string; headers: Headers; token?: string; email?: string; permissions: readonly AdminPermission[] }
/** An author: the values that identify them, and the traces of what they posted anonymously. */
interface Author { key: 'A' | 'B'; kind: 'complaint' | 'review'; identity: string[]; items: string[] }

const hooks: string[] = [];
let receiver: http.Server;
let hookUrl = '';
let base = '';
const sockets: Socket[] = [];
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  if (receiver) await new Promise((r) => receiver.close(r));
});

let n = 0;
/** A unique address per call, so that no per-address limit cuts the scan short (a 429 fails it). */
const nextIp = () => `10.${(++n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers, remoteAddress: nextIp() });
async function send(method: 'POST' | 'PUT', url: string, headers: Headers, payload: object, status: number) {
  const r = await t.app.inject({ method, url, headers, payload, remoteAddress: nextIp() });
  expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(status);
  return r.json<Record<string, unknown>>();
}

/** An author with a value in every field that names a person (the avatar and phone are theirs alone). */
async function author(key: 'A' | 'B', first: string, last: string) {
  const local = `${first}.${last}.${key}7`.toLowerCase();
  const user = await insertUser(t.app.database.db, {
    email: `${local}@anonscan.example`, firstName: first, lastName: last, profileType: 'user', emailVerified: true, createdAt: new Date('2020-01-01T00:00:00Z'),
    picture: `https://cdn.anonscan.example/profile-images/avatar-${first.toLowerCase()}-${key}.webp`, mobileNo: key === 'A' ? '+27 82 914 3377' : '+27 71 466 0288',
  });
  const auth = await t.authHeader({ id: user.id, role: 'user' });
  const identity = [user.id, first, last, user.email, local, user.picture!, `avatar-${first.toLowerCase()}-${key}`, user.profileCode, user.mobileNo!, user.mobileNo!.replace(/\D/g, '').slice(2)];
  return { user, auth, identity };
}

/** Case-insensitive: the values of `values` found in `text`. */
const found = (text: string, values: readonly string[]) => {
  const lower = text.toLowerCase();
  return values.filter((v) => lower.includes(v.toLowerCase()));
};

/** A mail as a reader sees it: the raw message, its quoted-printable parts and its base64 parts decoded. */
function mailText(raw: string) {
  const qp = raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.split('=').slice(1).map((h) => parseInt(h, 16))).toString('utf8'));
  const b64 = [...raw.matchAll(/(?:^[A-Za-z0-9+/=]{16,}\r?\n){2,}/gm)].map((m) => Buffer.from(m[0].replace(/\s/g, ''), 'base64').toString('utf8'));
  const words = [...raw.matchAll(/=\?utf-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1]!, 'base64').toString('utf8'));
  return [raw, qp, ...b64, ...words].join('\n');
}

/** Every string of a JSON answer (a decoded view of the raw bytes, for escaped characters). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, out.concat(k));
  return out;
}
const decoded = (body: string) => {
  try {
    return strings(JSON.parse(body)).join('\n');
  } catch {
    return '';
  }
};

describe('the anonymity scan (issue 42)', () => {
  const leaks: string[] = [];
  const counts = { requests: {} as Record<string, number>, pages: 0, events: 0, mails: 0, exports: 0, hooks: 0 };
  const events: { principal: Principal; event: string; body: string }[] = [];
  let authors: Author[] = [];
  let principals: Principal[] = [];
  let s: {
    company: Awaited<ReturnType<typeof newCompany>>['company']; owner: { id: string; email: string }; ownerAuth: Headers;
    a: Awaited<ReturnType<typeof author>>; b: Awaited<ReturnType<typeof author>>; bystander: Awaited<ReturnType<typeof newCustomer>>;
    complaint: Complaint; review: Review; disputeId: string; endpointId: string; widget: Record<string, unknown>; exportId: string; exportZip: string;
  };

  /**
   * What a reader may see of an author. Decision 159: an admin ties an anonymous complaint to its author only with
   * complaints.moderate, an anonymous review only with reviews.moderate; nobody else, admins included (decision 126:
   * reports and exports name no anonymous author, for any admin).
   */
  const seesAuthor = (p: Principal, a: Author) => p.permissions.includes(a.kind === 'complaint' ? 'complaints.moderate' : 'reviews.moderate');

  /**
   * The views of an account itself rather than of a post: the admin's user management (users.manage), the author's own
   * public reviewer profile (decision 176) and the reviewers' sitemap show the person, never what they posted
   * anonymously (decision 159): there the traces of the anonymous posts are looked for instead of the person.
   */
  const accountView = (p: Principal | null, url: string, a: Author) =>
    (p?.permissions.includes('users.manage') && /^\/api\/(admin\/users(\/|\?|$)|profilemanagement\/get_profile\/)/.test(url))
    || /^\/sitemaps\/reviewers-/.test(url) || (url.includes(a === authors[0] ? s.a.user.profileCode : s.b.user.profileCode) && /\/reviewers\//.test(url));

  function scan(where: string, p: Principal | null, url: string, text: string) {
    for (const a of authors) {
      if (p && seesAuthor(p, a)) continue;
      if (accountView(p, url, a)) {
        const items = found(text, a.items);
        if (items.length) leaks.push(`${where} (${p?.name ?? 'stranger'}) ${url}: an account view ties author ${a.key} to ${items.join(', ')}`);
        continue;
      }
      const traces = found(text, a.identity);
      if (traces.length) leaks.push(`${where} (${p?.name ?? 'stranger'}) ${url}: author ${a.key}'s ${traces.join(', ')}`);
    }
  }

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => { hooks.push(Buffer.concat(chunks).toString('utf8')); res.end('ok'); });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });

    // The readers, and a socket for each (the stranger's too), before anything is posted.
    const { company, owner, ownerAuth } = await newCompany(t, 'Scanwell Appliances');
    const agent = await newEmployee(t, company.id, 'agent');
    const admins = await Promise.all([...ADMIN_PERMISSIONS.map((p) => [p]), []].map(async (permissions: AdminPermission[]) => {
      const id = crypto.randomUUID();
      return { name: `admin[${permissions.join(',') || 'none'}]`, headers: await t.authHeader({ id, role: 'admin', permissions }), email: `user-${id}@example.test`, permissions };
    }));
    principals = [
      { name: 'stranger', headers: {}, permissions: [] },
      { name: 'owner', headers: ownerAuth, email: owner.email, permissions: [] },
      { name: 'agent', headers: agent.auth, email: agent.user.email, permissions: [] },
      ...admins,
    ];
    for (const p of principals) {
      const token = p.headers.authorization?.slice('Bearer '.length);
      const socket = connect(base, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.onAny((event: string, ...args: unknown[]) => events.push({ principal: p, event, body: JSON.stringify(args) }));
      await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('connect_error', reject); });
    }
    const moderator = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: [...ADMIN_PERMISSIONS] });

    // The company listens to every webhook event and has a widget; a bystander takes part.
    const hook = await send('POST', `/api/business/webhooks/${company.id}`, ownerAuth, { url: hookUrl, events: [...WEBHOOK_EVENT_TYPES] }, 201);
    const widget = await send('POST', '/api/widget/save', ownerAuth, { companyId: company.id, kind: 'reviews', theme: 'dark', reviewCount: 3 }, 201);
    const bystander = await newCustomer(t, { first: 'Bongani', last: 'Bystander' });

    // The anonymous posts: a complaint by A (edited once), a review by B.
    const a = await author('A', 'Quillonia', 'Zabrowskiy');
    const b = await author('B', 'Xandrea', 'Vortigaunt');
    const complaint = (await send('POST', '/api/complaint', a.auth, {
      complaint: 'Scanwell kettle leaks', experience: 'The kettle leaks from its base after a week and the shop will not swap it.',
      organizationId: company.id, experiencedOn: '2026-10-01', anonymous: true,
    }, 201)).complaint as Complaint;
    await send('PUT', `/api/complaint/${complaint.id}`, a.auth, { complaint: 'Scanwell kettle leaks badly', experience: complaint.experience, anonymous: true }, 200);
    const review = (await send('POST', '/api/review', b.auth, {
      organizationId: company.id, experiencedOn: '2026-10-01', rating: 2, review: 'Scanwell toaster burns', description: 'Every slice comes out black on the lowest setting.', anonymous: true,
    }, 201)).review as Review;
    for (const socket of sockets) for (const room of [`complaint:${complaint.id}`, `review:${review.id}`]) socket.emit('watch', room);
    await new Promise((r) => setTimeout(r, 100));

    // The threads: the authors speak on their own posts (anonymously), the company answers, the bystander joins in.
    const aSaid = (await send('POST', '/api/complaint/comment', a.auth, { complaintId: complaint.id, commentText: 'Still leaking, any news?' }, 201)).comment as { id: string };
    const answer = (await send('POST', '/api/complaint/comment', ownerAuth, { complaintId: complaint.id, commentText: 'We will swap it this week.' }, 201)).comment as { id: string };
    await send('POST', '/api/complaint/comment', agent.auth, { complaintId: complaint.id, commentText: 'Your swap is booked.' }, 201);
    const aReplied = (await send('POST', '/api/complaint/comment', a.auth, { complaintId: complaint.id, commentText: 'Thank you, waiting.', parent: answer.id }, 201)).comment as { id: string };
    await send('POST', '/api/complaint/comment', bystander.auth, { complaintId: complaint.id, commentText: 'Same happened to me.' }, 201);
    await send('POST', '/api/complaint/complaintUp', bystander.auth, { complaintId: complaint.id }, 200);
    const bSaid = (await send('POST', '/api/review/comment', b.auth, { reviewId: review.id, commentText: 'Tried two toasters.' }, 201)).comment as { id: string };
    const reviewAnswer = (await send('POST', '/api/review/comment', ownerAuth, { reviewId: review.id, commentText: 'Please send us the serial number.' }, 201)).comment as { id: string };
    const bReplied = (await send('POST', '/api/review/comment', b.auth, { reviewId: review.id, commentText: 'Sent it by mail.', parent: reviewAnswer.id }, 201)).comment as { id: string };

    // Reports, a dispute with the author's evidence, a moderator's decision, the company's closure request and the close.
    await send('PUT', `/api/complaint/flag/${complaint.id}`, bystander.auth, { reason: 'Looks like an advert' }, 200);
    await send('PUT', `/api/review/flag/${review.id}`, bystander.auth, { reason: 'Fake review' }, 200);
    const dispute = await send('POST', '/api/dispute', ownerAuth, { itemKind: 'review', itemId: review.id, reason: 'not-a-customer', statement: 'We have no order, delivery or payment from anyone by this name, and we never sold this toaster.' }, 201);
    await send('POST', `/api/dispute/${dispute.id as string}/evidence`, b.auth, { text: 'I paid by card on 3 October, receipt attached.' }, 200);
    await send('POST', `/api/admin/complaint/${complaint.id}/reports/dismiss`, moderator, {}, 200);
    // The review hidden, appealed by its author, restored by another moderator.
    await send('POST', `/api/admin/review/${review.id}/moderation`, moderator, { action: 'hide', reason: 'fake', note: 'Checking the receipt' }, 200);
    const appeal = await send('POST', '/api/moderation/appeals', b.auth, { kind: 'review', itemId: review.id, statement: 'My review describes my own purchase: the receipt is in my inbox.' }, 201);
    const secondModerator = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: [...ADMIN_PERMISSIONS] });
    await send('POST', `/api/admin/appeals/${(appeal.appeal as { id: string }).id}/decision`, secondModerator, { outcome: 'restore', note: 'The receipt checks out' }, 200);
    await send('POST', `/api/complaint/company/requestClosure/${complaint.id}`, ownerAuth, { companyReason: 'Swapped the kettle' }, 200);
    await send('PUT', `/api/complaint/close/${complaint.id}`, a.auth, { reason: 'The new kettle works' }, 200);

    // The company's data export, built by the job that also sends the mail and the webhook deliveries.
    const exported = await send('POST', `/api/companies/${company.id}/exports`, ownerAuth, {}, 202);
    for (let i = 0; i < 6; i++) if ((await t.app.platform.jobs.runDue(new Date(Date.now() + 5_000))) === 0 && i > 0) break;
    for (let i = 0; i < 40 && hooks.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    const ready = (await get(`/api/companies/${company.id}/exports`, ownerAuth)).json<{ data: { id: string; downloadUrl: string }[] }>().data[0]!;
    const zip = new AdmZip((await get(ready.downloadUrl, ownerAuth)).rawPayload);
    const exportZip = zip.getEntries().map((e) => `${e.entryName}\n${e.getData().toString('utf8')}`).join('\n');

    const ofA = [complaint.id, complaint.uniqueId, 'Scanwell kettle leaks', aSaid.id, aReplied.id, 'Still leaking, any news?'];
    const ofB = [review.id, review.uniqueId, 'Scanwell toaster burns', bSaid.id, bReplied.id, 'Tried two toasters.', dispute.id as string];
    authors = [{ key: 'A', kind: 'complaint', identity: a.identity, items: ofA }, { key: 'B', kind: 'review', identity: b.identity, items: ofB }];
    s = {
      company, owner, ownerAuth, a, b, bystander, complaint, review, disputeId: dispute.id as string, endpointId: (hook.endpoint as { id: string }).id,
      widget, exportId: exported.id as string, exportZip,
    };
  });

  it('every GET operation of the API, read by each reader, shows no author (decisions 126, 159, 197)', { timeout: 120_000 }, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { operationId?: string; parameters?: { in: string; name: string; required?: boolean }[] }>> };
    const ids = {
      complaint: [s.complaint.id, s.complaint.uniqueId], review: [s.review.id, s.review.uniqueId], company: [s.company.id],
      authors: [s.a.user.id, s.b.user.id], dispute: [s.disputeId],
    };
    const idsFor = (path: string): string[] => {
      const p = path.toLowerCase();
      if (/bycustomerid|\/admin\/users|\/auth\/employees|employees\/getemployee\/|get_profile|\/chat\//.test(p)) return ids.authors;
      if (/organization|company|companies|business|comparison|moderation\/log|products|services|rating|emaildetails/.test(p)) return ids.company;
      // By id and by public code where a page reads it so; elsewhere by id.
      if (p.includes('complaint')) return p === '/api/complaint/{id}' ? ids.complaint : ids.complaint.slice(0, 1);
      if (p.includes('review')) return p === '/api/review/{id}' ? ids.review : ids.review.slice(0, 1);
      if (p.includes('dispute')) return ids.dispute;
      if (p.includes('exports')) return [s.exportId];
      return [s.company.id, s.complaint.id, s.review.id, ...ids.authors];
    };
    const paramValues = (path: string, name: string): string[] => {
      switch (name) {
        case 'code': return [s.a.user.profileCode, s.b.user.profileCode, s.bystander.user.profileCode];
        case 'companyId': return [s.company.id];
        case 'endpointId': return [s.endpointId];
        case 'emailAddress': return [s.company.email];
        case 'platformId': return ['1'];
        case 'token': return ['not-an-invitation-token'];
        case 'x': return path.includes('companyId') ? [s.company.id] : [String(s.widget.compressedUrl ?? s.widget.code ?? ''), String(s.widget.id ?? '')];
        default: return idsFor(path);
      }
    };
    const required: Record<string, string> = {
      password: 'not-the-password', searchText: 'Scanwell', ids: s.company.id, email: 'nobody@example.com', sig: 'x', exp: '1', token: 'x'.repeat(16),
      user: crypto.randomUUID(), kind: 'status', itemKind: 'review', itemId: s.review.id, companyId: s.company.id,
    };
    const SEARCH = new Set(['search', 'searchText', 'SearchText', 'text', 'Filter']);
    const urls: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      const op = ops.get;
      if (!op) continue;
      expect(op.operationId, path).toBeTruthy();
      const params = op.parameters ?? [];
      let filled = [path];
      for (const p of params.filter((x) => x.in === 'path')) {
        filled = filled.flatMap((u) => paramValues(path, p.name).map((v) => u.replace(`{${p.name}}`, encodeURIComponent(v))));
      }
      const query = params.filter((x) => x.in === 'query');
      const base = Object.fromEntries(query.filter((q) => q.required).map((q) => [q.name, required[q.name] ?? 'x']));
      const variants: Record<string, string>[] = [base];
      if (query.some((q) => q.name === 'page')) variants.push({ ...base, page: '2', size: '1' });
      if (query.some((q) => q.name === 'format')) variants.push({ ...base, format: 'csv' });
      if (query.some((q) => q.name === 'itemKind')) variants.push({ ...base, itemKind: 'complaint', itemId: s.complaint.id });
      // A search by an author's name finds nothing of theirs (the search then ties the name to the post).
      for (const q of query.filter((x) => SEARCH.has(x.name))) for (const a of [s.a, s.b]) variants.push({ ...base, [q.name]: a.user.firstName });
      // So does a filter by the author's account (the audit log's actor: decision 197).
      if (query.some((q) => q.name === 'actor')) for (const a of [s.a, s.b]) variants.push({ ...base, actor: a.user.id });
      for (const u of filled) for (const v of variants) urls.push(Object.keys(v).length ? `${u}?${new URLSearchParams(v)}` : u);
    }
    const statuses: Record<string, number> = {};
    for (const p of principals) {
      let made = 0;
      for (const url of urls) {
        // Whether the caller's own password is right says nothing of anyone else, and costs a password hash per call.
        if (url.startsWith('/api/auth/verify_password') && p.name !== 'owner') continue;
        let r = await get(url, p.headers);
        made++;
        statuses[r.statusCode] = (statuses[r.statusCode] ?? 0) + 1;
        if (r.statusCode === 429) leaks.push(`rate-limited, not scanned: ${p.name} ${url}`);
        scanAnswer(p, url, r);
        // Following the pages a little: the next page while the answer says there is one.
        for (let page = 2; page <= 3 && /"hasNextPage":true/.test(r.body) && !url.includes('page='); page++) {
          r = await get(`${url}${url.includes('?') ? '&' : '?'}page=${page}`, p.headers);
          made++;
          scanAnswer(p, url, r);
        }
      }
      counts.requests[p.name] = made;
    }
    console.log(`anonymity scan, API: ${urls.length} URLs from ${Object.keys(doc.paths).length} paths; requests per reader ${JSON.stringify(counts.requests)}; statuses ${JSON.stringify(statuses)}`);
    expect(leaks).toEqual([]);
  });

  function scanAnswer(p: Principal, url: string, r: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }) {
    if (String(r.headers['content-type'] ?? '').includes('zip')) {
      counts.exports++;
      const zip = new AdmZip(r.rawPayload);
      scan('API download', p, url, zip.getEntries().map((e) => e.getData().toString('utf8')).join('\n'));
      return;
    }
    if (String(r.headers['content-type'] ?? '').includes('csv')) counts.exports++;
    scan('API', p, url, `${r.body}\n${decoded(r.body)}\n${String(r.headers.location ?? '')}`);
  }

  it('the server-rendered pages, page heads, sitemaps and widgets a stranger reads show no author', async () => {
    const slug = s.company.slug;
    const pages = [
      '/', '/companies/explore', `/companies/explore/${slug}`, `/companies/explore/${slug}/moderation`, '/transparency', `/companies/compare?ids=${s.company.id}`,
      `/complaints/${s.complaint.id}`, `/complaints/${s.complaint.uniqueId}`, `/reviews/${s.review.id}`, `/reviews/${s.review.uniqueId}`,
      `/reviewers/${s.a.user.profileCode}`, `/reviewers/${s.b.user.profileCode}`, `/reviewers/${s.bystander.user.profileCode}`,
      '/for-business', '/support', '/how-reviews-work', '/legal', '/contact-us', '/robots.txt', '/sitemap.xml', '/embed.js',
      `/embed/${String(s.widget.compressedUrl ?? s.widget.code ?? '')}`,
    ];
    const index = (await get('/sitemap.xml')).body;
    const sitemaps = [...index.matchAll(/<loc>https:\/\/redress\.example(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(sitemaps.some((u) => u.includes('complaints-')), index).toBe(true);
    for (const url of [...pages, ...sitemaps]) {
      const r = await get(url, { accept: 'text/html' });
      expect(r.statusCode, url).toBeLessThan(500);
      counts.pages++;
      scan('page', null, url, `${r.body}\n${decoded(r.body)}`);
    }
    // The anonymous posts are on their pages, rendered by the server (so the scan above read them).
    expect((await get(`/complaints/${s.complaint.uniqueId}`, { accept: 'text/html' })).body).toContain('Scanwell kettle leaks badly');
    expect((await get(`/reviews/${s.review.uniqueId}`, { accept: 'text/html' })).body).toContain('Scanwell toaster burns');
    console.log(`anonymity scan, pages: ${counts.pages} (${sitemaps.length} sitemaps)`);
    expect(leaks).toEqual([]);
  });

  it('every socket event, mail, webhook delivery and the company\'s export show no author (decision 159 for moderators)', () => {
    for (const e of events) scan(`socket event ${e.event}`, e.principal, '', e.body);
    const authorMails = new Set([s.a.user.email, s.b.user.email].map((m) => m.toLowerCase()));
    const mails = mailbox.received.filter((m) => !m.to.some((to) => authorMails.has(to.toLowerCase())));
    for (const m of mails) {
      const reader = principals.find((p) => p.email && m.to.some((to) => to.toLowerCase() === p.email!.toLowerCase())) ?? null;
      scan(`mail to ${m.to.join(',')}`, reader, '', mailText(m.raw));
    }
    for (const body of hooks) scan('webhook delivery', null, '', `${body}\n${decoded(body)}`);
    scan('company export', principals[1]!, '', s.exportZip);
    counts.events = events.length;
    counts.mails = mails.length;
    counts.hooks = hooks.length;
    console.log(`anonymity scan: ${counts.events} socket events, ${counts.mails} mails (of ${mailbox.received.length}), ${counts.hooks} webhook deliveries, ${counts.exports + 1} exports`);
    // The scan read something of each: the company heard of the posts, was mailed, got its deliveries and export.
    expect(events.some((e) => e.principal.name === 'owner')).toBe(true);
    expect(events.some((e) => e.principal.name === 'stranger')).toBe(true);
    expect(mails.length).toBeGreaterThan(0);
    expect(hooks.length).toBeGreaterThan(0);
    expect(s.exportZip).toContain('Scanwell kettle leaks');
    expect(leaks).toEqual([]);
  });

  it('the admins whom decisions 159 and 197 let see the author do see them; the audit log hides them from the rest', async () => {
    const moderators = (perm: AdminPermission) => principals.find((p) => p.permissions.length === 1 && p.permissions[0] === perm)!;
    const complaint = await get(`/api/admin/complaint/${s.complaint.id}`, moderators('complaints.moderate').headers);
    expect(complaint.statusCode).toBe(200);
    expect(found(complaint.body, [s.a.user.id, s.a.user.email])).toHaveLength(2);
    const review = await get(`/api/admin/review/${s.review.id}`, moderators('reviews.moderate').headers);
    expect(review.statusCode).toBe(200);
    expect(found(review.body, [s.b.user.id, s.b.user.email])).toHaveLength(2);
    // Users.manage lists the account (the person), without the anonymous post (decision 159).
    const account = await get(`/api/admin/users/mgt/${s.a.user.id}`, moderators('users.manage').headers);
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain(s.a.user.email);
    // The platform audit log: the author's evidence in the dispute of their anonymous review is "Anonymous" to audit.view
    // alone, and a filter by their account finds none of it; with reviews.moderate it names them (decision 197).
    const auditor = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['audit.view'] });
    const auditingModerator = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['audit.view', 'reviews.moderate'] });
    type Entries = { data: { action: string; actor: { id: string | null; name: string } }[] };
    const evidence = async (headers: Headers, query = '') => (await get(`/api/admin/audit/search?action=dispute.evidence${query}`, headers)).json<Entries>().data;
    expect((await evidence(auditor)).map((e) => e.actor)).toEqual([expect.objectContaining({ id: null, name: 'Anonymous' })]);
    expect(await evidence(auditor, `&actor=${s.b.user.id}`)).toEqual([]);
    expect((await evidence(auditingModerator, `&actor=${s.b.user.id}`)).map((e) => e.actor)).toEqual([expect.objectContaining({ id: s.b.user.id, name: 'Xandrea Vortigaunt' })]);
    const appeals = (await get('/api/admin/audit/search?action=appeal.create', auditor)).json<Entries>().data;
    expect(appeals.map((e) => e.actor)).toEqual([expect.objectContaining({ id: null, name: 'Anonymous' })]);
  });
});
