import { z } from 'zod';

export const COMPLAINT_PAGE_SIZE = 20;
// Kept in constants.ts (no zod) so the explore page can use it without the schema library.
export { COMPANY_PAGE_SIZE } from './constants.ts';
export const MAX_PAGE_SIZE = 100;

/** The spec's list metadata. Page numbers start at 1; nextPage/prevPage are null at the ends. */
export const ListMetaSchema = z.object({
  hasNextPage: z.boolean(),
  nextPage: z.number().int().nullable(),
  numberOfPages: z.number().int(),
  prevPage: z.number().int().nullable(),
  status: z.string(),
  totalResults: z.number().int(),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ListMetaSchema });
}
/** What a `listResponseSchema(item)` answers: one page of items and its meta. */
export interface ListResponse<T> { data: T[]; meta: ListMeta }

/** `?page=&size=` as used by complaints, reviews, ratings and admin lists. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `size is at most ${MAX_PAGE_SIZE}`).default(COMPLAINT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function buildListMeta(page: number, size: number, totalResults: number, status = 'success'): ListMeta {
  const numberOfPages = Math.max(1, Math.ceil(totalResults / size));
  return {
    hasNextPage: page < numberOfPages,
    nextPage: page < numberOfPages ? page + 1 : null,
    numberOfPages,
    prevPage: page > 1 ? Math.min(page - 1, numberOfPages) : null,
    status,
    totalResults,
  };
}
