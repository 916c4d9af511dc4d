// A complaint's category and product, as filing and editing ask for them: the category from a list; the product from the
// company's catalogue, or as free text when it has none. The fields come registered by the caller's form.
import Box from '@mui/material/Box';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';

export function TopicFields({ fields, errors, categories, products, disabled, noCategory, noProduct }: {
  fields: { category: UseFormRegisterReturn<'category'>; productId: UseFormRegisterReturn<'productId'>; product: UseFormRegisterReturn<'product'> };
  errors: { category?: FieldError; productId?: FieldError; product?: FieldError };
  categories: string[];
  products: { id: string; name: string }[];
  disabled?: boolean;
  /** The empty choices' labels. */
  noCategory: string;
  noProduct: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <NativeSelectField
        label="Category" disabled={disabled} {...fields.category} error={!!errors.category}
        helperText={errors.category?.message ?? 'Optional'} slotProps={{ inputLabel: { shrink: true } }}
      >
        <option value="">{noCategory}</option>
        {categories.map((c) => <option key={c} value={c}>{c}</option>)}
      </NativeSelectField>
      {products.length ? (
        <NativeSelectField
          label="Product" disabled={disabled} {...fields.productId} error={!!errors.productId}
          helperText={errors.productId?.message ?? 'Optional'} slotProps={{ inputLabel: { shrink: true } }}
        >
          <option value="">{noProduct}</option>
          {products.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </NativeSelectField>
      ) : (
        <TextField label="Product or service" disabled={disabled} {...fields.product} error={!!errors.product} helperText={errors.product?.message ?? 'Optional'} />
      )}
    </Box>
  );
}
