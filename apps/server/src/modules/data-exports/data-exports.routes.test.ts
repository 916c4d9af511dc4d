// "Download my data" end to end on the real app: a person with data in every table and a second person whose data
// touches theirs; the archive holds every file and the person's rows, and nothing naming the other person. Then who
// may list and download (the owner, once, within 7 days), through a real SMTP server for the mail.
import AdmZip from 'adm-zip';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { newApiKey, newCompany, newCustomer, newEmployee } from '../../../test/people.ts';
import { useTestAppWithSmtp } from '../../../test/smtp.ts';
import { EXPORT_FILES } from './data-exports.files.ts';

const { t, mailbox } = useTestAppWithSmtp();

const q = (text: string, values: unknown[] = []) => t.app.database.query(text, values);
let seq = 0;
const code = () => `T${Date.now().toString(36).toUpperCase()}${++seq}`;

async function picture(folder: string, bytes: string) {
  return (await t.app.platform.storage.put(`${folder}/2026/11/${newId()}.png`, Buffer.from(bytes), 'image/png')).url;
}
async function complaint(customerId: string, companyId: string, title: string, attachments: string[] = []) {
  const id = newId();
  await q(`INSERT INTO complaints (id, unique_id, company_id, customer_id, title, experience, image, attachments) VALUES ($1, $2, $3, $4, $5, 'It broke on day one.', $6, $7::jsonb)`,
    [id, code(), companyId, customerId, title, attachments[0] ?? null, JSON.stringify(attachments)]);
  return id;
}
async function review(customerId: string, companyId: string, title: string) {
  const id = newId();
  await q(`INSERT INTO reviews (id, unique_id, company_id, customer_id, title, rating) VALUES ($1, $2, $3, $4, $5, 4)`, [id, code(), companyId, customerId, title]);
  return id;
}
async function comment(kind: 'complaint' | 'review', itemId: string, authorId: string, text: string) {
  const id = newId();
  await q(`INSERT INTO ${kind}_comments (id, ${kind}_id, author_id, comment_text) VALUES ($1, $2, $3, $4)`, [id, itemId, authorId, text]);
  return id;
}
async function thread(userId: string, supportId: string, mine: string, answer: string) {
  const id = newId();
  await q('INSERT INTO chat_threads (id, user_id) VALUES ($1, $2)', [id, userId]);
  await q(`INSERT INTO chat_messages (id, thread_id, sender_id, sender_type, message) VALUES ($1, $2, $3, 'CUSTOMER', $4)`, [newId(), id, userId, mine]);
  await q(`INSERT INTO chat_messages (id, thread_id, sender_id, recipient_id, sender_type, message) VALUES ($1, $2, $3, $4, 'ADMIN', $5)`, [newId(), id, supportId, userId, answer]);
}

