// A company's data export end to end (decision 186): the owner asks, the job builds CSV and JSON of the company's
// complaints, reviews, ratings and answers, the owner downloads it once. Anonymous authors leave no trace; CSV cells
// are escaped and formulas defused; only the owner may ask, within the plan's exports a month.
import AdmZip from 'adm-zip';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans, subscriptions } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { newApiKey, newCompany, newCustomer, newEmployee } from '../../../test/people.ts';
import { useTestAppWithSmtp } from '../../../test/smtp.ts';
import { COMPANY_EXPORT_FILES, csvCell } from './company-export.files.ts';

const { t, mailbox } = useTestAppWithSmtp();
const q = (text: string, values: unknown[] = []) => t.app.database.query(text, values);
let seq = 0;
const code = () => `C${Date.now().toString(36).toUpperCase()}${++seq}`;

async function complaint(companyId: string, customerId: string, title: string, extra: { anonymous?: boolean; hidden?: boolean; deleted?: boolean; product?: string } = {}) {
  const id = newId();
  await q(`INSERT INTO complaints (id, unique_id, company_id, customer_id, title, experience, product_name, anonymous, hidden, deleted_at)
    VALUES ($1, $2, $3, $4, $5, 'It broke on day one.', $6, $7, $8, $9)`,
  [id, code(), companyId, customerId, title, extra.product ?? null, extra.anonymous ?? false, extra.hidden ?? false, extra.deleted ? new Date() : null]);
  return id;
}

const url = (companyId: string) => `/api/companies/${companyId}/exports`;

async function requestAndDownload(companyId: string, auth: Record<string, string>) {
  const started = await t.app.inject({ method: 'POST', url: url(companyId), headers: auth });
  expect(started.statusCode, started.body).toBe(202);
  await t.app.platform.jobs.runDue();
  const ready = (await t.app.inject({ url: url(companyId), headers: auth })).json().data[0];
  expect(ready).toMatchObject({ id: started.json().id, status: 'ready', progress: 100 });
  const r = await t.app.inject({ url: ready.downloadUrl, headers: auth });
  expect(r.statusCode, r.body).toBe(200);
  return { zip: new AdmZip(r.rawPayload), disposition: String(r.headers['content-disposition']), id: started.json().id as string };
}

