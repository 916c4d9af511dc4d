// The date of experience (decision 164): the write forms' required date field, and the line an item shows. The forms
// offer the writer's own today as the latest day and 5 years before it as the earliest; the server takes a day more at
// each end for writers whose today is not UTC's.
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { EXPERIENCE_MAX_YEARS, ExperiencedOnSchema } from '@redress/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { formatCalendarDay, localDay } from '../lib/format.ts';
import { TextField } from './text-field.tsx';

/** The earliest and latest day the form offers, in the writer's time zone. */
export function experienceDayBounds(now = new Date()): { min: string; max: string } {
  const earliest = new Date(now);
  earliest.setFullYear(earliest.getFullYear() - EXPERIENCE_MAX_YEARS);
  return { min: localDay(earliest), max: localDay(now) };
}

/** The form's rule: empty is "enter it", then the contract's shape, then the writer's own range. */
export const ExperiencedOnFieldSchema = z.string().superRefine((value, ctx) => {
  if (!value) {
    ctx.addIssue({ code: 'custom', message: 'Enter the date of your experience' });
    return;
  }
  const shape = ExperiencedOnSchema.safeParse(value);
  if (!shape.success) {
    ctx.addIssue({ code: 'custom', message: shape.error.issues[0]?.message ?? 'is not a date' });
    return;
  }
  const { min, max } = experienceDayBounds();
  if (value > max) ctx.addIssue({ code: 'custom', message: 'Cannot be in the future' });
  else if (value < min) ctx.addIssue({ code: 'custom', message: `Must be within the last ${EXPERIENCE_MAX_YEARS} years` });
});

/** On an edit of an item written before the date was asked for, it may stay empty (the edit then sends none). */
export const OptionalExperiencedOnFieldSchema = z.union([z.literal(''), ExperiencedOnFieldSchema]);

/** A labelled native date input, empty until the writer picks a day (no default that pretends). */
export function ExperienceDateField({ registration, error, id, required = true, disabled }: {
  registration: UseFormRegisterReturn; error?: string; id?: string; required?: boolean; disabled?: boolean;
}) {
  const { min, max } = experienceDayBounds();
  return (
    <TextField
      id={id} type="date" label="Date of experience" required={required} disabled={disabled} {...registration} error={!!error}
      helperText={error ?? `When it happened: not in the future, not more than ${EXPERIENCE_MAX_YEARS} years ago`}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
      sx={{ maxWidth: { sm: 320 } }}
    />
  );
}

/** "Date of experience: 12 March 2026" on an item or a card; nothing for an item written before it was asked for. */
export function ExperienceDate({ day, ...props }: { day: string | null } & TypographyProps) {
  if (!day) return null;
  return (
    <Typography variant="body2" color="text.secondary" {...props}>
      Date of experience: <time dateTime={day}>{formatCalendarDay(day)}</time>
    </Typography>
  );
}
