// Products and services of a company: listed publicly, added and removed by the owner or a company admin (audited).
import type { CreateProductRequest, ListMeta, Product } from '@redress/contract';
import { buildListMeta } from '@redress/contract';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../lib/tokens.ts';
import { canManageCatalogue } from './companies.policy.ts';
import { findCompanyRow } from './companies.repository.ts';
import type { CompaniesDeps } from './companies.service.ts';
import { deleteCatalogueItem, findCatalogueItem, insertCatalogueItem, listCatalogue, type CatalogueKind, type CatalogueRow } from './catalogue.repository.ts';

export const CATALOGUE_COUNT_CAP = 10_000;
const label = (kind: CatalogueKind) => (kind === 'product' ? 'Product' : 'Service');

const present = (row: CatalogueRow): Product => ({
  id: row.id, companyId: row.companyId, name: row.name, description: row.description, image: row.image, createdAt: row.createdAt.toISOString(),
});

export async function createCatalogueItem(deps: CompaniesDeps, kind: CatalogueKind, actor: Actor, input: CreateProductRequest & { name: string }) {
  const companyId = input.companyId ?? actor.companyId;
  if (!companyId) throw AppError.badRequest('companyId: is required', [{ field: 'companyId', message: 'is required' }]);
  const company = await findCompanyRow(deps.database.db, companyId);
  if (!company) throw AppError.notFound('Company');
  if (!canManageCatalogue(actor, company)) throw AppError.forbidden(`Only the company's owner, its managers or an admin may add a ${kind}`);
  const row = await deps.database.db.transaction(async (tx) => {
    const item = await insertCatalogueItem(tx, kind, { companyId: company.id, name: input.name, description: input.description ?? null, image: input.image ?? null });
    await deps.audit.record({ actor, action: `${kind}.create`, entityType: kind, entityId: item.id, companyId: company.id, after: { name: item.name, description: item.description, image: item.image } }, tx);
    return item;
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw AppError.conflict(`name: the company already lists a ${kind} with this name`, [{ field: 'name', message: `is already one of the company's ${kind}s` }]);
    throw err;
  });
  return { returnId: row.id, [kind]: present(row) } as { returnId: string } & Record<CatalogueKind, Product>;
}

export async function listCatalogueItems(deps: CompaniesDeps, kind: CatalogueKind, q: { page: number; size: number; companyId?: string; search?: string }): Promise<{ data: Product[]; meta: ListMeta }> {
  const { rows, total } = await listCatalogue(deps.database.db, kind, { companyId: q.companyId, search: q.search || undefined }, q.page, q.size, CATALOGUE_COUNT_CAP);
  return { data: rows.map(present), meta: buildListMeta(q.page, q.size, total) };
}

export async function listCompanyCatalogue(deps: CompaniesDeps, kind: CatalogueKind, ref: string, page: number, size: number) {
  const company = await findCompanyRow(deps.database.db, ref);
  if (!company) throw AppError.notFound('Company');
  return listCatalogueItems(deps, kind, { page, size, companyId: company.id });
}

export async function deleteCatalogueItemById(deps: CompaniesDeps, kind: CatalogueKind, actor: Actor, id: string): Promise<{ message: string }> {
  const item = await findCatalogueItem(deps.database.db, kind, id);
  if (!item) throw AppError.notFound(label(kind));
  const company = await findCompanyRow(deps.database.db, item.companyId);
  if (!company) throw AppError.notFound(label(kind));
  if (!canManageCatalogue(actor, company)) throw AppError.forbidden(`Only the company's owner, its managers or an admin may remove a ${kind}`);
  await deps.database.db.transaction(async (tx) => {
    await deleteCatalogueItem(tx, kind, item.id);
    await deps.audit.record({ actor, action: `${kind}.delete`, entityType: kind, entityId: item.id, companyId: company.id, before: { name: item.name, description: item.description, image: item.image } }, tx);
  });
  return { message: `${label(kind)} deleted` };
}
