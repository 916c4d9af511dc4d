// Adverts (decision 128): admins with adverts.manage create, edit and delete them (audited); pages read the live ones.
import { AdvertInputSchema, type AdminAdvert, type AdminAdvertList, type AdvertInput, type AdvertPlacement, type LiveAdvertList } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Audit } from '../../platform/audit/index.ts';
import { presentAdminAdvert, presentLiveAdvert } from './adverts.presenter.ts';
import { countClick, deleteAdvert, findAdvert, insertAdvert, listAdverts, showLiveAdverts, updateAdvert, type AdvertRow, type NewAdvert } from './adverts.repository.ts';

export interface AdvertsDeps {
  database: Database;
  audit: Audit;
}

/** At most this many adverts share a placement on one page. */
export const LIVE_ADVERT_LIMIT = 3;

const auditable = (a: AdvertRow) => ({
  title: a.title, imageUrl: a.imageUrl, linkUrl: a.linkUrl, placement: a.placement, active: a.active,
  startsAt: a.startsAt?.toISOString() ?? null, endsAt: a.endsAt?.toISOString() ?? null, sortOrder: a.sortOrder,
});

function toValues(input: AdvertInput): NewAdvert {
  const a = AdvertInputSchema.parse(input);
  return {
    title: a.title, imageUrl: a.imageUrl, linkUrl: a.linkUrl, placement: a.placement, active: a.active,
    startsAt: a.startsAt ? new Date(a.startsAt) : null, endsAt: a.endsAt ? new Date(a.endsAt) : null, sortOrder: a.sortOrder,
  };
}

const who = (actor: Actor) => ({ id: actor.id, role: actor.role, companyId: null });

export async function listAdvertsForAdmin(deps: AdvertsDeps): Promise<AdminAdvertList> {
  const now = new Date();
  return { data: (await listAdverts(deps.database.db)).map((a) => presentAdminAdvert(a, now)) };
}

export async function createAdvert(deps: AdvertsDeps, actor: Actor, input: AdvertInput): Promise<AdminAdvert> {
  const values = toValues(input);
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await insertAdvert(tx, values);
    await deps.audit.record({ actor: who(actor), action: 'advert.create', entityType: 'advert', entityId: created.id, after: auditable(created) }, tx);
    return created;
  });
  return presentAdminAdvert(row);
}

export async function editAdvert(deps: AdvertsDeps, actor: Actor, id: string, input: AdvertInput): Promise<AdminAdvert> {
  const values = toValues(input);
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await findAdvert(tx, id);
    if (!before) throw AppError.notFound('Advert');
    const after = (await updateAdvert(tx, id, values))!;
    await deps.audit.record({ actor: who(actor), action: 'advert.update', entityType: 'advert', entityId: id, before: auditable(before), after: auditable(after) }, tx);
    return after;
  });
  return presentAdminAdvert(row);
}

export async function removeAdvert(deps: AdvertsDeps, actor: Actor, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const gone = await deleteAdvert(tx, id);
    if (!gone) throw AppError.notFound('Advert');
    await deps.audit.record({ actor: who(actor), action: 'advert.delete', entityType: 'advert', entityId: id, before: { ...auditable(gone), impressions: gone.impressions, clicks: gone.clicks } }, tx);
  });
}

/** The adverts a page shows now in a placement; each is counted as one impression. */
export async function liveAdverts(deps: AdvertsDeps, placement: AdvertPlacement): Promise<LiveAdvertList> {
  return { data: (await showLiveAdverts(deps.database.db, placement, LIVE_ADVERT_LIMIT)).map(presentLiveAdvert) };
}

/** Counts a click and answers the advertiser's address; 404 when the advert is not live. */
export async function clickAdvert(deps: AdvertsDeps, id: string): Promise<string> {
  const link = await countClick(deps.database.db, id);
  if (!link) throw AppError.notFound('Advert');
  return link;
}
