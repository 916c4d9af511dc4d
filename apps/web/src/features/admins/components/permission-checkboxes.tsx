// The 13 admin permissions as checkboxes in four groups, each with what it lets an admin do. Those the signed-in admin
// does not hold cannot be ticked: nobody grants what they do not hold (the server refuses it too).
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ADMIN_PERMISSION_GROUPS, type AdminPermission } from '@redress/contract';

export function PermissionCheckboxes({ value, onChange, held, error }: {
  value: AdminPermission[];
  onChange: (next: AdminPermission[]) => void;
  held: readonly AdminPermission[];
  error?: string;
}) {
  const toggle = (p: AdminPermission, on: boolean) => onChange(on ? [...value, p] : value.filter((x) => x !== p));
  return (
    <div>
      <Grid container spacing={2}>
        {ADMIN_PERMISSION_GROUPS.map((g) => (
          <Grid key={g.label} size={{ xs: 12, md: 6 }}>
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>{g.label}</Typography>
              {g.permissions.map((p) => {
                const helpId = `perm-help-${p.name}`;
                return (
                  <div key={p.name}>
                    <FormControlLabel
                      label={<code>{p.name}</code>}
                      disabled={!held.includes(p.name) && !value.includes(p.name)}
                      control={<Checkbox checked={value.includes(p.name)} onChange={(e) => toggle(p.name, e.target.checked)} slotProps={{ input: { 'aria-describedby': helpId } }} />}
                    />
                    <Typography id={helpId} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -1, mb: 1 }}>
                      {p.help}{held.includes(p.name) ? '' : ' (you do not hold it)'}
                    </Typography>
                  </div>
                );
              })}
            </fieldset>
          </Grid>
        ))}
      </Grid>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </div>
  );
}
