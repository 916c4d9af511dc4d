// The admin's user management: edit, delete (sessions end at once), the management view and the activity time line.
import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, type AdminPermission } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { auditEntries } from '../../db/schema/index.ts';
import { newPublicCode } from '../../lib/ids.ts';
import { createCompany } from '../companies/companies.service.ts';
import { insertComment } from '../comments/comments.repository.ts';
import { insertComplaint } from '../complaints/complaints.repository.ts';
import { insertReview } from '../reviews/reviews.repository.ts';
import { insertUser } from './users.repository.ts';

const t = useTestApp();
let n = 0;
type H = Record<string, string>;
const inject = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, headers: H = {}, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const admin = (permissions: AdminPermission[] = [...ADMIN_PERMISSIONS]) => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions });
async function customer() {
  const u = await insertUser(t.app.database.db, { email: `people${++n}.${Date.now()}@example.com`, firstName: 'Ayanda', lastName: 'Zulu', mobileNo: '+27 82 000 0000', emailVerified: false });
  return { ...u, auth: await t.authHeader({ id: u.id, role: 'user' }) };
}
const row = async (id: string) => (await t.app.database.query<{ email: string; first_name: string; deleted_at: Date | null; email_verified: boolean }>('SELECT * FROM users WHERE id = $1', [id])).rows[0]!;
const auditActions = async (entityId: string) =>
  (await t.app.database.query<{ action: string }>('SELECT action FROM audit_entries WHERE entity_id = $1 ORDER BY created_at', [entityId])).rows.map((r) => r.action);

describe('PATCH /admin/users/:id', () => {
  it('edits names, mobile number and verification, audited with before and after', async () => {
    const u = await customer();
    const r = await inject('PATCH', `/admin/users/${u.id}`, await admin(['users.manage']), { firstName: 'Ayanda', lastName: 'Mthembu', mobileNo: null, emailVerified: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ lastName: 'Mthembu', mobileNo: null, emailVerified: true });
    expect(await auditActions(u.id)).toEqual(['user.update']);
  });

  it('refuses bad input naming the field, strangers and the wrong permission; nothing changes', async () => {
    const u = await customer();
    const h = await admin(['users.manage']);
    const phone = await inject('PATCH', `/admin/users/${u.id}`, h, { mobileNo: 'call me' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().details).toEqual([expect.objectContaining({ field: 'mobileNo' })]);
    const verified = await inject('PATCH', `/admin/users/${u.id}`, h, { emailVerified: 'yes' });
    expect(verified.json().details).toEqual([expect.objectContaining({ field: 'emailVerified' })]);
    expect((await inject('PATCH', `/admin/users/${u.id}`, h, { email: 'x@example.com' })).statusCode).toBe(400);
    expect((await inject('PATCH', `/admin/users/${u.id}`, {}, { firstName: 'X' })).statusCode).toBe(401);
    expect((await inject('PATCH', `/admin/users/${u.id}`, u.auth, { firstName: 'X' })).statusCode).toBe(403);
    expect((await inject('PATCH', `/admin/users/${u.id}`, await t.authHeader({ id: crypto.randomUUID(), role: 'organization' }), { firstName: 'X' })).statusCode).toBe(403);
    expect((await inject('PATCH', `/admin/users/${u.id}`, await admin(['reviews.moderate']), { firstName: 'X' })).statusCode).toBe(403);
    expect((await row(u.id)).first_name).toBe('Ayanda');
    expect(await auditActions(u.id)).toEqual([]);
  });

  it('an admin account needs admins.manage too', async () => {
    const other = crypto.randomUUID();
    await t.authHeader({ id: other, role: 'admin', permissions: ['audit.view'] });
    const refused = await inject('PATCH', `/admin/users/${other}`, await admin(['users.manage']), { firstName: 'Renamed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('admins.manage');
    expect((await inject('PATCH', `/admin/users/${other}`, await admin(['users.manage', 'admins.manage']), { firstName: 'Renamed' })).statusCode).toBe(200);
  });
});

describe('DELETE /admin/users/:id', () => {
  it('blanks the account, frees the address, ends its sessions at once, removes its own rows, and is audited', async () => {
    const u = await customer();
    expect((await inject('GET', `/profilemanagement/get_profile/${u.id}/web`, u.auth)).statusCode).toBe(200);
    await t.app.database.query(`INSERT INTO notifications (id, user_id, type, title) VALUES (gen_random_uuid(), $1, 'system', 'Hello')`, [u.id]);
    const r = await inject('DELETE', `/admin/users/${u.id}`, await admin(['users.manage']));
    expect(r.statusCode, r.body).toBe(200);
    expect((await inject('GET', `/profilemanagement/get_profile/${u.id}/web`, u.auth)).statusCode).toBe(401);
    const after = await row(u.id);
    expect(after.deleted_at).not.toBeNull();
    expect(after.email).toBe(`deleted-${u.id}@deleted.invalid`);
    expect(after.first_name).toBe('');
    expect(await auditActions(u.id)).toEqual(['user.delete']);
    // The same removal as a deletion on request (decision 182): the person's own rows go, not just their name.
    expect((await t.app.database.query('SELECT 1 FROM notifications WHERE user_id = $1', [u.id])).rows).toHaveLength(0);
    expect((await inject('DELETE', `/admin/users/${u.id}`, await admin(['users.manage']))).statusCode).toBe(404);
  });

  it('refuses deleting oneself (409), an admin without admins.manage, strangers, and a bad id naming it', async () => {
    const selfId = crypto.randomUUID();
    const self = await t.authHeader({ id: selfId, role: 'admin', permissions: ['users.manage', 'admins.manage'] });
    expect((await inject('DELETE', `/admin/users/${selfId}`, self)).statusCode).toBe(409);
    const u = await customer();
    expect((await inject('DELETE', `/admin/users/${u.id}`)).statusCode).toBe(401);
    expect((await inject('DELETE', `/admin/users/${u.id}`, u.auth)).statusCode).toBe(403);
    expect((await inject('DELETE', `/admin/users/${u.id}`, await admin(['complaints.moderate']))).statusCode).toBe(403);
    const otherAdmin = crypto.randomUUID();
    await t.authHeader({ id: otherAdmin, role: 'admin', permissions: [] });
    expect((await inject('DELETE', `/admin/users/${otherAdmin}`, await admin(['users.manage']))).statusCode).toBe(403);
    const bad = await inject('DELETE', '/admin/users/nope', self);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'id' })]);
    expect((await row(selfId)).deleted_at).toBeNull();
    expect((await row(u.id)).deleted_at).toBeNull();
  });
});

