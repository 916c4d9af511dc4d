// The top bar's company search (spec sections 2 and 9): an ARIA 1.2 combobox that asks GET /company/search 1500 ms
// after the last keystroke (an arrow key asks at once), lists logo, name and score, and is driven by the keyboard:
// arrows move, Enter chooses (or, with no option active, searches all companies on the explore page), Escape closes.
// Choosing opens /admin/business/{id} for admins and /companies/explore/{slug} for everyone else. Plain elements
// only: it sits on every page, so it must stay small.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import type { CompanySearchResult } from '@redress/contract';
import { SEARCH_DEBOUNCE_MS } from '@redress/contract/constants';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useCompanySearch } from '../api/search-companies.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';


function Option({ company, id, active, onChoose }: { company: CompanySearchResult; id: string; active: boolean; onChoose: () => void }) {
  const rated = company.rating > 0;
  return (
    <Box
      component="li" id={id} role="option" aria-selected={active}
      // Keep the focus in the input, so the list does not close before the click lands.
      onMouseDown={(e) => e.preventDefault()} onClick={onChoose}
      sx={{
        display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1, cursor: 'pointer', borderLeft: 3,
        borderColor: active ? 'primary.main' : 'transparent', bgcolor: active ? 'action.selected' : undefined, '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ width: 32, height: 32, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'secondary.main', color: '#fff', display: 'grid', placeItems: 'center', fontSize: 13, fontWeight: 700 }}>
        {company.logo ? <img src={company.logo} alt="" width={32} height={32} loading="lazy" decoding="async" style={{ objectFit: 'cover' }} /> : company.name.slice(0, 1).toUpperCase()}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ fontWeight: 600, color: 'text.primary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {company.name}{company.companyVerified && <Box component="span" sx={visuallyHidden}>, verified</Box>}
        </Box>
        {company.serviceOffered && <Box sx={{ fontSize: 13, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{company.serviceOffered}</Box>}
      </Box>
      <Box sx={{ fontSize: 14, fontWeight: 600, whiteSpace: 'nowrap', color: rated ? 'text.primary' : 'text.secondary' }}>
        {rated ? <><span aria-hidden style={{ color: '#e69b00' }}>★ </span>{company.rating.toFixed(1)}<Box component="span" sx={visuallyHidden}> out of 5</Box></> : 'Not rated'}
      </Box>
    </Box>
  );
}

/**
 * `label` and `inputLabel` name the search landmark and its box (a page with a second search gives both their own); `large` is the home page's
 * central search. The form also works as plain HTML (GET /companies/explore?SearchText=) before the app has hydrated.
 */
export function CompanySearch({ autoFocus = false, onDone, label = 'Companies', inputLabel = 'Search companies', large = false }: {
  autoFocus?: boolean; onDone?: () => void; label?: string; inputLabel?: string; large?: boolean;
}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const uid = useId();
  const listId = `${uid}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const [asked, flush] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useCompanySearch(asked);
  const options = typed && asked ? search.data ?? [] : [];
  const pending = typed !== asked || search.isFetching;
  const expanded = open && typed.length > 0;

  useEffect(() => setActive(-1), [asked]);

  const done = () => {
    setText('');
    setActive(-1);
    setOpen(false);
    inputRef.current?.blur();
    onDone?.();
  };
  const choose = (c: CompanySearchResult) => {
    navigate(user?.profileType === 'admin' ? paths.admin.businessOne(c.id) : paths.company(c.slug));
    done();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (expanded && active >= 0 && options[active]) return choose(options[active]);
    navigate(typed ? `${paths.explore}?SearchText=${encodeURIComponent(typed)}` : paths.explore);
    done();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (typed !== asked) flush();
      if (!options.length) return;
      const n = options.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) setText('');
    }
  };

  let status: string;
  if (options.length) status = `${options.length} compan${options.length === 1 ? 'y' : 'ies'} found. Use the arrow keys to choose one.`;
  else if (pending) status = 'Searching…';
  else if (search.isError) status = 'Search is not available just now. Press Enter to search all companies.';
  else status = `No companies match “${typed}”. Press Enter to search all companies.`;

  return (
    <Box component="form" role="search" aria-label={label} action={paths.explore} method="get" onSubmit={submit} sx={{ position: 'relative', width: '100%' }}>
      <Box sx={{ position: 'relative', color: 'text.secondary' }}>
        <SearchIcon aria-hidden sx={{ position: 'absolute', left: large ? 14 : 10, top: large ? 16 : 8 }} />
        <Box
          component="input" ref={inputRef} type="text" name="SearchText" value={text} autoFocus={autoFocus} autoComplete="off" spellCheck={false}
          role="combobox" aria-label={inputLabel} aria-autocomplete="list" aria-expanded={expanded} aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder="Search companies" enterKeyHint="search"
          onChange={(e: FormEvent<HTMLInputElement>) => {
            setText(e.currentTarget.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)} onBlur={() => setOpen(false)} onKeyDown={onKeyDown}
          sx={{
            width: '100%', height: large ? 56 : 40, pl: large ? 6 : 5, pr: 1.5, font: 'inherit', fontSize: large ? 18 : 16, color: 'text.primary', bgcolor: 'background.paper',
            border: 1, borderColor: 'grey.400', borderRadius: 2, outline: 'none',
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
            '&:hover': { borderColor: 'text.primary' },
            '&:focus-visible': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 2px ${t.palette.primary.main}` },
          }}
        />
      </Box>
      <Box
        component="ul" id={listId} role="listbox" aria-label="Companies found" hidden={!expanded || !options.length}
        sx={{ position: 'absolute', zIndex: (t) => t.zIndex.modal, top: large ? 60 : 44, left: 0, right: 0, m: 0, p: 0, py: 0.5, listStyle: 'none', bgcolor: 'background.paper', boxShadow: 8, borderRadius: 2, maxHeight: '60vh', overflowY: 'auto' }}
      >
        {options.map((c, i) => <Option key={c.id} id={`${listId}-${i}`} company={c} active={i === active} onChoose={() => choose(c)} />)}
      </Box>
      {expanded && !options.length && (
        <Box aria-hidden sx={{ position: 'absolute', zIndex: (t) => t.zIndex.modal, top: large ? 60 : 44, left: 0, right: 0, px: 2, py: 1.5, bgcolor: 'background.paper', boxShadow: 8, borderRadius: 2, fontSize: 14, color: 'text.secondary' }}>
          {status}
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>{expanded ? status : ''}</Box>
    </Box>
  );
}
