// Six 64 px boxes for a one-time code: digits only, typing moves on, Backspace moves back, a pasted code fills all.
import Box from '@mui/material/Box';
import { useRef, type ChangeEvent, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';

export const OTP_LENGTH = 6;
export const OTP_BOX_SIZE = 64;

export function OtpInput({ value, onChange, error, label = 'One-time code', autoFocus }: { value: string; onChange: (v: string) => void; error?: boolean; label?: string; autoFocus?: boolean }) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');
  const focus = (i: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();

  const setAt = (i: number, d: string) => {
    const next = digits.slice();
    next[i] = d;
    onChange(next.join('').slice(0, OTP_LENGTH));
  };
  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    // A digit key replaces the box's digit and moves on, whatever the selection (virtual keyboards go through onChange).
    if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      setAt(i, e.key);
      focus(i + 1);
    } else if (e.key === 'Backspace' && !digits[i]) {
      e.preventDefault();
      setAt(i - 1, '');
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!pasted) return;
    e.preventDefault();
    onChange(pasted);
    focus(pasted.length);
  };

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: { xs: 0.75, sm: 1.25 }, justifyContent: 'center' }}>
      {digits.map((d, i) => (
        <Box
          key={i}
          component="input"
          ref={(el: HTMLInputElement | null) => { refs.current[i] = el; }}
          value={d}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && i === 0}
          maxLength={OTP_LENGTH}
          aria-label={`Digit ${i + 1} of ${OTP_LENGTH}`}
          aria-invalid={error || undefined}
          onPaste={onPaste}
          onFocus={(e: FocusEvent<HTMLInputElement>) => e.target.select()}
          onKeyDown={onKeyDown(i)}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            const typed = e.target.value.replace(/\D/g, '');
            if (typed.length > 2) {
              // Autofill of the whole code into one box.
              onChange(typed.slice(0, OTP_LENGTH));
              focus(typed.length);
              return;
            }
            // Typing into a filled box keeps the new digit.
            const digit = typed.length === 2 ? (typed[0] === d ? typed[1]! : typed[0]!) : typed;
            setAt(i, digit);
            if (digit) focus(i + 1);
          }}
          sx={{
            font: 'inherit', width: { xs: 44, sm: OTP_BOX_SIZE }, height: OTP_BOX_SIZE, textAlign: 'center', fontSize: 28, fontWeight: 700,
            border: 2, borderColor: error ? 'error.main' : 'grey.400', borderRadius: 2, bgcolor: 'background.paper', color: 'text.primary',
            '&:focus': { outline: 'none', borderColor: 'primary.main', boxShadow: (t) => `0 0 0 3px ${t.palette.primary.light}55` },
          }}
        />
      ))}
    </Box>
  );
}
