// Search-as-you-type multi select of 2 to 4 companies for the comparison. Before anything is typed it offers the
// best-scored companies; typing asks the company search (debounced like the top bar's, an arrow key asks at once).
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { COMPARE_MAX } from '@redress/contract/constants';
import { SEARCH_DEBOUNCE_MS } from '@redress/contract/constants';
import { useMemo, useState } from 'react';
import { useCompanySearch } from '../api/search-companies.ts';
import { useTopCompanies } from '../api/get-top-companies.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { formatScore } from '../lib/metrics.ts';
import { CompanyLogo } from './company-logo.tsx';
import { TextField } from '../../../components/text-field.tsx';

export interface PickedCompany { slug: string; name: string; logo: string | null; rating: number | null }

const same = (a: PickedCompany, b: PickedCompany) => a.slug.toLowerCase() === b.slug.toLowerCase();

export function CompanyPicker({ value: given, onChange }: { value: PickedCompany[]; onChange: (next: PickedCompany[]) => void }) {
  // Autocomplete clears what is typed whenever its value changes by reference ('reset'); callers build the list anew on
  // every render, so the value is kept while the same companies are shown, or each keystroke would be wiped at once.
  const valueKey = given.map((c) => `${c.slug}\u0000${c.name}\u0000${c.logo ?? ''}\u0000${c.rating ?? ''}`).join('\u0001');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the value's content
  const value = useMemo(() => given, [valueKey]);
  const [input, setInput] = useState('');
  const typed = input.trim();
  const [asked, flush] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useCompanySearch(asked);
  const top = useTopCompanies(8);
  const full = value.length >= COMPARE_MAX;
  const source = typed ? (asked ? search.data ?? [] : []) : top.data ?? [];
  const options: PickedCompany[] = source.map((c) => ({ slug: c.slug, name: c.name, logo: c.logo, rating: c.rating }));
  const loading = typed ? typed !== asked || search.isFetching : top.isPending;

  return (
    <Autocomplete
      // What is typed stays until a company is picked: MUI would otherwise clear it whenever it judged the field not
      // focused, as it did for text typed while a server-rendered page was handing over to the app.
      multiple filterSelectedOptions clearOnBlur={false} value={value} options={options} inputValue={input}
      onInputChange={(_, v, reason) => setInput(reason === 'reset' ? '' : v)}
      onChange={(_, next) => onChange(next.slice(0, COMPARE_MAX))}
      isOptionEqualToValue={same} getOptionLabel={(o) => o.name} filterOptions={(x) => x}
      getOptionDisabled={() => full} loading={loading}
      loadingText="Searching…" noOptionsText={typed ? `No companies match “${typed}”` : 'Type a company name'}
      groupBy={typed ? undefined : () => 'Best scored'}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CompanyLogo name={o.name} logo={o.logo} size={32} />
          <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{o.name}</Box>
          {o.rating !== null && <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}><span aria-hidden>★ </span>{formatScore(o.rating)}</Box>}
        </Box>
      )}
      renderValue={(picked, getItemProps) => picked.map((o, index) => {
        const { key, ...props } = getItemProps({ index });
        return <Chip key={key} {...props} label={o.name} avatar={<CompanyLogo name={o.name} logo={o.logo} size={24} />} />;
      })}
      renderInput={(params) => (
        <TextField
          {...params} label="Companies to compare"
          helperText={full ? `That is the most: ${COMPARE_MAX} companies. Remove one to add another.` : `Choose 2 to ${COMPARE_MAX} companies.`}
          onKeyDown={(e) => {
            if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && typed !== asked) flush();
          }}
        />
      )}
    />
  );
}
