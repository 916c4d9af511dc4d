// Search-as-you-type choice of one company (filing a complaint). Before anything is typed it offers the best-scored
// companies; typing asks the company search, debounced like the top bar's (an arrow key asks at once).
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import { SEARCH_DEBOUNCE_MS } from '@redress/contract/constants';
import { useState } from 'react';
import { useTopCompanies } from '../api/get-top-companies.ts';
import { useCompanySearch } from '../api/search-companies.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { CompanyLogo } from './company-logo.tsx';
import { TextField } from '../../../components/text-field.tsx';

export interface SelectedCompany { id: string; slug: string; name: string; logo: string | null; serviceOffered?: string | null }

export function CompanySelect({ value, onChange, label = 'Company', helperText, error }: {
  value: SelectedCompany | null;
  onChange: (next: SelectedCompany | null) => void;
  label?: string;
  helperText?: string;
  error?: boolean;
}) {
  const [input, setInput] = useState('');
  const typed = input.trim();
  const [asked, flush] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const searching = !!typed && typed !== value?.name;
  const search = useCompanySearch(searching ? asked : '');
  const top = useTopCompanies(8);
  const source = searching ? (asked ? search.data ?? [] : []) : top.data ?? [];
  const options: SelectedCompany[] = source.map((c) => ({ id: c.id, slug: c.slug, name: c.name, logo: c.logo, serviceOffered: c.serviceOffered }));
  if (value && !options.some((o) => o.id === value.id)) options.unshift(value);
  const loading = searching ? typed !== asked || search.isFetching : top.isPending;

  return (
    <Autocomplete
      value={value} options={options} inputValue={input}
      onInputChange={(_, v) => setInput(v)}
      onChange={(_, next) => onChange(next)}
      isOptionEqualToValue={(a, b) => a.id === b.id} getOptionLabel={(o) => o.name} filterOptions={(x) => x}
      loading={loading} loadingText="Searching…" noOptionsText={typed ? `No companies match “${typed}”` : 'Type a company name'}
      groupBy={searching ? undefined : () => 'Best scored'}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CompanyLogo name={o.name} logo={o.logo} size={32} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{o.name}</Box>
            {o.serviceOffered && <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{o.serviceOffered}</Box>}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params} label={label} helperText={helperText} error={error}
          onKeyDown={(e) => {
            if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && typed !== asked) flush();
          }}
        />
      )}
    />
  );
}
