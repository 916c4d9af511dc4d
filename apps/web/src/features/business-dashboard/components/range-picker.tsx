// The dashboard's date range: the last 7, 30 or 90 days, or two chosen days. What the plan refuses is refused here
// too, before asking the server; the server's own refusal is shown by the page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type FormEvent } from 'react';
import { DASHBOARD_PRESET_DAYS } from '@redress/contract/business-dashboard';
import { TextField } from '../../../components/text-field.tsx';
import { rangeProblem } from '../lib/dashboard-format.ts';

export type RangeChoice = { preset: number } | { startDate: string; endDate: string };

interface Props {
  value: RangeChoice;
  today: string;
  /** The plan's history in days (null: unlimited). */
  planDays: number | null;
  planName: string;
  onChange: (next: RangeChoice) => void;
}

export function RangePicker({ value, today, planDays, planName, onChange }: Props) {
  const isCustom = !('preset' in value);
  const [custom, setCustom] = useState(isCustom);
  const [start, setStart] = useState('startDate' in value ? value.startDate : '');
  const [end, setEnd] = useState('endDate' in value ? value.endDate : today);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  const earliest = planDays === null ? undefined : new Date(Date.parse(`${today}T00:00:00Z`) - (planDays - 1) * 86_400_000).toISOString().slice(0, 10);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const p = rangeProblem(start, end, today, planDays, planName);
    setProblem(p);
    if (!p) onChange({ startDate: start, endDate: end });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Date range"
        value={custom ? 'custom' : 'preset' in value ? String(value.preset) : 'custom'}
        onChange={(_e, v: string | null) => {
          if (v === null) return;
          if (v === 'custom') { setCustom(true); return; }
          setCustom(false);
          setProblem(null);
          onChange({ preset: Number(v) });
        }}
        color="primary"
        sx={{
          flexWrap: 'wrap',
          bgcolor: 'background.paper',
          alignSelf: 'flex-start',
          '& .MuiToggleButton-root:not(.Mui-selected):not(.Mui-disabled)': { color: 'text.secondary' },
          '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        }}
      >
        {DASHBOARD_PRESET_DAYS.map((d) => (
          <ToggleButton key={d} value={String(d)} disabled={planDays !== null && d > planDays} title={planDays !== null && d > planDays ? `The ${planName} plan shows the last ${planDays} days` : undefined}>
            Last {d} days
          </ToggleButton>
        ))}
        <ToggleButton value="custom">Custom</ToggleButton>
      </ToggleButtonGroup>
      {custom && (
        <Box component="form" noValidate aria-label="Custom date range" onSubmit={apply} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label="From" type="date" size="small" value={start} onChange={(e) => setStart(e.target.value)}
            error={problem?.field === 'startDate'} helperText={problem?.field === 'startDate' ? problem.message : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest, max: today } }}
            sx={{ minWidth: 0, width: { xs: '100%', sm: 180 } }}
          />
          <TextField
            label="To" type="date" size="small" value={end} onChange={(e) => setEnd(e.target.value)}
            error={problem?.field === 'endDate'} helperText={problem?.field === 'endDate' ? problem.message : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest, max: today } }}
            sx={{ minWidth: 0, width: { xs: '100%', sm: 180 } }}
          />
          <Button type="submit" variant="contained">Show</Button>
        </Box>
      )}
    </Box>
  );
}
