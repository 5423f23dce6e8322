import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { useIMask } from 'react-imask';
import { TextField, type TextFieldProps } from './text-field';

export type MaskOptions = Parameters<typeof useIMask>[0];

export interface MaskedTextFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'ref' | 'name' | 'defaultValue' | 'value' | 'onChange'
> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  mask: MaskOptions;
}

/** A text field of a react-hook-form form, formatted by an input mask while typing. */
export function MaskedTextField<T extends FieldValues>({
  control,
  name,
  mask,
  ...fieldProps
}: MaskedTextFieldProps<T>) {
  const { field } = useController({ control, name });
  const { ref } = useIMask<HTMLInputElement>(mask, {
    defaultValue: field.value,
    onAccept: (value) => field.onChange(value),
  });
  return (
    <TextField
      {...fieldProps}
      name={field.name}
      onBlur={field.onBlur}
      ref={(element) => {
        ref.current = element;
        field.ref(element);
      }}
    />
  );
}
