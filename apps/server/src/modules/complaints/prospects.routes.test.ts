// Complaints written to a company before it joined Redress (a prospect, named by e-mail) reach it once it proves the
// e-mail's domain: its owner verifies an address there at sign-up, lists the company, or claims its listed profile
// (decision 146). The authors are told; complaints written there later go straight to the company.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Complaint } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { complaints } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';

const t = useTestApp({ DEV_OUTBOX: 'true' });
const PASSWORD = 'Sunny-Morning-42';

let n = 0;
const tagged = () => `${++n}x${Date.now()}`;

async function customer() {
  const user = await insertUser(t.app.database.db, {
    email: `writer${tagged()}@example.com`, firstName: 'Thandi', lastName: 'Mokoena', profileType: 'user', emailVerified: true,
    createdAt: new Date('2020-01-01T00:00:00Z'),
  });
  return { user, auth: await t.authHeader({ id: user.id, role: 'user' }) };
}

async function fileToProspect(auth: Record<string, string>, prospectEmail: string, title = 'Gym keeps billing me'): Promise<Complaint> {
  const r = await t.app.inject({
    method: 'POST', url: '/api/complaint', headers: auth,
    payload: { complaint: title, experience: 'I cancelled in March and they still debit my account every month.', experiencedOn: '2026-10-01', prospectEmail, prospectName: 'Pump Gym' },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ complaint: Complaint }>().complaint;
}

const companyOf = async (id: string) => (await t.app.database.db.select({ companyId: complaints.companyId, due: complaints.responseDueAt }).from(complaints).where(eq(complaints.id, id)))[0]!;
const bell = async (auth: Record<string, string>) => ((await t.app.inject({ url: '/api/notification', headers: auth })).json().data as { title: string; action: string }[]);

/** A business signs up with a new company and verifies its address with the mailed code: the verify answer. */
async function businessSignsUpAndVerifies(email: string, companyName: string) {
  const signup = await t.app.inject({
    method: 'POST', url: '/api/auth/platform/signup', headers: await t.captchaHeader(), remoteAddress: `10.7.${n % 250}.9`,
    payload: { firstName: 'Pieter', lastName: 'van Wyk', email, password: PASSWORD, profileType: 'organization', companyName },
  });
  expect(signup.statusCode, signup.body).toBe(201);
  const mail = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}&size=1` });
  const otp = String(mail.json().data[0].text).match(/\b(\d{6})\b/)![1];
  const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify_account', payload: { email, otp } });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json<{ message: string; user: { companyId: string } }>();
}

describe('complaints written before a company joined (decision 146)', () => {
  it('a business that verifies an address at the domain takes every complaint written there; the authors are told, later ones go straight to it', async () => {
    const tag = tagged();
    const domain = `gym${tag}.example`;
    const [ann, ben] = [await customer(), await customer()];
    const billing = await fileToProspect(ann.auth, `billing@${domain}`);
    const help = await fileToProspect(ben.auth, `Help@${domain.toUpperCase()}`, 'Locker broken for weeks');
    const elsewhere = await fileToProspect(ann.auth, `billing@other${tag}.example`, 'Another gym entirely');
    // Another domain that only ends like this one is not taken.
    const lookalike = await fileToProspect(ben.auth, `care@not-${domain}`, 'A lookalike domain');

    const verified = await businessSignsUpAndVerifies(`owner@${domain}`, `Pump Gym ${tag}`);
    expect(verified.message).toBe('Your e-mail address is verified. 2 complaints written to your company before it joined Redress are now in your list.');
    const companyId = verified.user.companyId;
    expect(companyId).toBeTruthy();
    for (const c of [billing, help]) expect(await companyOf(c.id)).toMatchObject({ companyId, due: expect.any(Date) });
    for (const c of [elsewhere, lookalike]) expect(await companyOf(c.id)).toMatchObject({ companyId: null, due: null });

    // Its people see them in the company's list; each author hears the company now sees theirs.
    const owner = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `owner@${domain}`, password: PASSWORD } });
    const ownerAuth = { authorization: `Bearer ${owner.json().access_token}` };
    const list = await t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${companyId}`, headers: ownerAuth });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as { id: string }[]).map((c) => c.id).sort()).toEqual([billing.id, help.id].sort());
    expect(await bell(ann.auth)).toContainEqual(expect.objectContaining({ title: `Pump Gym ${tag} joined Redress: your complaint now reaches them`, action: `/complaints/${billing.id}` }));
    expect((await bell(ben.auth)).map((x) => x.action)).toContain(`/complaints/${help.id}`);
    // Audited as the owner's act.
    const audit = await t.app.database.query<{ action: string; after: object }>(
      "SELECT action, after FROM audit_entries WHERE company_id = $1 AND action IN ('company.verify-domain', 'complaint.claim-prospect') ORDER BY action", [companyId],
    );
    expect(audit.rows).toEqual([
      { action: 'company.verify-domain', after: { verifiedDomain: domain } },
      { action: 'complaint.claim-prospect', after: { prospectDomain: domain, complaints: 2 } },
    ]);

    // A complaint that names another address at the proven domain now goes to the company at once.
    const later = await fileToProspect(ann.auth, `accounts@${domain}`, 'Charged twice in May');
    expect(later.organizationDto.organizationId).toBe(companyId);
    expect(later.responseDueAt).not.toBeNull();
  });

  it('an address at a public mail provider proves nothing: complaints to other addresses there stay unclaimed', async () => {
    const tag = tagged();
    const writer = await customer();
    const stranger = await fileToProspect(writer.auth, `someone.else${tag}@gmail.com`, 'Written to a gmail address');
    const verified = await businessSignsUpAndVerifies(`shop${tag}@gmail.com`, `Corner Shop ${tag}`);
    expect(verified.message).toBe('Your e-mail address is verified.');
    expect(await companyOf(stranger.id)).toMatchObject({ companyId: null });
    const row = await t.app.database.query<{ verified_domain: string | null }>('SELECT verified_domain FROM companies WHERE id = $1', [verified.user.companyId]);
    expect(row.rows[0]!.verified_domain).toBeNull();
  });

  it('claiming a listed profile proves its domain and takes the complaints written there', async () => {
    const tag = tagged();
    const domain = `bakery${tag}.example`;
    const writer = await customer();
    const listed = await t.app.inject({ method: 'POST', url: '/api/company/CreateProfile', headers: writer.auth, payload: { name: `Sunrise Bakery ${tag}`, email: `hello@${domain}` } });
    expect(listed.statusCode, listed.body).toBe(201);
    const companyId = listed.json().returnId as string;
    const waiting = await fileToProspect(writer.auth, `orders@${domain}`, 'Stale bread delivered');
    expect(await companyOf(waiting.id)).toMatchObject({ companyId: null });

    const boss = await insertUser(t.app.database.db, { email: `boss@${domain}`, firstName: 'Lindiwe', lastName: 'Baker', profileType: 'organization', emailVerified: true });
    const claimed = await t.app.inject({ method: 'POST', url: `/api/company/claim/${companyId}`, headers: await t.authHeader({ id: boss.id, role: 'organization' }) });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().message).toBe(`You now manage Sunrise Bakery ${tag} on Redress. 1 complaint written to your company before it joined Redress is now in your list.`);
    expect(await companyOf(waiting.id)).toMatchObject({ companyId, due: expect.any(Date) });
    expect((await bell(writer.auth)).map((x) => x.action)).toContain(`/complaints/${waiting.id}`);
  });

  it('a verified business that lists its own company proves the domain at once', async () => {
    const tag = tagged();
    const domain = `dairy${tag}.example`;
    const writer = await customer();
    const waiting = await fileToProspect(writer.auth, `sales@${domain}`, 'Sour milk again');
    const owner = await insertUser(t.app.database.db, { email: `farmer@${domain}`, firstName: 'Sipho', lastName: 'Dairy', profileType: 'organization', emailVerified: true });
    const listed = await t.app.inject({
      method: 'POST', url: '/api/company/CreateProfile', headers: await t.authHeader({ id: owner.id, role: 'organization' }),
      payload: { name: `Green Dairy ${tag}`, email: `hello@${domain}` },
    });
    expect(listed.statusCode, listed.body).toBe(201);
    expect(await companyOf(waiting.id)).toMatchObject({ companyId: listed.json().returnId });
    expect((await bell(writer.auth)).map((x) => x.action)).toContain(`/complaints/${waiting.id}`);
  });

  it('an admin moves one prospect address to a company by hand; a business may not move another domain\'s', async () => {
    const tag = tagged();
    const writer = await customer();
    const odd = await fileToProspect(writer.auth, `pumpgym${tag}@mail.example`, 'Written to an odd address');
    const verified = await businessSignsUpAndVerifies(`owner@gym${tag}.example`, `Pump Gym Two ${tag}`);
    const companyId = verified.user.companyId;
    const owner = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `owner@gym${tag}.example`, password: PASSWORD } });
    const ownerAuth = { authorization: `Bearer ${owner.json().access_token}` };
    const url = `/api/complaint/prospect/${encodeURIComponent(`pumpgym${tag}@mail.example`)}/${companyId}`;
    const refused = await t.app.inject({ method: 'PUT', url, headers: ownerAuth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('has not verified the domain mail.example');
    expect(await companyOf(odd.id)).toMatchObject({ companyId: null });
    const moderator = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['complaints.moderate'] });
    const moved = await t.app.inject({ method: 'PUT', url, headers: moderator });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ moved: 1, message: `1 complaint moved to Pump Gym Two ${tag}` });
    expect(await companyOf(odd.id)).toMatchObject({ companyId });
    expect((await bell(writer.auth)).map((x) => x.title)).toContain(`Pump Gym Two ${tag} joined Redress: your complaint now reaches them`);
  });
});
