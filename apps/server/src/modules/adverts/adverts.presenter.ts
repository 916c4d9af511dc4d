// Advert rows as admins and pages see them: pages never get the advertiser's link, only the counting redirect.
import type { AdminAdvert, LiveAdvert } from '@redress/contract';
import type { AdvertRow } from './adverts.repository.ts';

export function presentLiveAdvert(row: AdvertRow): LiveAdvert {
  return { id: row.id, title: row.title, imageUrl: row.imageUrl, clickUrl: `/api/adverts/${row.id}/click`, placement: row.placement };
}

export function isLive(row: AdvertRow, now = new Date()): boolean {
  return row.active && (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now);
}

export function presentAdminAdvert(row: AdvertRow, now = new Date()): AdminAdvert {
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    placement: row.placement,
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    impressions: row.impressions,
    clicks: row.clicks,
    ctr: row.impressions > 0 ? Math.round((row.clicks / row.impressions) * 10_000) / 10_000 : 0,
    live: isLive(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
