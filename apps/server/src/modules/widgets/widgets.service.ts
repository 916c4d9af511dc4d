// Widget use-cases (decision 116): the company's owner saves and changes its widgets within the plan's allowance; anyone
// reads a widget (it is public by design) and its embed, which shows the company's live score and latest public reviews.
import { randomBytes } from 'node:crypto';
import type { SaveWidgetRequest, UpdateWidgetRequest, Widget, WidgetList } from '@redress/contract';
import { SaveWidgetRequestSchema, UpdateWidgetRequestSchema } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Audit } from '../../platform/audit/index.ts';
import { findCompanyPlan } from '../billing/plans.repository.ts';
import { assertRoomFor, limitOf } from '../billing/plan-limits.ts';
import { findCompanyCard, findCompanyRow } from '../companies/companies.repository.ts';
import { listCompanyReviews } from '../reviews/reviews.service.ts';
import { canManageWidgets } from './widgets.policy.ts';
import { presentWidget, previewOf, settingsOf, type WidgetPreview, type WidgetSettings } from './widgets.presenter.ts';
import * as repo from './widgets.repository.ts';

export interface WidgetsDeps {
  database: Database;
  audit: Audit;
  publicUrl: string;
  brandName: string;
  now: () => Date;
}

async function ownedCompany(deps: Pick<WidgetsDeps, 'database'>, actor: Actor, companyId: string) {
  const company = await findCompanyRow(deps.database.db, companyId);
  if (!company || company.deletedAt) throw AppError.notFound('Company');
  if (!canManageWidgets(actor, company)) throw AppError.forbidden('Only the company\'s owner manages its widgets');
  return company;
}

const ctxOf = (deps: WidgetsDeps, companyName: string) => ({ publicUrl: deps.publicUrl, brandName: deps.brandName, companyName });
const configOf = (s: { theme: string; reviewCount: number; kind: string }) => ({ theme: s.theme, reviewCount: s.kind === 'score' ? 0 : s.reviewCount });

export async function saveWidget(deps: WidgetsDeps, actor: Actor, input: SaveWidgetRequest): Promise<Widget> {
  const s = SaveWidgetRequestSchema.parse(input);
  const company = await ownedCompany(deps, actor, s.companyId);
  const row = await deps.database.db.transaction(async (tx) => {
    await repo.lockCompanyWidgets(tx, company.id);
    assertRoomFor(await findCompanyPlan(tx, company.id), 'widgets', await repo.countCompanyWidgets(tx, company.id));
    const inserted = await repo.insertWidget(tx, {
      companyId: company.id, compressedUrl: randomBytes(8).toString('base64url'), kind: s.kind, config: configOf(s), createdAt: deps.now(), updatedAt: deps.now(),
    });
    await deps.audit.record({ actor, action: 'widget.create', entityType: 'widget', entityId: inserted.id, companyId: company.id, after: { kind: s.kind, ...configOf(s) } }, tx);
    return inserted;
  });
  return presentWidget(row, ctxOf(deps, company.name));
}

export async function updateCompanyWidget(deps: WidgetsDeps, actor: Actor, companyId: string, input: UpdateWidgetRequest): Promise<Widget> {
  const s = UpdateWidgetRequestSchema.parse(input);
  const company = await ownedCompany(deps, actor, companyId);
  const existing = await repo.findWidgetById(deps.database.db, s.widgetId);
  if (!existing) throw AppError.notFound('Widget');
  if (existing.companyId !== company.id) throw AppError.forbidden('This widget belongs to another company');
  const row = await deps.database.db.transaction(async (tx) => {
    const updated = await repo.updateWidget(tx, existing.id, company.id, { kind: s.kind, config: configOf(s) }, deps.now());
    if (!updated) throw AppError.notFound('Widget');
    await deps.audit.record({
      actor, action: 'widget.update', entityType: 'widget', entityId: existing.id, companyId: company.id,
      before: { kind: existing.kind, ...existing.config }, after: { kind: s.kind, ...configOf(s) },
    }, tx);
    return updated;
  });
  return presentWidget(row, ctxOf(deps, company.name));
}

export async function listWidgets(deps: WidgetsDeps, actor: Actor, companyId: string): Promise<WidgetList> {
  const company = await ownedCompany(deps, actor, companyId);
  const [rows, plan] = await Promise.all([repo.listCompanyWidgets(deps.database.db, company.id), findCompanyPlan(deps.database.db, company.id)]);
  return { data: rows.map((r) => presentWidget(r, ctxOf(deps, company.name))), limit: limitOf(plan, 'widgets'), planName: plan.name };
}

async function presentPublic(deps: WidgetsDeps, row: repo.WidgetRow | undefined): Promise<Widget> {
  const company = row ? await findCompanyRow(deps.database.db, row.companyId) : undefined;
  if (!row || !company || company.deletedAt) throw AppError.notFound('Widget');
  return presentWidget(row, ctxOf(deps, company.name));
}

export const getWidgetById = async (deps: WidgetsDeps, id: string) => presentPublic(deps, await repo.findWidgetById(deps.database.db, id));
export const getWidgetByCode = async (deps: WidgetsDeps, code: string) => presentPublic(deps, await repo.findWidgetByCode(deps.database.db, code));

export interface EmbedReview {
  stars: number;
  title: string;
  text: string;
  author: string;
  createdAt: string;
}

export interface EmbedView {
  settings: WidgetSettings;
  companyName: string;
  companyUrl: string;
  /** The public score, 0-5 (0 = not rated yet). */
  score: number;
  reviewCount: number;
  reviews: EmbedReview[];
  brandName: string;
}

/** What an embed shows: the company's live score, its public review count and latest public reviews (anonymous ones by 'Anonymous'). */
export async function loadEmbed(deps: WidgetsDeps, code: string, preview?: WidgetPreview): Promise<EmbedView | undefined> {
  const row = await repo.findWidgetByCode(deps.database.db, code);
  if (!row) return undefined;
  const card = await findCompanyCard(deps.database.db, row.companyId);
  if (!card || card.company.deletedAt) return undefined;
  const settings = preview ? previewOf(settingsOf(row), preview) : settingsOf(row);
  // Signed out (actor null): the public list, where the reviews presenter decides anonymous authors and hidden reviews.
  const list = await listCompanyReviews(deps, null, row.companyId, { page: 1, size: Math.max(settings.reviewCount, 1), sort: 'newest' });
  return {
    settings,
    companyName: card.company.name,
    companyUrl: `${deps.publicUrl.replace(/\/$/, '')}/companies/explore/${encodeURIComponent(card.company.slug)}`,
    score: Math.round((card.stats?.score ?? 0) * 10) / 10,
    reviewCount: list.meta.totalResults,
    reviews: list.data.slice(0, settings.reviewCount).map((r) => ({
      stars: r.rating, title: r.review, text: r.description, author: r.reviewCustomerDto.customerName, createdAt: r.createdAt,
    })),
    brandName: deps.brandName,
  };
}