describe('management view and activity', () => {
  it('mgt lists and searches accounts; mgt/:id counts their posts; activity is newest first with sign-ins, posts and decisions', async () => {
    const db = t.app.database.db;
    const h = await admin(['users.manage']);
    const u = await customer();
    const owner = await insertUser(db, { email: `owner${++n}.${Date.now()}@example.com`, profileType: 'organization' });
    const company = await db.transaction((tx) => createCompany(tx, { name: `People Co ${Date.now()}`, email: `hi${Date.now()}@people.example`, ownerUserId: owner.id }));
    await insertComplaint(db, { uniqueId: newPublicCode('CMP'), customerId: u.id, companyId: company.id, title: 'Parcel never came', experience: 'The parcel never arrived at all.', status: 'pending' });
    await new Promise((r) => setTimeout(r, 5));
    expect((await inject('POST', `/admin/users/${u.id}/disable`, h)).statusCode).toBe(200);

    const list = await inject('GET', `/admin/users/mgt?search=${encodeURIComponent(u.email)}&profileType=user`, h);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((x: { id: string }) => x.id)).toEqual([u.id]);
    const badFilter = await inject('GET', '/admin/users/mgt?status=gone', h);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().details).toEqual([expect.objectContaining({ field: 'status' })]);

    const one = await inject('GET', `/admin/users/mgt/${u.id}`, h);
    expect(one.json()).toMatchObject({ id: u.id, status: 'disabled', posts: { complaints: 1, reviews: 0, ratings: 0, comments: 0 } });

    const act = await inject('GET', `/admin/users/profile/activity/${u.id}?size=10`, h);
    expect(act.statusCode, act.body).toBe(200);
    const kinds = (act.json().data as { kind: string; summary: string }[]).map((a) => `${a.kind}:${a.summary}`);
    // authHeader opened one sign-in before the complaint; the disable came last.
    expect(kinds[0]).toBe('moderation:user.disable');
    expect(kinds[1]).toBe('complaint:Parcel never came');
    expect(kinds).toContainEqual(expect.stringMatching(/^sign-in:/));
    expect(act.json().meta.totalResults).toBe(3);
    const paged = await inject('GET', `/admin/users/profile/activity/${u.id}?size=1&page=2`, h);
    expect(paged.json().data[0].kind).toBe('complaint');

    for (const [headers, status] of [[{}, 401], [(await customer()).auth, 403], [await admin(['audit.view']), 403]] as const) {
      expect((await inject('GET', `/admin/users/profile/activity/${u.id}`, headers)).statusCode).toBe(status);
      expect((await inject('GET', `/admin/users/mgt/${u.id}`, headers)).statusCode).toBe(status);
      expect((await inject('GET', '/admin/users/mgt', headers)).statusCode).toBe(status);
    }
  });
});

