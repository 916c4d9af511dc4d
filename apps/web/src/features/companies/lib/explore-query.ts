// The explore page's state lives in the URL with the spec's names (PageNumber, Filter, FilterByRating, SearchText),
// so every view can be shared, bookmarked and reached from the top bar's search.
import { COMPANY_PAGE_SIZE } from '@redress/contract/constants';

export interface ExploreQuery {
  PageNumber: number;
  Filter?: string;
  FilterByRating?: number;
  SearchText?: string;
}

/** Reads the URL leniently: anything out of range is dropped rather than sent on to fail. */
export function readExploreQuery(params: URLSearchParams): ExploreQuery {
  const page = Number(params.get('PageNumber'));
  const stars = Number(params.get('FilterByRating'));
  const filter = params.get('Filter')?.trim().slice(0, 80);
  const text = params.get('SearchText')?.trim().slice(0, 100);
  return {
    PageNumber: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    Filter: filter || undefined,
    FilterByRating: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : undefined,
    SearchText: text || undefined,
  };
}

/** The URL search string of a query; page 1 and empty filters are left out. */
export function writeExploreQuery(q: ExploreQuery): string {
  const params = new URLSearchParams();
  if (q.SearchText) params.set('SearchText', q.SearchText);
  if (q.Filter) params.set('Filter', q.Filter);
  if (q.FilterByRating) params.set('FilterByRating', String(q.FilterByRating));
  if (q.PageNumber > 1) params.set('PageNumber', String(q.PageNumber));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A change of filters starts again at page 1. */
export function withFilters(q: ExploreQuery, change: Partial<Omit<ExploreQuery, 'PageNumber'>>): ExploreQuery {
  return { ...q, ...change, PageNumber: 1 };
}

export const toListQuery = (q: ExploreQuery) => ({ ...q, PageSize: COMPANY_PAGE_SIZE });

export const hasFilters = (q: ExploreQuery) => !!(q.Filter || q.FilterByRating || q.SearchText);
