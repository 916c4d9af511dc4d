import { describe, expect, it } from 'vitest';
import { COMPANY_PAGE_SIZE, COMPLAINT_PAGE_SIZE, MAX_PAGE_SIZE } from '@redress/contract';
import { companyPageStatementName } from '../modules/companies/companies.repository.ts';
import { cardStatementName } from '../modules/complaints/complaints.repository.ts';
import { MAX_STATEMENT_NAME, NAMED_PAGES } from './prepared.ts';

// PostgreSQL keeps a plan for every named statement on every connection: the names a list makes must be a small,
// fixed set, whatever page sizes and page numbers callers send.
describe('named list statements', () => {
  const shapes = [{ category: false, rating: false }, { category: true, rating: false }, { category: false, rating: true }, { category: true, rating: true }];

  it('explore names its first pages at the default page size, one name per filter shape and page', () => {
    const names = new Set<string>();
    for (const shape of shapes) {
      for (let page = 1; page <= 50; page++) {
        for (let size = 1; size <= MAX_PAGE_SIZE; size++) {
          const name = companyPageStatementName(shape, page, size);
          if (name) names.add(name);
        }
      }
    }
    expect(names.size).toBe(shapes.length * NAMED_PAGES);
    expect(companyPageStatementName(shapes[0]!, 2, COMPANY_PAGE_SIZE)).toBe(`companies_list__${COMPANY_PAGE_SIZE}_${COMPANY_PAGE_SIZE}`);
    expect(companyPageStatementName(shapes[3]!, 1, COMPANY_PAGE_SIZE)).toBe(`companies_list_cr_${COMPANY_PAGE_SIZE}_0`);
    expect(companyPageStatementName(shapes[0]!, 1, COMPANY_PAGE_SIZE + 1)).toBeUndefined();
    expect(companyPageStatementName(shapes[0]!, NAMED_PAGES + 1, COMPANY_PAGE_SIZE)).toBeUndefined();
  });

  it('complaint lists name their first pages at the default page size, never a search', () => {
    const names = new Set<string>();
    for (let page = 1; page <= 50; page++) {
      for (let size = 1; size <= MAX_PAGE_SIZE; size++) {
        const name = cardStatementName('cu_own_customer_total', page, size, false);
        if (name) names.add(name);
        expect(cardStatementName('cu_own_customer_total', page, size, true)).toBeUndefined();
      }
    }
    expect(names.size).toBe(NAMED_PAGES);
    expect(cardStatementName('all_platform_total', 3, COMPLAINT_PAGE_SIZE, false)).toBe(`complaint_cards_all_platform_total_${COMPLAINT_PAGE_SIZE}_${2 * COMPLAINT_PAGE_SIZE}`);
  });

  it('a long list shape still gets a distinct name per page within PostgreSQL\'s 63 characters', () => {
    // A company's complaints filtered by status: cut at 63 characters, its pages' names were one and the same, and the
    // second page's statement collided with the first's on a connection.
    const shape = 'co_company_company_complaints_totalsubmitted_ck';
    const names = Array.from({ length: NAMED_PAGES }, (_, i) => cardStatementName(shape, i + 1, COMPLAINT_PAGE_SIZE, false)!);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(MAX_STATEMENT_NAME);
    expect(new Set(names).size).toBe(NAMED_PAGES);
    expect(new Set(names.map((n) => n.slice(0, MAX_STATEMENT_NAME))).size).toBe(NAMED_PAGES);
  });
});
