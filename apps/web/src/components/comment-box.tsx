// The comment and reply box of a thread (a complaint's or a review's): posts as the caller, or, for the company's
// people, as the company. The feature says what posting does; this box owns the text, its limit and the error.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { toast } from '../lib/toast.ts';
import { TextField } from './text-field.tsx';

/** The contract's COMMENT_TEXT_MAX (its module carries zod, which this chunk does without). */
const COMMENT_TEXT_MAX = 2000;

export interface CommentBoxProps {
  /** Posts the text (a reply when parent is set); rejects with the server's message. */
  onPost: (text: string, parent?: string) => Promise<unknown>;
  posting: boolean;
  parent?: string;
  label: string;
  submitLabel: string;
  id?: string;
  autoFocus?: boolean;
  onDone?: () => void;
  /** The company's people answering as the company: their post is an answer, not a comment. */
  asCompany?: boolean;
}

export function CommentBox({ onPost, posting, parent, label, submitLabel, id, autoFocus, onDone, asCompany }: CommentBoxProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!t) return setError('Write something first');
    try {
      await onPost(t, parent);
      setText('');
      setError(null);
      toast.success(parent ? 'Reply posted' : asCompany ? 'Answer posted' : 'Comment posted');
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
        error={!!error} helperText={error ?? `${text.length}/${COMMENT_TEXT_MAX}`} slotProps={{ htmlInput: { maxLength: COMMENT_TEXT_MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onDone && parent && <Button onClick={onDone}>Cancel</Button>}
        <Button type="submit" variant="contained" loading={posting}>{submitLabel}</Button>
      </Box>
    </Box>
  );
}
