// Shows a server's 400 on the form: each named field under its input, the message above the form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const e = err instanceof ApiError ? err : undefined;
  for (const [field, message] of Object.entries(e?.fieldErrors ?? {})) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { message });
  }
  setError('root' as Path<T>, { message: e?.message ?? 'Something went wrong. Please try again.' });
}
