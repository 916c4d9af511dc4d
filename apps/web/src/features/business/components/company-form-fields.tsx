// The company profile's fields, shared by "list a business" and the management forms: the contract's own schemas,
// with blank optional fields sent as null.
import Autocomplete from '@mui/material/Autocomplete';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import { CreateCompanyRequestSchema, MAX_COMPANY_CATEGORIES } from '@redress/contract';
import { useCategories } from '../api/companies.ts';
import { countries, countryName } from './countries.ts';
import { TextField } from '../../../components/text-field.tsx';

const shape = CreateCompanyRequestSchema.shape;
/** An optional text field: blank is sent as null, anything else must be what the contract accepts. */
const blankOr = (field: z.ZodOptional<z.ZodNullable<z.ZodType<string, string>>>) => {
  const inner = field.unwrap().unwrap();
  return z.string().trim().transform((v, ctx) => {
    if (!v) return null;
    const r = inner.safeParse(v);
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
};

export const CompanyFormSchema = z.object({
  name: shape.name,
  email: shape.email,
  contactNumber: blankOr(shape.contactNumber),
  website: blankOr(shape.website),
  country: blankOr(shape.country),
  address: blankOr(shape.address),
  description: shape.description,
  categories: z.array(z.string()).max(MAX_COMPANY_CATEGORIES, `at most ${MAX_COMPANY_CATEGORIES} categories`),
});
export type CompanyFormInput = z.input<typeof CompanyFormSchema>;
export type CompanyFormValues = z.output<typeof CompanyFormSchema>;
export const COMPANY_FORM_FIELDS = ['name', 'email', 'contactNumber', 'website', 'country', 'address', 'description', 'categories'] as const;

/** Blank optional fields become null, as the contract expects. */
export const nullIfBlank = (v: string | null | undefined) => (v ? v : null);

interface FieldProps<T extends FieldValues, TOut extends FieldValues> { control: Control<T, unknown, TOut>; name: Path<T>; disabled?: boolean }

/** Categories from GET /company/GetCategories, at most MAX_COMPANY_CATEGORIES. */
export function CategoriesField<T extends FieldValues, TOut extends FieldValues>({ control, name, disabled }: FieldProps<T, TOut>) {
  const categories = useCategories();
  const options = (categories.data ?? []).map((c) => c.name);
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <Autocomplete
        multiple
        disabled={disabled}
        options={options}
        loading={categories.isLoading}
        value={(field.value as string[] | undefined) ?? []}
        onChange={(_e, v) => field.onChange(v.slice(0, MAX_COMPANY_CATEGORIES))}
        onBlur={field.onBlur}
        filterSelectedOptions
        renderInput={(params) => (
          <TextField {...params} inputRef={field.ref} label="Categories" error={!!fieldState.error} helperText={fieldState.error?.message ?? `Up to ${MAX_COMPANY_CATEGORIES}`} />
        )}
      />
    )} />
  );
}

/** A country by name, stored as its ISO code. */
export function CountryField<T extends FieldValues, TOut extends FieldValues>({ control, name, disabled }: FieldProps<T, TOut>) {
  const list = countries();
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <Autocomplete
        disabled={disabled}
        options={list.map((c) => c.code)}
        getOptionLabel={(code) => countryName(code)}
        value={(field.value as string | null | undefined) || null}
        onChange={(_e, v) => field.onChange(v ?? '')}
        onBlur={field.onBlur}
        autoHighlight
        renderInput={(params) => <TextField {...params} inputRef={field.ref} label="Country" error={!!fieldState.error} helperText={fieldState.error?.message} />}
      />
    )} />
  );
}
