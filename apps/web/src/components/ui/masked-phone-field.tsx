import type { FieldValues } from 'react-hook-form';
import { MaskedTextField, type MaskedTextFieldProps, type MaskOptions } from './masked-text-field';

const PHONE_MASK: MaskOptions = { mask: '+{1} (000) 000-0000' };
/** What the input shows while empty; the mask fills it in as digits are typed. */
const PHONE_PLACEHOLDER = '+1 (___) ___-____';

type MaskedPhoneFieldProps<T extends FieldValues> = Omit<MaskedTextFieldProps<T>, 'mask'>;

/** A US mobile number of a react-hook-form form, shown as +1 (___) ___-____ while typing. */
export function MaskedPhoneField<T extends FieldValues>(props: MaskedPhoneFieldProps<T>) {
  return (
    <MaskedTextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      {...props}
      mask={PHONE_MASK}
    />
  );
}
