// The two switches every post has (complaints and reviews): post anonymously, hide from the public; and the form's
// last row (a secondary action, and a submit button that waits for uploads).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  help: string;
  /** The help text's id, unique on the page. */
  helpId: string;
}

/** A switch bound to a boolean field, described by its help text. */
export function SwitchField<T extends FieldValues>({ control, name, label, help, helpId }: SwitchFieldProps<T>) {
  return (
    <Box>
      <Controller
        control={control} name={name}
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { 'aria-describedby': helpId } }} />}
            label={label}
          />
        )}
      />
      <FormHelperText id={helpId} sx={{ mt: -0.5, ml: 0 }}>{help}</FormHelperText>
    </Box>
  );
}

/** "Post anonymously" and "Hide from the public" for a form with `anonymous` and `hidden` fields. */
export function PrivacySwitches<T extends FieldValues & { anonymous: boolean; hidden: boolean }>({ control, idPrefix, authored }: {
  control: Control<T>;
  idPrefix: string;
  /** How the help says who made it: "filed it", "wrote it". */
  authored: string;
}) {
  return (
    <>
      <SwitchField
        control={control} name={'anonymous' as Path<T>} label="Post anonymously" helpId={`${idPrefix}anonymous-help`}
        help={`Your name is shown as “Anonymous” to everyone, the company included. Only Redress staff can see who ${authored}.`}
      />
      <SwitchField
        control={control} name={'hidden' as Path<T>} label="Hide from the public" helpId={`${idPrefix}hidden-help`}
        help="Only you, the company and Redress staff can see it. It does not appear on the company’s public page."
      />
    </>
  );
}

/** The form's last row: `secondary` on the left, the submit button on the right, held while images upload. */
export function SubmitRow({ secondary, submitting, uploading, label }: { secondary?: ReactNode; submitting: boolean; uploading: boolean; label: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
      {secondary ?? <span />}
      <Button type="submit" variant="contained" size="large" loading={submitting} disabled={uploading}>{uploading ? 'Uploading images…' : label}</Button>
    </Box>
  );
}