/** Everything of one person, and the traces of others that must not be in their archive. */
async function seed() {
  const me = await newCustomer(t, { first: 'Amahle', last: 'Exportowner' });
  const other = await newCustomer(t, { first: 'Bongani', last: 'Strangerson' });
  const { company, owner } = await newCompany(t, 'Kestrel Mobile');
  const support = await newCustomer(t, { first: 'Sipho', last: 'Supportagent' });
  await q(`UPDATE users SET profile_type = 'admin', email = 'sipho.support@redress.example' WHERE id = $1`, [support.user.id]);
  const myPicture = await picture('profile', 'PICTURE-OF-AMAHLE');
  await q('UPDATE users SET picture = $2 WHERE id = $1', [me.user.id, myPicture]);
  const myAttachment = await picture('complaints', 'ATTACHMENT-OF-AMAHLE');
  const theirAttachment = await picture('complaints', 'ATTACHMENT-OF-BONGANI');

  const myComplaint = await complaint(me.user.id, company.id, 'Router never arrived', [myAttachment]);
  const theirComplaint = await complaint(other.user.id, company.id, 'Billed twice by Kestrel', [theirAttachment]);
  const myComment = await comment('complaint', myComplaint, me.user.id, 'Still waiting, day nine.');
  const theirComment = await comment('complaint', myComplaint, other.user.id, 'Same thing happened to me last month.');
  await comment('complaint', theirComplaint, other.user.id, 'A comment on their own complaint.');
  await q(`INSERT INTO complaint_comments (id, complaint_id, author_id, company_id, initiator, comment_text) VALUES ($1, $2, $3, $4, 'company', 'A courier is on the way.')`,
    [newId(), myComplaint, owner.id, company.id]);
  await q('INSERT INTO complaint_votes (complaint_id, customer_id) VALUES ($1, $2), ($3, $4)', [theirComplaint, me.user.id, myComplaint, other.user.id]);
  await q('INSERT INTO complaint_comment_votes (comment_id, customer_id) VALUES ($1, $2), ($3, $4)', [theirComment, me.user.id, myComment, other.user.id]);

  const myReview = await review(me.user.id, company.id, 'Friendly shop, slow courier');
  const theirReview = await review(other.user.id, company.id, 'Never again');
  await comment('review', myReview, me.user.id, 'Update: it came.');
  const theirReviewComment = await comment('review', myReview, other.user.id, 'Good to know, thanks.');
  await q('INSERT INTO review_votes (review_id, customer_id) VALUES ($1, $2), ($3, $4)', [theirReview, me.user.id, myReview, other.user.id]);
  await q('INSERT INTO review_comment_votes (comment_id, customer_id) VALUES ($1, $2)', [theirReviewComment, me.user.id]);
  await q('INSERT INTO ratings (id, company_id, customer_id, overall, comment) VALUES ($1, $2, $3, 2, $4), ($5, $2, $6, 5, $7)',
    [newId(), company.id, me.user.id, 'Slow but honest', newId(), other.user.id, 'Their rating text']);

  await thread(me.user.id, support.user.id, 'Where is my router?', 'We asked Kestrel for you.');
  await thread(other.user.id, support.user.id, 'Their private chat', 'Support answer to them');
  await q(`INSERT INTO notifications (id, user_id, type, title) VALUES ($1, $2, 'status', 'Your complaint is in review'), ($3, $4, 'status', 'Their notification'),
    ($5, $2, 'comment', 'Bongani Strangerson commented on your complaint'), ($6, $2, 'reply', 'Bongani Strangerson replied to your comment')`,
  [newId(), me.user.id, newId(), other.user.id, newId(), newId()]);
  await q(`INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, now() + interval '1 day', '203.0.113.7', 'Firefox on Linux')`,
    [newId(), me.user.id, newId(), `hash-${newId()}`]);
  await q(`INSERT INTO review_invitations (id, company_id, email, name, channel, token_hash, expires_at) VALUES ($1, $2, $3, 'Amahle', 'mail', $4, now() + interval '9 days'), ($5, $2, $6, 'Bongani', 'mail', $7, now() + interval '9 days')`,
    [newId(), company.id, me.user.email.toUpperCase(), `tok-${newId()}`, newId(), other.user.email, `tok-${newId()}`]);
  await q(`INSERT INTO invitations (id, sender_id, email, message) VALUES ($1, $2, 'friend.of.amahle@example.com', 'Try it')`, [newId(), me.user.id]);
  const dispute = newId();
  await q(`INSERT INTO disputes (id, item_kind, item_id, company_id, opened_by_id, reason, statement, evidence_until) VALUES ($1, 'review', $2, $3, $4, 'fake', 'Not a customer of ours.', now() + interval '7 days')`,
    [dispute, myReview, company.id, owner.id]);
  const myEvidence = await picture('disputes', 'RECEIPT-OF-AMAHLE');
  await q(`INSERT INTO dispute_evidence (id, dispute_id, side, added_by_id, text, files) VALUES ($1, $2, 'author', $3, 'My receipt.', $4::jsonb), ($5, $2, 'company', $6, 'Our records.', '[]'::jsonb)`,
    [newId(), dispute, me.user.id, JSON.stringify([myEvidence]), newId(), owner.id]);
  const decision = newId();
  await q(`INSERT INTO moderation_decisions (id, item_kind, item_id, company_id, action, reason, note, moderator_id, item_created_at) VALUES ($1, 'complaint', $2, $3, 'hide', 'spam', 'Looks like an advert.', $4, now()), ($5, 'complaint', $6, $3, 'hide', 'spam', 'Their decision', $4, now())`,
    [decision, myComplaint, company.id, support.user.id, newId(), theirComplaint]);
  await q(`INSERT INTO moderation_appeals (id, decision_id, item_kind, item_id, author_id, statement) VALUES ($1, $2, 'complaint', $3, $4, 'It is not an advert.')`, [newId(), decision, myComplaint, me.user.id]);
  await q(`INSERT INTO content_reports (id, entity_type, entity_id, reporter_id, reason) VALUES ($1, 'complaint', $2, $3, 'Rude words')`, [newId(), theirComplaint, me.user.id]);
  await q(`INSERT INTO contact_messages (id, name, email, subject, message, user_id) VALUES ($1, 'Amahle', $2, 'Hello', 'Where do I see my data?', $3)`, [newId(), me.user.email, me.user.id]);
  await q(`INSERT INTO newsletter_subscribers (id, email, unsubscribe_token, confirmed_at) VALUES ($1, $2, $3, now()), ($4, $5, $6, now())`,
    [newId(), me.user.email, `u-${newId()}`, newId(), other.user.email, `u-${newId()}`]);
  // Consent records (decision 185): hers by address (newsletter) and by account (digest), and the other person's.
  await q(`INSERT INTO marketing_consents (id, user_id, email, list, action, method, text_version, text) VALUES
    ($1, NULL, lower($2), 'newsletter', 'granted', 'confirmation-link', 'newsletter-1', 'Send me the newsletter.'),
    ($3, $4, lower($2), 'digest', 'withdrawn', 'settings', NULL, NULL),
    ($5, $6, lower($7), 'digest', 'granted', 'sign-up', 'digest-1', 'Send the digest.')`,
  [newId(), me.user.email, newId(), me.user.id, newId(), other.user.id, other.user.email]);
  await q('INSERT INTO customer_stats (user_id, complaints_total) VALUES ($1, 1) ON CONFLICT (user_id) DO UPDATE SET complaints_total = 1', [me.user.id]);
  await q(`INSERT INTO data_exports (id, user_id, status, error) VALUES ($1, $2, 'failed', 'disk full')`, [newId(), me.user.id]);
  await q(`INSERT INTO employees (id, user_id, company_id, role) VALUES ($1, $2, $3, 'agent')`, [newId(), me.user.id, company.id]);
  return { me, other, owner, support, myComplaint, myAttachment, theirAttachment };
}

