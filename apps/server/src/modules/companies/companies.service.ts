// Companies: creation (business sign-up for now; profiles, explore and search arrive with the companies issue).
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { startCompanyStats } from '../stats/stats.service.ts';
import { findCompanyByEmailOrName, insertCompany, slugsLike, type CompanyRow } from './companies.repository.ts';

export function slugify(name: string) {
  const base = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return base || 'company';
}

async function uniqueSlug(tx: DbOrTx, name: string) {
  const base = slugify(name);
  const taken = new Set(await slugsLike(tx, base));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** A duplicate name or e-mail is a 409 naming the field. */
export async function assertCompanyIsNew(tx: DbOrTx, input: { name: string; email: string }, fields = { name: 'name', email: 'email' }) {
  const clashes = await findCompanyByEmailOrName(tx, input.email, input.name);
  const details = [];
  if (clashes.some((c) => c.email.toLowerCase() === input.email.toLowerCase())) details.push({ field: fields.email, message: 'is already used by another company' });
  if (clashes.some((c) => c.name.toLowerCase() === input.name.toLowerCase())) details.push({ field: fields.name, message: 'is already on Redress: claim that profile instead' });
  if (details.length) throw AppError.conflict(`${details[0]!.field}: ${details[0]!.message}`, details);
}

export async function createCompany(
  tx: DbOrTx,
  input: { name: string; email: string; contactNumber?: string | null; ownerUserId: string | null },
  fields?: { name: string; email: string },
): Promise<CompanyRow> {
  await assertCompanyIsNew(tx, input, fields);
  const company = await insertCompany(tx, {
    name: input.name.trim(),
    slug: await uniqueSlug(tx, input.name),
    email: input.email,
    contactNumber: input.contactNumber ?? null,
    organizationName: input.name.trim(),
    ownerUserId: input.ownerUserId,
  });
  await startCompanyStats(tx, company.id);
  return company;
}
