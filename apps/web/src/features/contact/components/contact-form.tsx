// The contact form: name, e-mail, subject and message, checked as the server checks them; the server's field errors
// land on their fields, and a refusal (too many messages) above the form.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { CONTACT_MESSAGE_MAX, ContactRequestSchema, type ContactRequest } from '@redress/contract';
import { CaptchaNotice } from '../../../components/captcha-notice.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSendContactMessage } from '../api/send-contact.ts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

export function ContactForm({ defaults, onSent }: { defaults?: Partial<ContactRequest>; onSent: (message: string, email: string) => void }) {
  const send = useSendContactMessage();
  const { register, handleSubmit, setError, watch, formState: { errors } } = useForm<ContactRequest>({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: { name: '', email: '', subject: '', message: '', ...defaults },
  });
  const length = watch('message')?.length ?? 0;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const r = await send.mutateAsync(values);
      onSent(r.message, values.email);
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });
  return (
    <Stack component="form" method="post" noValidate spacing={2} onSubmit={onSubmit} aria-label="Contact us">
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <TextField label="Your name" autoComplete="name" required {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
      <TextField label="E-mail address" type="email" autoComplete="email" required {...register('email')} error={!!errors.email} helperText={errors.email?.message ?? 'We answer here, and send you a copy of your message.'} />
      <TextField label="Subject" required {...register('subject')} error={!!errors.subject} helperText={errors.subject?.message} />
      <TextField
        label="Message" required multiline minRows={6} {...register('message')} error={!!errors.message}
        helperText={errors.message?.message ?? `${length} / ${CONTACT_MESSAGE_MAX} characters`}
      />
      <Button type="submit" variant="contained" size="large" loading={send.isPending}>Send message</Button>
      <CaptchaNotice />
    </Stack>
  );
}