const list = async (headers: Record<string, string>) => t.app.inject({ url: '/api/me/exports', headers });
async function requestAndBuild(auth: Record<string, string>) {
  const started = await t.app.inject({ method: 'POST', url: '/api/me/exports', headers: auth });
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json()).toMatchObject({ status: 'queued', downloadUrl: null });
  await t.app.platform.jobs.runDue();
  const ready = (await list(auth)).json().data[0];
  expect(ready).toMatchObject({ id: started.json().id, status: 'ready', progress: 100 });
  return ready as { id: string; downloadUrl: string; expiresAt: string; readyAt: string };
}

describe('the archive of a person with data in every table', () => {
  let s: Awaited<ReturnType<typeof seed>>;
  let zip: AdmZip;
  let everything: string;
  const json = (name: string) => JSON.parse(zip.readAsText(name)) as Record<string, unknown>[];

  beforeAll(async () => {
    s = await seed();
    const ready = await requestAndBuild(s.me.auth);
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime()).toBe(7 * 86_400_000);
    const r = await t.app.inject({ url: ready.downloadUrl, headers: s.me.auth });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="redress-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    zip = new AdmZip(r.rawPayload);
    everything = zip.getEntries().map((e) => e.getData().toString('utf8')).join('\n');
  });

  it('holds the README, every file, each with the fields the README describes', () => {
    const names = zip.getEntries().map((e) => e.entryName);
    expect(names).toEqual(expect.arrayContaining(['README.md', 'files.json', ...EXPORT_FILES.map((f) => f.name)]));
    const readme = zip.readAsText('README.md');
    for (const f of EXPORT_FILES) {
      expect(readme).toContain(`## ${f.name}`);
      const parsed = JSON.parse(zip.readAsText(f.name)) as unknown;
      const rows = (f.single ? [parsed] : parsed) as Record<string, unknown>[];
      expect(rows.length, `${f.name} has the person's rows`).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row).sort(), f.name).toEqual(Object.keys(f.fields).sort());
    }
  });

  it('holds the person\'s rows', () => {
    const account = JSON.parse(zip.readAsText('account.json')) as Record<string, unknown>;
    expect(account).toMatchObject({ id: s.me.user.id, email: s.me.user.email, first_name: 'Amahle', last_name: 'Exportowner' });
    expect(account).not.toHaveProperty('password_hash');
    expect(json('complaints.json')).toEqual([expect.objectContaining({ id: s.myComplaint, title: 'Router never arrived', attachments: [s.myAttachment] })]);
    expect(json('complaint-comments.json').map((c) => c.comment_text)).toEqual(['Still waiting, day nine.']);
    expect(json('comments-on-my-complaints.json')).toEqual(expect.arrayContaining([
      expect.objectContaining({ written_by: 'another person', comment_text: 'Same thing happened to me last month.', company_name: null }),
      expect.objectContaining({ written_by: 'the company', comment_text: 'A courier is on the way.' }),
    ]));
    expect(json('complaint-votes.json')).toHaveLength(1);
    expect(json('ratings.json').map((r) => r.comment)).toEqual(['Slow but honest']);
    expect(json('chat-messages.json').map((m) => [m.from, m.message])).toEqual([['you', 'Where is my router?'], ['support', 'We asked Kestrel for you.']]);
    expect(json('sessions.json')).toEqual(expect.arrayContaining([expect.objectContaining({ ip: '203.0.113.7', user_agent: 'Firefox on Linux' })]));
    expect(json('review-invitations.json')).toEqual([expect.objectContaining({ direction: 'received' })]);
    expect(json('dispute-evidence.json').map((e) => e.added_by).sort()).toEqual(['the other side', 'you']);
    expect(json('moderation-decisions.json')).toEqual([expect.objectContaining({ action: 'hide', note: 'Looks like an advert.' })]);
    expect(json('newsletter.json')).toHaveLength(1);
    expect(json('consents.json').map((c) => [c.list, c.action, c.method, c.text]).sort()).toEqual([
      ['digest', 'withdrawn', 'settings', null], ['newsletter', 'granted', 'confirmation-link', 'Send me the newsletter.'],
    ]);
    expect(json('notifications.json').map((n) => n.title).sort()).toEqual(['Someone commented on your complaint', 'Someone replied to your comment', 'Your complaint is in review']);
    // Their uploads, copied from storage.
    const files = json('files.json');
    expect(files).toHaveLength(3);
    const attachment = files.find((f) => f.url === s.myAttachment)!;
    expect(zip.readAsText(String(attachment.path))).toBe('ATTACHMENT-OF-AMAHLE');
  });

  it('holds no row and no trace of anyone else', () => {
    for (const trace of [
      s.other.user.id, s.other.user.email, 'Bongani', 'Strangerson', s.owner.id, s.owner.email, s.support.user.id, 'Sipho', 'sipho.support',
      'friend.of.amahle', 'Their private chat', 'Their notification', 'Their rating text', 'Their decision', 'ATTACHMENT-OF-BONGANI', 'A comment on their own complaint',
    ]) expect(everything, trace).not.toContain(trace);
  });
});

