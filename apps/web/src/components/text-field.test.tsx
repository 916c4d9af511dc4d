// The light text fields render what MUI's TextField renders for the same props (decision 55): markup, classes (so the
// styles too: emotion names a class after its styles) and the ARIA wiring.
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { ThemeProvider } from '@mui/material/styles';
import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { cleanup, render } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme/theme.ts';
import { NativeSelectField } from './native-select-field.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

afterEach(cleanup);

const markup = (node: ReactNode) => {
  const { container } = render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
  const html = container.innerHTML;
  // A generated id differs between two renders: name it after its first use.
  const generated = container.querySelector('input, textarea, select')?.id ?? '';
  return generated ? html.split(generated).join('ID') : html;
};

const noop = () => undefined;
const textCases: Record<string, TextFieldProps> = {
  'an e-mail field with an error': { id: 'email', label: 'E-mail address', type: 'email', autoComplete: 'email', autoFocus: true, error: true, helperText: 'is required', name: 'email', onChange: noop, onBlur: noop },
  'a generated id, the helper text described': { label: 'Reason', helperText: '3 to 1000 characters', required: true, fullWidth: true },
  'a small search box': { size: 'small', fullWidth: true, label: 'Search by name', type: 'search', value: 'abc', onChange: noop, slotProps: { htmlInput: { maxLength: 100, enterKeyHint: 'search' } } },
  'a password with an adornment, read-only': {
    id: 'pw', label: 'Password', type: 'password', slotProps: {
      htmlInput: { readOnly: true },
      input: { endAdornment: <InputAdornment position="end"><IconButton aria-label="Show password" edge="end">x</IconButton></InputAdornment> },
    },
  },
  'a multiline field, shrunk label, sx': { id: 'm', label: 'Comment', multiline: true, minRows: 3, placeholder: 'Say something', sx: { mt: 1 }, slotProps: { inputLabel: { shrink: true } } },
  'disabled, no label': { id: 'd', disabled: true, defaultValue: 'x', color: 'secondary' },
};

describe('TextField (MUI TextField without the menu select)', () => {
  for (const [name, props] of Object.entries(textCases)) {
    it(`renders as MUI does: ${name}`, () => {
      expect(markup(<TextField {...props} />)).toBe(markup(<MuiTextField {...(props as MuiTextFieldProps)} />));
    });
  }

  it('passes its ref to the root, as MUI does (react-hook-form finds the input inside)', () => {
    const mine = createRef<HTMLDivElement>();
    const mui = createRef<HTMLDivElement>();
    render(<><TextField ref={mine} label="a" /><MuiTextField ref={mui} label="b" /></>);
    expect(mine.current?.className).toBe(mui.current?.className);
    expect(mine.current?.querySelector('input')).toBeTruthy();
  });
});

describe('NativeSelectField (MUI TextField with a native select)', () => {
  const options = [<option key="" value="">All categories</option>, <option key="b" value="Banks">Banks</option>];
  const cases: Record<string, TextFieldProps> = {
    'a small filter with a shrunk label': { id: 'cat', size: 'small', label: 'Category', value: '', onChange: noop, sx: { flex: '1 1 180px' }, slotProps: { inputLabel: { shrink: true } } },
    'an error with a helper text, generated id': { label: 'Product', value: 'Banks', onChange: noop, error: true, helperText: 'is not listed', slotProps: { inputLabel: { shrink: true } } },
  };
  for (const [name, props] of Object.entries(cases)) {
    it(`renders as MUI does: ${name}`, () => {
      const mui = markup(<MuiTextField select {...(props as MuiTextFieldProps)} slotProps={{ ...props.slotProps, select: { native: true } }}>{options}</MuiTextField>);
      // NativeSelect adds its own root class beside MuiSelect-root; nothing styles it.
      const mine = markup(<NativeSelectField {...props}>{options}</NativeSelectField>).replace(' MuiNativeSelect-root', '');
      expect(mine).toBe(mui);
    });
  }
});
