// The rating form's inputs: stars (1-5) as a labelled group of radio buttons (MUI Rating: arrow keys move, a second
// click or Clear takes it back), and likelihood to recommend (0-10) as a labelled group of toggle buttons.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export const STAR_WORDS = ['', 'Very poor', 'Poor', 'Average', 'Good', 'Excellent'] as const;
const starsLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}, ${STAR_WORDS[n]}`;

const fieldsetSx = { border: 0, p: 0, m: 0, minWidth: 0 } as const;

export function StarField({ label, name, value, onChange, required = false, error, description, size = 'large' }: {
  label: string;
  name: string;
  value: number | null;
  onChange: (next: number | null) => void;
  required?: boolean;
  error?: string;
  description?: string;
  size?: 'medium' | 'large';
}) {
  const id = useId();
  return (
    // Focusable by the form (an error moves the focus here): focusing a star's radio would light the stars up to it.
    <Box component="fieldset" tabIndex={-1} data-field={name} sx={{ ...fieldsetSx, '&:focus': { outline: 'none' } }} aria-describedby={error ? `${id}-error` : description ? `${id}-description` : undefined}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        {label}{required ? <Typography component="span" color="text.secondary"> (required)</Typography> : null}
      </Typography>
      {description && <Typography id={`${id}-description`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>{description}</Typography>}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Rating
          name={name} value={value} size={size} onChange={(_, v) => onChange(v)} getLabelText={starsLabel}
          emptyLabelText="No stars" sx={{ '& .MuiRating-icon': { fontSize: size === 'large' ? 40 : 32 } }}
        />
        <Typography component="span" variant="body2" color="text.secondary" aria-hidden sx={{ minWidth: 80 }}>
          {value ? STAR_WORDS[value] : required ? 'Choose 1 to 5 stars' : 'Not rated'}
        </Typography>
        {value !== null && !required && (
          <Button size="small" onClick={() => onChange(null)} aria-label={`Clear ${label}`}>Clear</Button>
        )}
      </Box>
      {error && <FormHelperText id={`${id}-error`} error>{error}</FormHelperText>}
    </Box>
  );
}

export function RecommendField({ value, onChange, error }: { value: number | null; onChange: (next: number | null) => void; error?: string }) {
  const id = useId();
  return (
    <Box component="fieldset" sx={fieldsetSx} aria-describedby={`${id}-description`}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>Likelihood to recommend</Typography>
      <Typography id={`${id}-description`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        How likely are you to recommend this company to a friend? 0 is not at all, 10 is extremely likely.
      </Typography>
      <ToggleButtonGroup
        exclusive value={value} onChange={(_, v: number | null) => onChange(v)} aria-label="Likelihood to recommend, 0 to 10"
        sx={{ flexWrap: 'wrap', gap: 0.5, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '8px !important', m: 0 } }}
      >
        {Array.from({ length: 11 }, (_, n) => (
          <ToggleButton key={n} value={n} aria-label={`${n} out of 10`} sx={{ width: 44, height: 44, fontWeight: 600, '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } } }}>
            {n}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, minHeight: 32 }}>
        <Typography variant="body2" color="text.secondary">{value === null ? 'Not answered (optional)' : `${value} out of 10`}</Typography>
        {value !== null && <Button size="small" onClick={() => onChange(null)} aria-label="Clear likelihood to recommend">Clear</Button>}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