describe('who may see and download an export', () => {
  it('needs a session for each call', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/me/exports' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me/exports' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/me/exports/${newId()}/download` })).statusCode).toBe(401);
  });

  it('makes one export at a time, mails its owner a link to the settings page, and lets only the owner take it, once', async () => {
    const me = await newCustomer(t, { first: 'Lerato' });
    const first = await t.app.inject({ method: 'POST', url: '/api/me/exports', headers: me.auth });
    expect(first.statusCode).toBe(202);
    const again = await t.app.inject({ method: 'POST', url: '/api/me/exports', headers: me.auth });
    expect(again.statusCode).toBe(409);
    const early = await t.app.inject({ url: `/api/me/exports/${first.json().id}/download`, headers: me.auth });
    expect(early.statusCode).toBe(409);
    await t.app.platform.jobs.runDue();
    await t.app.platform.jobs.runDue();
    const mail = mailbox.received.find((m) => m.to.includes(me.user.email))!;
    expect(mail.raw).toMatch(/Subject: Your Redress data is ready to download/);
    expect(mail.raw).toContain('http://localhost:3000/profile#your-data');
    expect(mail.raw).not.toContain(first.json().id);
    const ready = (await list(me.auth)).json().data[0];
    expect(ready.status).toBe('ready');

    const { company, ownerAuth } = await newCompany(t);
    const strangers = [
      (await newCustomer(t)).auth,
      ownerAuth,
      await t.authHeader({ id: newId(), role: 'employee', companyId: company.id }),
      await t.authHeader({ id: newId(), role: 'admin', permissions: ['users.manage'] as never }),
    ];
    for (const headers of strangers) {
      expect((await list(headers)).json().data).toEqual([]);
      expect((await t.app.inject({ url: ready.downloadUrl, headers })).statusCode).toBe(404);
    }
    const key = (await q('SELECT storage_key FROM data_exports WHERE id = $1', [ready.id])).rows[0]!.storage_key as string;
    expect(key).toMatch(/^private\/exports\//);
    // Never served as an upload: only the owner's signed-in download reads it.
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);

    expect((await t.app.inject({ url: ready.downloadUrl, headers: me.auth })).statusCode).toBe(200);
    const second = await t.app.inject({ url: ready.downloadUrl, headers: me.auth });
    expect(second.statusCode).toBe(410);
    expect(second.json().message).toMatch(/already downloaded/);
    const after = (await list(me.auth)).json().data[0];
    expect(after).toMatchObject({ status: 'expired', downloadUrl: null });
    expect(after.downloadedAt).not.toBeNull();
    await expect.poll(async () => t.app.platform.storage.getStream(key).then((st) => { st?.destroy(); return st; })).toBeNull();
  });

  it('refuses an export past its 7 days, and the purge deletes its file', async () => {
    const me = await newCustomer(t);
    const ready = await requestAndBuild(me.auth);
    await q(`UPDATE data_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [ready.id]);
    expect((await list(me.auth)).json().data[0]).toMatchObject({ status: 'expired', downloadUrl: null });
    const r = await t.app.inject({ url: ready.downloadUrl, headers: me.auth });
    expect(r.statusCode).toBe(410);
    expect(r.json().message).toMatch(/expired/);
    const key = (await q('SELECT storage_key FROM data_exports WHERE id = $1', [ready.id])).rows[0]!.storage_key as string;
    // The hourly purge, an hour on.
    await t.app.platform.jobs.runDue(new Date(Date.now() + 2 * 3_600_000));
    expect((await q('SELECT status, storage_key FROM data_exports WHERE id = $1', [ready.id])).rows[0]).toEqual({ status: 'expired', storage_key: null });
    expect(await t.app.platform.storage.getStream(key)).toBeNull();
  });

  it('serves a business owner, an employee and an admin their own data; an API key is refused', async () => {
    const { company, owner, ownerAuth } = await newCompany(t);
    const employee = await newEmployee(t, company.id, 'agent');
    const adminId = newId();
    const adminAuth = await t.authHeader({ id: adminId, role: 'admin', permissions: [] });
    for (const [id, auth] of [[owner.id, ownerAuth], [employee.user.id, employee.auth], [adminId, adminAuth]] as const) {
      const ready = await requestAndBuild(auth);
      const r = await t.app.inject({ url: ready.downloadUrl, headers: auth });
      expect(r.statusCode).toBe(200);
      expect(JSON.parse(new AdmZip(r.rawPayload).readAsText('account.json')).id).toBe(id);
    }
    const key = await newApiKey(t, company.id, ownerAuth);
    expect((await t.app.inject({ method: 'POST', url: '/api/me/exports', headers: key })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/me/exports', headers: key })).statusCode).toBe(403);
  });

  it('makes one export of many asked at once, and takes 5 asks a day from a person', async () => {
    const me = await newCustomer(t);
    const post = () => t.app.inject({ method: 'POST', url: '/api/me/exports', headers: me.auth });
    const codes = (await Promise.all([post(), post(), post()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([202, 409, 409]);
    expect((await q('SELECT count(*)::int AS n FROM data_exports WHERE user_id = $1', [me.user.id])).rows[0]!.n).toBe(1);
    expect([(await post()).statusCode, (await post()).statusCode, (await post()).statusCode]).toEqual([409, 409, 429]);
  });

  it('answers 400 naming the page for a bad list query', async () => {
    const me = await newCustomer(t);
    const r = await t.app.inject({ url: '/api/me/exports?page=0', headers: me.auth });
    expect(r.statusCode).toBe(400);
    expect(r.json().details[0].field).toBe('page');
  });
});
