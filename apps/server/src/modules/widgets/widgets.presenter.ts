// Widget rows -> the DTO, with the address to embed and the snippet a company pastes into its own site.
import type { Widget, WidgetKind, WidgetTheme } from '@redress/contract';
import { WIDGET_KINDS, WIDGET_REVIEWS_MAX, WIDGET_THEMES } from '@redress/contract';
import type { WidgetRow } from './widgets.repository.ts';

export interface WidgetSettings {
  kind: WidgetKind;
  theme: WidgetTheme;
  reviewCount: number;
}

/** A row's settings, read defensively: the config column is free-form JSON. */
export function settingsOf(row: WidgetRow): WidgetSettings {
  const kind = (WIDGET_KINDS as readonly string[]).includes(row.kind) ? (row.kind as WidgetKind) : 'score';
  const theme = (WIDGET_THEMES as readonly string[]).includes(String(row.config.theme)) ? (row.config.theme as WidgetTheme) : 'light';
  const n = Number(row.config.reviewCount);
  return { kind, theme, reviewCount: kind === 'score' ? 0 : Number.isInteger(n) && n >= 0 && n <= 5 ? n : 3 };
}

export interface WidgetPreview { kind?: WidgetKind; theme?: WidgetTheme; reviews?: number }

/**
 * The settings an owner is trying before saving (`?kind=&theme=&reviews=` on the embed, for the settings page's
 * preview): the valid ones, or undefined when there are none (anything else is ignored, as on any HTML page).
 */
export function previewQuery(query: Record<string, unknown>): WidgetPreview | undefined {
  const p: WidgetPreview = {};
  if ((WIDGET_KINDS as readonly unknown[]).includes(query.kind)) p.kind = query.kind as WidgetKind;
  if ((WIDGET_THEMES as readonly unknown[]).includes(query.theme)) p.theme = query.theme as WidgetTheme;
  const n = Number(query.reviews);
  if (typeof query.reviews === 'string' && Number.isInteger(n) && n >= 1 && n <= WIDGET_REVIEWS_MAX) p.reviews = n;
  return Object.keys(p).length ? p : undefined;
}

/** A saved widget's settings with a preview's choices over them. The data shown stays the public data. */
export function previewOf(saved: WidgetSettings, p: WidgetPreview): WidgetSettings {
  const kind = p.kind ?? saved.kind;
  return { kind, theme: p.theme ?? saved.theme, reviewCount: kind === 'score' ? 0 : p.reviews ?? (saved.reviewCount || 3) };
}

/** The iframe's height: the badge, plus room for each review. */
export const embedHeight = (s: WidgetSettings) => 132 + (s.kind === 'reviews' ? s.reviewCount * 118 : 0);

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function presentWidget(row: WidgetRow, ctx: { publicUrl: string; brandName: string; companyName: string }): Widget {
  const s = settingsOf(row);
  const base = ctx.publicUrl.replace(/\/$/, '');
  const embedUrl = `${base}/embed/${row.compressedUrl}`;
  // The height is where it starts (and stays, where scripts are blocked); the loader then fits it to the widget.
  const snippet = `<iframe src="${attr(embedUrl)}" title="${attr(`${ctx.companyName} on ${ctx.brandName}`)}" width="360" height="${embedHeight(s)}" `
    + `style="border:0;max-width:100%" loading="lazy"></iframe><script src="${attr(`${base}/embed.js`)}" async></script>`;
  return {
    id: row.id,
    companyId: row.companyId,
    compressedUrl: row.compressedUrl,
    kind: s.kind,
    theme: s.theme,
    reviewCount: s.reviewCount,
    embedUrl,
    snippet,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
