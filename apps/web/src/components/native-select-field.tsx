// MUI's TextField with `select` and `slotProps.select.native`, without the menu-based Select it always imports
// (text-field.tsx says why): the same frame around MUI's NativeSelect, which renders the native select as MUI's
// Select does when `native` is set. text-field.test.tsx compares the two (decision 55).
import NativeSelect from '@mui/material/NativeSelect';
import { forwardRef, type ReactNode } from 'react';
import { useTextField, type TextFieldProps } from './text-field.tsx';

export interface NativeSelectFieldProps extends TextFieldProps {
  /** The `<option>`s. */
  children?: ReactNode;
}

export const NativeSelectField = forwardRef<HTMLDivElement, NativeSelectFieldProps>(function NativeSelectField({ children, ...props }, ref) {
  return useTextField(props, ref, (input, { helperTextId, error }) => (
    <NativeSelect aria-describedby={helperTextId} value={props.value} input={input} inputProps={{ error }} className="MuiSelect-root">
      {children}
    </NativeSelect>
  ));
});
