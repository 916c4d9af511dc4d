// MUI's TextField for what the app's forms and filters use: the outlined text input (multiline too) and,
// in native-select-field.tsx, the native select. MUI's own TextField always imports everything it can render: the
// menu-based Select (with Menu, Popover, Modal and FocusTrap), the filled and the standard inputs, 16 KB gzipped that
// a text input never runs. This is MUI's component cut to the outlined variant: the same FormControl root
// (MuiTextField-root), label, OutlinedInput and helper text, wired as MUI wires them (the label's for and id, the
// helper text's id as the input's aria-describedby, `slotProps` passed to the same parts). text-field.test.tsx renders
// both and compares the markup. A menu select still takes MUI's TextField (decision 55).
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import type { BaseTextFieldProps } from '@mui/material/TextField';
import { forwardRef, useId, type ReactElement, type ReactNode, type Ref } from 'react';

export interface TextFieldSlotProps {
  input?: Partial<OutlinedInputProps>;
  inputLabel?: Partial<InputLabelProps>;
  htmlInput?: InputBaseComponentProps;
  formHelperText?: Partial<FormHelperTextProps>;
}

export interface TextFieldProps extends Omit<BaseTextFieldProps, 'select' | 'classes' | 'children'> {
  variant?: 'outlined';
  onChange?: OutlinedInputProps['onChange'];
  slotProps?: TextFieldSlotProps;
}

const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/** What a select wraps around the input MUI's way (native-select-field.tsx). */
export type SelectControl = (input: ReactElement, field: { id: string; helperTextId?: string; error: boolean }) => ReactNode;

/** MUI TextField's render, outlined; with `select`, the input goes through it as MUI's TextField passes it to Select. */
export function useTextField(inProps: TextFieldProps, ref: Ref<HTMLDivElement>, select?: SelectControl) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const {
    autoComplete, autoFocus = false, className, color = 'primary', defaultValue, disabled = false, error = false, fullWidth = false,
    helperText, id: idOverride, inputRef, label, maxRows, minRows, multiline = false, name, onBlur, onChange, onFocus, placeholder,
    required = false, rows, slotProps = {}, type, value, variant = 'outlined', ...other
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const inputLabelId = label && id ? `${id}-label` : undefined;
  const { input: inputSlotProps, inputLabel: inputLabelProps = {}, htmlInput, formHelperText } = slotProps;

  const input = (
    <OutlinedInput
      aria-describedby={select ? undefined : helperTextId} autoComplete={autoComplete} autoFocus={autoFocus} defaultValue={defaultValue}
      fullWidth={fullWidth} multiline={multiline} name={name} rows={rows} maxRows={maxRows} minRows={minRows} type={type} value={value}
      id={id} inputRef={inputRef} onBlur={onBlur} onChange={onChange} onFocus={onFocus} placeholder={placeholder} inputProps={htmlInput}
      {...(inputLabelProps.shrink !== undefined && { notched: inputLabelProps.shrink })} label={label}
      {...inputSlotProps}
    />
  );
  return (
    <TextFieldRoot
      disabled={disabled} error={error} fullWidth={fullWidth} required={required} color={color} variant={variant} {...other}
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'} ref={ref}
    >
      {label != null && label !== '' && <InputLabel htmlFor={id} id={inputLabelId} {...inputLabelProps}>{label}</InputLabel>}
      {select ? select(input, { id, helperTextId, error }) : input}
      {helperText && <FormHelperText id={helperTextId} {...formHelperText}>{helperText}</FormHelperText>}
    </TextFieldRoot>
  );
}

export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(function TextField(props, ref) {
  return useTextField(props, ref);
});