describe('anonymous posts in the management view (decision 159)', () => {
  async function anonymousAuthor() {
    const db = t.app.database.db;
    const u = await customer();
    const owner = await insertUser(db, { email: `anon-owner${++n}.${Date.now()}@example.com`, profileType: 'organization' });
    const company = await db.transaction((tx) => createCompany(tx, { name: `Masked Co ${Date.now()}-${n}`, email: `masked${n}.${Date.now()}@masked.example`, ownerUserId: owner.id }));
    const open = await insertComplaint(db, { uniqueId: newPublicCode('CMP'), customerId: u.id, companyId: company.id, title: 'Signed complaint', experience: 'Signed with my name.', status: 'pending' });
    const masked = await insertComplaint(db, { uniqueId: newPublicCode('CMP'), customerId: u.id, companyId: company.id, title: 'Masked complaint', experience: 'Nobody should know it was me.', status: 'pending', anonymous: true });
    const review = await insertReview(db, { uniqueId: newPublicCode('REV'), customerId: u.id, companyId: company.id, title: 'Masked review', description: 'Quietly unhappy.', rating: 2, anonymous: true });
    await insertComment(db, 'complaint', { targetId: masked.id, authorId: u.id, commentText: 'Still waiting, anonymously' });
    await insertComment(db, 'review', { targetId: review.id, authorId: u.id, commentText: 'Me again, anonymously' });
    await insertComment(db, 'complaint', { targetId: open.id, authorId: u.id, commentText: 'Still waiting, by name' });
    await db.insert(auditEntries).values([{ action: 'complaint.hide', entityType: 'complaint', entityId: masked.id }, { action: 'review.hide', entityType: 'review', entityId: review.id }]);
    return { u, masked, review };
  }
  const read = async (id: string, h: H) => {
    const counts = (await inject('GET', `/admin/users/mgt/${id}`, h)).json().posts;
    const act = (await inject('GET', `/admin/users/profile/activity/${id}?size=50`, h)).json();
    return { counts, act, text: JSON.stringify(act) };
  };

  it('an admin with users.manage alone sees no anonymous complaint, review, the comments on them or decisions on them; counts leave them out', async () => {
    const { u, masked, review } = await anonymousAuthor();
    const { counts, act, text } = await read(u.id, await admin(['users.manage']));
    expect(counts).toEqual({ complaints: 1, reviews: 0, ratings: 0, comments: 1 });
    const lines = (act.data as { kind: string; summary: string }[]).map((a) => `${a.kind}:${a.summary}`);
    expect(lines).toContain('complaint:Signed complaint');
    expect(lines).toContain('comment:Still waiting, by name');
    for (const hidden of ['Masked', 'anonymously', 'complaint.hide', 'review.hide', masked.id, review.id]) expect(text).not.toContain(hidden);
    expect(act.meta.totalResults).toBe(act.data.length);
  });

  it('the moderation permission of a kind shows that kind\'s anonymous posts, and only that kind', async () => {
    const { u, masked, review } = await anonymousAuthor();
    const complaintsOnly = await read(u.id, await admin(['users.manage', 'complaints.moderate']));
    expect(complaintsOnly.counts).toEqual({ complaints: 2, reviews: 0, ratings: 0, comments: 2 });
    expect(complaintsOnly.text).toContain(masked.id);
    expect(complaintsOnly.text).toContain('complaint.hide');
    expect(complaintsOnly.text).not.toContain(review.id);

    const both = await read(u.id, await admin(['users.manage', 'complaints.moderate', 'reviews.moderate']));
    expect(both.counts).toEqual({ complaints: 2, reviews: 1, ratings: 0, comments: 3 });
    const ids = (both.act.data as { kind: string; id: string }[]).filter((a) => a.kind === 'complaint' || a.kind === 'review').map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([masked.id, review.id]));
    expect(both.text).toContain('review.hide');
  });
});
