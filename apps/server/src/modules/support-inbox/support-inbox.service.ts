// GET /business/support/search/{id}: what the company owes an answer to (decision 113).
import { buildListMeta, type SupportInboxQuery, type SupportInboxResponse } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import { findCatalogueItem } from '../companies/catalogue.repository.ts';
import { findCompanyRow, isUuid } from '../companies/companies.repository.ts';
import { canReadInbox } from './support-inbox.policy.ts';
import { presentInboxItem } from './support-inbox.presenter.ts';
import { listInbox, readsCompanyInPage, type InboxFilter } from './support-inbox.repository.ts';

export interface SupportInboxDeps {
  database: Pick<Database, 'db' | 'query'>;
  now: () => Date;
}

const DAY_MS = 86_400_000;
const dayStart = (d: string) => new Date(`${d}T00:00:00Z`);

/** The live company the caller may read the inbox of: 404 for none, 403 for anyone but its people and company admins. */
export async function loadCompanyFor(db: SupportInboxDeps['database']['db'], actor: Actor, id: string, allowed: (actor: Actor, companyId: string) => boolean, who: string) {
  const company = isUuid(id) ? await findCompanyRow(db, id) : undefined;
  if (!company || company.deletedAt) throw AppError.notFound('Company');
  if (!allowed(actor, company.id)) throw AppError.forbidden(who);
  return company;
}

const WHO = 'Only the company\'s owner and employees, and admins with companies.manage, read its support inbox';

export async function searchSupportInbox(deps: SupportInboxDeps, actor: Actor, companyRef: string, q: SupportInboxQuery): Promise<SupportInboxResponse> {
  const db = deps.database.db;
  const filter = (companyId: string, product?: InboxFilter['product']): InboxFilter => ({
    companyId, now: deps.now(), statuses: q.status, kinds: q.kind, product, overdue: q.overdue,
    from: q.from ? dayStart(q.from) : undefined, before: q.to ? new Date(dayStart(q.to).getTime() + DAY_MS) : undefined,
  });
  const respond = (companyId: string, { rows, total }: { rows: Awaited<ReturnType<typeof listInbox>>['rows']; total: number }) =>
    ({ data: rows.map((r) => presentInboxItem(r, actor, companyId)), meta: buildListMeta(q.page, q.size, total) });
  // The unfiltered inbox (and one of statuses and kinds): the company's check and the page in one statement (decision
  // 209), the same 404 and 403 after it, before anything of the page leaves.
  if (!q.product && isUuid(companyRef) && readsCompanyInPage(filter(companyRef))) {
    const companyId = companyRef.toLowerCase();
    const read = await listInbox(deps.database, filter(companyId), q.page, q.size);
    if (!read.live) throw AppError.notFound('Company');
    if (!canReadInbox(actor, companyId)) throw AppError.forbidden(WHO);
    return respond(companyId, read);
  }
  const company = await loadCompanyFor(db, actor, companyRef, canReadInbox, WHO);
  let product: { id: string; name: string } | undefined;
  if (q.product) {
    const item = await findCatalogueItem(db, 'product', q.product);
    const message = 'is not a product of this company';
    if (!item || item.companyId !== company.id) throw AppError.badRequest(`product: ${message}`, [{ field: 'product', message }]);
    product = { id: item.id, name: item.name };
  }
  return respond(company.id, await listInbox(deps.database, filter(company.id, product), q.page, q.size));
}
