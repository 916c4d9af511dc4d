// The comment and reply box of a complaint: posts as the caller (or, for the company's people, as the company).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Complaint } from '@redress/contract';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useCreateComment } from '../api/create-comment.ts';
import { TextField } from '../../../components/text-field.tsx';

const COMMENT_MAX = 2000;

export function CommentForm({ complaint, complaintRef, parent, label, submitLabel, id, autoFocus, onDone }: {
  complaint: Complaint; complaintRef: string; parent?: string; label: string; submitLabel: string; id?: string; autoFocus?: boolean; onDone?: () => void;
}) {
  const create = useCreateComment(complaintRef, complaint.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!t) return setError('Write something first');
    try {
      await create.mutateAsync({ complaintId: complaint.id, commentText: t, ...(parent ? { parent } : {}) });
      setText('');
      setError(null);
      toast.success(parent ? 'Reply posted' : 'Comment posted');
      onDone?.();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The comment could not be posted');
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id={id} label={label} value={text} multiline minRows={parent ? 2 : 3} fullWidth autoFocus={autoFocus}
        onChange={(e) => { setText(e.target.value); setError(null); }}
        error={!!error} helperText={error ?? `${text.length}/${COMMENT_MAX}`} slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onDone && parent && <Button onClick={onDone}>Cancel</Button>}
        <Button type="submit" variant="contained" loading={create.isPending}>{submitLabel}</Button>
      </Box>
    </Box>
  );
}
