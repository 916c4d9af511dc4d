// Tell a friend: one to five addresses and an optional personal line. The server's refusal of an address (invited this
// month, opted out) lands under that address; nothing is sent then, so the person can drop it and send again.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CONSENT_TEXT, CONSENT_TEXTS, EmailSchema, INVITE_MAX, INVITE_MESSAGE_MAX } from '@redress/contract';
import { CaptchaNotice } from '../../../components/captcha-notice.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useInviteFriends } from '../api/invite.ts';

const FormSchema = z.object({
  emails: z.array(z.object({ address: EmailSchema })).min(1).max(INVITE_MAX),
  message: z.string().max(INVITE_MESSAGE_MAX, `must be at most ${INVITE_MESSAGE_MAX} characters`),
  friendsAgreed: z.boolean().refine((v) => v, 'Tick this once the people you invite have agreed'),
}).superRefine((v, ctx) => {
  const seen = new Set<string>();
  v.emails.forEach((e, i) => {
    if (seen.has(e.address)) ctx.addIssue({ code: 'custom', path: ['emails', i, 'address'], message: 'is already in the list' });
    seen.add(e.address);
  });
});
type FormValues = z.input<typeof FormSchema>;

export function InviteForm({ onSent }: { onSent: (message: string) => void }) {
  const invite = useInviteFriends();
  const { register, control, handleSubmit, setError, reset, watch, formState: { errors } } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { emails: [{ address: '' }], message: '', friendsAgreed: false },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'emails' });
  const length = watch('message')?.length ?? 0;
  const onSubmit = handleSubmit(async (values) => {
    const parsed = FormSchema.parse(values);
    try {
      const r = await invite.mutateAsync({ emails: parsed.emails.map((e) => e.address), message: parsed.message || undefined, friendsAgreed: true });
      reset();
      onSent(r.message);
    } catch (err) {
      const e = err instanceof ApiError ? err : undefined;
      for (const [field, message] of Object.entries(e?.fieldErrors ?? {})) {
        const slot = /^emails\.(\d+)$/.exec(field);
        if (slot) setError(`emails.${Number(slot[1])}.address`, { message });
        else if (field === 'message') setError('message', { message });
      }
      setError('root', { message: e?.message ?? 'Something went wrong. Please try again.' });
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Invite friends">
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      {fields.map((f, i) => (
        <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={fields.length === 1 ? 'Friend\'s e-mail address' : `Friend ${i + 1}: e-mail address`} type="email" autoComplete="off" required fullWidth
            {...register(`emails.${i}.address`)} error={!!errors.emails?.[i]?.address} helperText={errors.emails?.[i]?.address?.message}
          />
          {fields.length > 1 && (
            <IconButton aria-label={`Remove friend ${i + 1}`} onClick={() => remove(i)} sx={{ mt: 1 }}>
              <span aria-hidden="true">×</span>
            </IconButton>
          )}
        </Stack>
      ))}
      {fields.length < INVITE_MAX && (
        <Button variant="text" onClick={() => append({ address: '' })} sx={{ alignSelf: 'flex-start' }}>
          Add another address ({INVITE_MAX - fields.length} more)
        </Button>
      )}
      <TextField
        label="A personal line (optional)" multiline minRows={3} {...register('message')} error={!!errors.message}
        helperText={errors.message?.message ?? `${length} / ${INVITE_MESSAGE_MAX} characters`}
      />
      <div>
        {/* The sender's statement is the consent the mail rests on (decision 185): its exact words are recorded per address. */}
        <FormControlLabel
          control={<Checkbox {...register('friendsAgreed')} slotProps={{ input: { 'aria-describedby': 'friends-agreed-help' } }} />}
          label={fields.length === 1 ? 'My friend agreed to get this invitation' : 'My friends agreed to get this invitation'}
        />
        <FormHelperText id="friends-agreed-help" error={!!errors.friendsAgreed}>
          {errors.friendsAgreed?.message ?? CONSENT_TEXTS[CONSENT_TEXT['tell-a-friend']]}
        </FormHelperText>
      </div>
      <Button type="submit" variant="contained" size="large" loading={invite.isPending}>
        {fields.length === 1 ? 'Send the invitation' : `Send ${fields.length} invitations`}
      </Button>
      <CaptchaNotice />
    </Stack>
  );
}