describe('the archive of a company', () => {
  it('holds its items as CSV and JSON, names authors as the public sees them, and never an anonymous one', async () => {
    const { company, owner, ownerAuth } = await newCompany(t, 'Osprey Telecom');
    const named = await newCustomer(t, { first: 'Nomvula', last: 'Zungu' });
    const secret = await newCustomer(t, { first: 'Kagiso', last: 'Hiddenperson' });
    const namedId = await complaint(company.id, named.user.id, 'Line dead for a week');
    const anonId = await complaint(company.id, secret.user.id, 'Overcharged on my contract', { anonymous: true });
    await complaint(company.id, named.user.id, 'Hidden by a moderator', { hidden: true });
    await complaint(company.id, named.user.id, 'Deleted complaint title', { deleted: true });
    await complaint(company.id, named.user.id, '=HYPERLINK("http://evil"), "quoted"\nsecond line', { product: '+27 82 555 0100' });
    const other = await newCompany(t, 'Other Telecom');
    await complaint(other.company.id, named.user.id, 'About another company');
    await q(`INSERT INTO reviews (id, unique_id, company_id, customer_id, title, rating, anonymous) VALUES ($1, $2, $3, $4, 'Quiet anonymous review', 2, true), ($5, $6, $3, $7, '@Great service', 5, false)`,
      [newId(), code(), company.id, secret.user.id, newId(), code(), named.user.id]);
    await q('INSERT INTO ratings (id, company_id, customer_id, overall, comment) VALUES ($1, $2, $3, 4, \'-Decent value\')', [newId(), company.id, named.user.id]);
    await q(`INSERT INTO complaint_comments (id, complaint_id, author_id, company_id, initiator, comment_text) VALUES ($1, $2, $3, $4, 'company', 'We are sending a technician.'),
      ($5, $6, $7, NULL, 'customer', 'A private reply from the anonymous author')`, [newId(), anonId, owner.id, company.id, newId(), anonId, secret.user.id]);

    const { zip, disposition } = await requestAndDownload(company.id, ownerAuth);
    expect(disposition).toMatch(/^attachment; filename="redress-osprey-telecom-[\w-]+-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const names = zip.getEntries().map((e) => e.entryName).sort();
    expect(names).toEqual(['README.md', ...COMPANY_EXPORT_FILES.flatMap((f) => [`${f.name}.csv`, `${f.name}.json`])].sort());
    const readme = zip.readAsText('README.md');
    for (const f of COMPANY_EXPORT_FILES) for (const field of Object.keys(f.fields)) expect(readme).toContain(`| ${field} |`);

    const complaints = JSON.parse(zip.readAsText('complaints.json')) as Record<string, unknown>[];
    expect(complaints.map((c) => c.title).sort()).toEqual(['=HYPERLINK("http://evil"), "quoted"\nsecond line', 'Hidden by a moderator', 'Line dead for a week', 'Overcharged on my contract']);
    expect(complaints.find((c) => c.id === namedId)).toMatchObject({ author_name: 'Nomvula Z.', anonymous: false });
    expect(complaints.find((c) => c.id === anonId)).toMatchObject({ author_name: 'Anonymous', anonymous: true });
    for (const c of complaints) expect(Object.keys(c).sort()).toEqual(Object.keys(COMPANY_EXPORT_FILES[0]!.fields).sort());
    expect(JSON.parse(zip.readAsText('complaint-answers.json'))).toEqual([expect.objectContaining({ comment_text: 'We are sending a technician.' })]);
    expect(JSON.parse(zip.readAsText('ratings.json'))).toEqual([expect.objectContaining({ author_name: 'Nomvula Z.', overall: 4 })]);

    const everything = zip.getEntries().map((e) => e.getData().toString('utf8')).join('\n');
    for (const trace of [secret.user.id, secret.user.email, 'Kagiso', 'Hiddenperson', named.user.id, named.user.email, 'Zungu', owner.id, owner.email,
      'Deleted complaint title', 'About another company', 'A private reply from the anonymous author']) {
      expect(everything, trace).not.toContain(trace);
    }

    const csv = zip.readAsText('complaints.csv').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe(Object.keys(COMPANY_EXPORT_FILES[0]!.fields).join(','));
    expect(csv).toContain('"\'=HYPERLINK(""http://evil""), ""quoted""\nsecond line"');
    expect(csv).toContain(',\'+27 82 555 0100,');
    expect(csv).toContain(',Line dead for a week,');
    expect(zip.readAsText('reviews.csv')).toContain(',\'@Great service,');
    expect(zip.readAsText('ratings.csv')).toContain(',\'-Decent value,');

    await t.app.platform.jobs.runDue();
    const mail = mailbox.received.find((m) => m.to.includes(owner.email))!;
    expect(mail.raw).toMatch(/Subject: Osprey Telecom [\w-]+'s Redress data is ready/);
    expect(mail.raw).toContain('/business/account#company-data');
  });

  it('escapes a cell only as far as it must', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const lead of ['=', '+', '-', '@']) expect(csvCell(`${lead}1+1`)).toBe(`'${lead}1+1`);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(['a', 'b'])).toBe('"[""a"",""b""]"');
  });
});

