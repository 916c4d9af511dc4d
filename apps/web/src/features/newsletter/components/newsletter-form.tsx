// Sign-up for the newsletter of resolutions (footer): nothing is subscribed until the mailed link is confirmed (decision 185).
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailSchema } from '@redress/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSubscribeToDigest } from '../api/subscribe.ts';
import { TextField } from '../../../components/text-field.tsx';

const FormSchema = z.object({ email: EmailSchema });
type Form = z.input<typeof FormSchema>;

export function NewsletterForm({ source = 'footer', dense = false }: { source?: 'footer' | 'for-business' | 'profile'; dense?: boolean }) {
  const id = useId();
  const subscribe = useSubscribeToDigest();
  const { register, handleSubmit, reset, setError, formState: { errors } } = useForm<Form>({ resolver: zodResolver(FormSchema) });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await subscribe.mutateAsync({ email, source });
      toast.success('Check your inbox to confirm: press the button in the e-mail we sent. Nothing is sent until you do.');
      reset();
    } catch (err) {
      setError('email', { message: err instanceof ApiError ? (err.fieldErrors.email ?? err.message) : 'Something went wrong' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: dense ? 'nowrap' : 'wrap' }}>
      <TextField
        id={`${id}-email`}
        label="E-mail address"
        type="email"
        size="small"
        autoComplete="email"
        {...register('email')}
        error={!!errors.email}
        helperText={errors.email?.message}
        sx={{ flex: 1, minWidth: 200 }}
      />
      <Button type="submit" variant="contained" loading={subscribe.isPending} sx={{ height: 40 }}>
        Subscribe
      </Button>
    </Box>
  );
}
