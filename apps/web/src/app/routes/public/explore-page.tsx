// /companies/explore: every company as a rating card, best score first, with category, minimum-rating and text
// filters kept in the URL (PageNumber, Filter, FilterByRating, SearchText) and 16 cards a page.
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { COMPANY_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@redress/contract/constants';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { countText, LoadFailed, pageItemLabel } from '../../../components/list-parts.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCategories } from '../../../api/companies.ts';
import { useCompanies } from '../../../features/companies/api/get-companies.ts';
import { cardGridSx, RatingCard, RatingCardSkeleton } from '../../../features/companies/components/rating-card.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useScrollToTopOnChange } from '../../../lib/use-scroll-to-top.ts';
import {
  hasFilters, readExploreQuery, toListQuery, withFilters, writeExploreQuery, type ExploreQuery,
} from '../../../features/companies/lib/explore-query.ts';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';

const RATING_OPTIONS = [
  { value: '', label: 'Any rating' },
  { value: '4', label: '4 stars and up' },
  { value: '3', label: '3 stars and up' },
  { value: '2', label: '2 stars and up' },
  { value: '1', label: '1 star and up' },
];

/** The search box: the URL follows it 1500 ms after typing stops, or at once on Enter. */
function SearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [settled, flush] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The top bar can change the URL's SearchText while this page is open.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settled !== value) onSearch(settled);
    // Only a settled change of the text searches; a new URL value is taken in above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    flush();
    if (text.trim() !== value) onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" aria-label="Filter companies" onSubmit={submit} sx={{ flex: '2 1 240px' }}>
      <TextField
        fullWidth size="small" label="Search by name" type="search" value={text} onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100, enterKeyHint: 'search' } }}
      />
    </Box>
  );
}

export default function ExplorePage() {
  usePageTitle('Explore companies');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readExploreQuery(params);
  const companies = useCompanies(toListQuery(query));
  const categories = useCategories();
  const go = (next: ExploreQuery, replace = false) => navigate({ search: writeExploreQuery(next) }, { replace });
  const setFilters = (change: Partial<Omit<ExploreQuery, 'PageNumber'>>, replace = false) => go(withFilters(query, change), replace);

  useScrollToTopOnChange(query.PageNumber);

  const data = companies.data;
  const pages = data?.numberOfPages ?? 1;
  const categoryKnown = !query.Filter || !categories.data || categories.data.some((c) => c.name === query.Filter);

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Explore companies</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Scores come from customers' ratings and reviews. Open a company to see how it answers complaints.</Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SearchField value={query.SearchText ?? ''} onSearch={(text) => setFilters({ SearchText: text || undefined }, true)} />
        <NativeSelectField
          size="small" label="Category" value={categoryKnown ? query.Filter ?? '' : ''} sx={{ flex: '1 1 180px' }}
          // Native selects: lighter than the menu popover, and the phone's own picker.
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => setFilters({ Filter: e.target.value || undefined })}
        >
          <option value="">All categories</option>
          {(categories.data ?? []).map((c) => <option key={c.id} value={c.name}>{c.name}</option>)}
        </NativeSelectField>
        <NativeSelectField
          size="small" label="Minimum rating" value={query.FilterByRating ? String(query.FilterByRating) : ''} sx={{ flex: '1 1 160px' }}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => setFilters({ FilterByRating: e.target.value ? Number(e.target.value) : undefined })}
        >
          {RATING_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelectField>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 36, mb: 2 }}>
        <Typography role="status" color="text.secondary">
          {data ? countText(data.totalResults, ['company', 'companies'], query.PageNumber, pages) : ''}
        </Typography>
        {hasFilters(query) && <Button onClick={() => go({ PageNumber: 1 })}>Clear filters</Button>}
      </Box>

      {companies.isError && !data ? (
        <LoadFailed error={companies.error} fallback="The companies could not be loaded." onRetry={() => void companies.refetch()} />
      ) : companies.isPending ? (
        <Box sx={cardGridSx} role="status" aria-busy="true" aria-label="Loading companies">
          {Array.from({ length: COMPANY_PAGE_SIZE }, (_, i) => <RatingCardSkeleton key={i} />)}
        </Box>
      ) : data && data.companies.length === 0 ? (
        <EmptyState
          icon={<SearchOffOutlined />} title={hasFilters(query) ? 'No companies match' : 'No companies yet'}
          action={(
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
              {hasFilters(query) && <Button variant="outlined" onClick={() => go({ PageNumber: 1 })}>Clear filters</Button>}
              <Button component={RouterLink} to={paths.companyCreate} variant="contained">Add a company</Button>
            </Box>
          )}
        >
          {hasFilters(query) ? 'Try another spelling, another category or a lower rating. Not on Redress yet? Add it, and be the first to rate it.' : 'Add the first company and be the first to rate it.'}
        </EmptyState>
      ) : data ? (
        <>
          <Box component="ul" aria-label="Companies" sx={{ ...cardGridSx, listStyle: 'none', m: 0, p: 0, opacity: companies.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {data.companies.map((c) => <li key={c.id}><RatingCard company={c} to={paths.company(c.slug)} /></li>)}
          </Box>
          {pages > 1 && (
            <Box component="nav" aria-label="Pages" sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
              <Pagination
                page={Math.min(query.PageNumber, pages)} count={pages} shape="rounded" siblingCount={0}
                getItemAriaLabel={pageItemLabel}
                renderItem={(item) => (
                  <PaginationItem component={RouterLink} to={{ search: writeExploreQuery({ ...query, PageNumber: item.page ?? 1 }) }} {...item} />
                )}
              />
            </Box>
          )}
        </>
      ) : null}
    </>
  );
}