describe('who may export a company', () => {
  it('is its owner alone: not a stranger, a customer, another owner, an employee, an admin or an API key', async () => {
    const { company, ownerAuth } = await newCompany(t);
    expect((await t.app.inject({ method: 'POST', url: url(company.id) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: url(company.id) })).statusCode).toBe(401);
    const others: [string, Record<string, string>][] = [
      ['a customer', (await newCustomer(t)).auth],
      ['another company\'s owner', (await newCompany(t)).ownerAuth],
      ['its manager', (await newEmployee(t, company.id, 'manager')).auth],
      ['its agent', (await newEmployee(t, company.id, 'agent')).auth],
      ['an admin', await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['companies.manage', 'subscriptions.manage'] })],
      ['an admin without permissions', await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: [] })],
      ['its API key', await newApiKey(t, company.id, ownerAuth)],
    ];
    for (const [who, auth] of others) {
      const asked = await t.app.inject({ method: 'POST', url: url(company.id), headers: auth });
      expect(asked.statusCode, who).toBe(403);
      expect((await t.app.inject({ url: url(company.id), headers: auth })).statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: url(newId()), headers: ownerAuth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/companies/nope/exports', headers: ownerAuth })).statusCode).toBe(400);
  });

  it('downloads only for its owner, once', async () => {
    const { company, ownerAuth } = await newCompany(t);
    const started = await t.app.inject({ method: 'POST', url: url(company.id), headers: ownerAuth });
    await t.app.platform.jobs.runDue();
    const ready = (await t.app.inject({ url: url(company.id), headers: ownerAuth })).json().data[0];
    expect(ready.downloadUrl).toBe(`/api/me/exports/${started.json().id}/download`);
    for (const auth of [(await newCustomer(t)).auth, (await newEmployee(t, company.id, 'manager')).auth]) {
      expect((await t.app.inject({ url: ready.downloadUrl, headers: auth })).statusCode).toBe(404);
    }
    // Not among the owner's personal exports.
    expect((await t.app.inject({ url: '/api/me/exports', headers: ownerAuth })).json().data).toEqual([]);
    expect((await t.app.inject({ url: ready.downloadUrl, headers: ownerAuth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: ready.downloadUrl, headers: ownerAuth })).statusCode).toBe(410);
  });
});

describe('the plan\'s exports a month', () => {
  it('allows the Free plan one a month, one at a time, and the Growth plan more', async () => {
    const { company, ownerAuth } = await newCompany(t);
    const first = await t.app.inject({ method: 'POST', url: url(company.id), headers: ownerAuth });
    expect(first.statusCode).toBe(202);
    const busy = await t.app.inject({ method: 'POST', url: url(company.id), headers: ownerAuth });
    expect(busy.statusCode).toBe(409);
    await t.app.platform.jobs.runDue();
    const listed = (await t.app.inject({ url: url(company.id), headers: ownerAuth })).json();
    expect(listed.allowance).toEqual({ planName: 'Free', perMonth: 1, usedThisMonth: 1 });
    const refused = await t.app.inject({ method: 'POST', url: url(company.id), headers: ownerAuth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The Free plan allows 1 company data export a month; choose another plan for more');

    const [growth] = await t.app.database.db.select({ id: plans.id }).from(plans).where(eq(plans.code, 'growth'));
    await t.app.database.db.insert(subscriptions).values({ companyId: company.id, planId: growth!.id, status: 'active' });
    expect((await t.app.inject({ method: 'POST', url: url(company.id), headers: ownerAuth })).statusCode).toBe(202);
    await t.app.platform.jobs.runDue();
    expect((await t.app.inject({ url: url(company.id), headers: ownerAuth })).json().allowance).toEqual({ planName: 'Growth', perMonth: 10, usedThisMonth: 2 });
  });

  it('follows the allowance an admin sets on a plan: none, then two a month', async () => {
    const admin = await t.authHeader({ id: newId(), role: 'admin', permissions: ['subscriptions.manage'] });
    const limits = { employees: 2, widgets: 1, apiClients: 0, dashboardRangeDays: 90, companyExportsPerMonth: 0 };
    const created = await t.app.inject({
      method: 'POST', url: '/api/admin/plans', headers: admin,
      payload: { code: `exports-${seq++}-${Date.now()}`, name: 'No exports', priceCents: 100, currency: 'USD', interval: 'month', limits },
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json().plan;
    expect(plan.limits.companyExportsPerMonth).toBe(0);
    const { company, ownerAuth } = await newCompany(t);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/subscriptions/${company.id}`, headers: admin, payload: { planCode: plan.code } })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: url(company.id), headers: ownerAuth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^The No exports plan does not include company data exports/);

    const edited = await t.app.inject({ method: 'PATCH', url: `/api/admin/plans/${plan.id}`, headers: admin, payload: { limits: { ...limits, companyExportsPerMonth: 2 } } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: url(company.id), headers: ownerAuth })).statusCode).toBe(202);
    expect((await t.app.inject({ url: url(company.id), headers: ownerAuth })).json().allowance).toEqual({ planName: 'No exports', perMonth: 2, usedThisMonth: 1 });
  });
});
