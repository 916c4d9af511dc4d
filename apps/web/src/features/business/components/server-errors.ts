// A server's 400 or 409 on a management form: each named field under its input; the message above the form only
// when no field could show it.
import type { FieldValues, Path, UseFormClearErrors, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';

export function showServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, clearErrors: UseFormClearErrors<T>, fields: readonly Path<T>[]) {
  applyServerErrors(err, setError, fields);
  const named = err instanceof ApiError ? Object.keys(err.fieldErrors) : [];
  if (named.length && named.every((f) => (fields as readonly string[]).includes(f))) clearErrors('root' as Path<T>);
}
