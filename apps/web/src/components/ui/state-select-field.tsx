import { DELIVERY_STATE_OPTIONS } from '@/lib/delivery-states';
import { SelectField, type SelectFieldProps } from './select-field';

const OPTIONS = DELIVERY_STATE_OPTIONS.map((state) => ({ value: state.code, label: state.name }));

/** A state picker over the places deliveries and online doctor visits can go. */
export function StateSelectField(props: Omit<SelectFieldProps, 'options' | 'emptyOption'>) {
  return <SelectField options={OPTIONS} emptyOption="Choose a state" {...props} />;
}
