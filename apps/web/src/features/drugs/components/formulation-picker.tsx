import type { DrugDetail, DrugQuantity } from '@fillwell/contracts';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { findDosage, selectDosage, selectForm, type DrugSelection } from '../drug-selection';
import { CustomQuantityField } from './custom-quantity-field';

interface FormulationPickerProps {
  detail: DrugDetail;
  selection: DrugSelection;
  /** The selected quantity's prices when it is a custom one (its label comes from them). */
  customQuantity: DrugQuantity | null;
  onChange: (selection: DrugSelection) => void;
}

function listQuantityOptions(
  quantities: readonly DrugQuantity[],
  selected: number,
  customQuantity: DrugQuantity | null,
): SelectOption[] {
  const options = quantities.map((quantity) => ({
    value: String(quantity.rawQuantity),
    label: quantity.displayQuantity,
  }));
  if (!quantities.some((quantity) => quantity.rawQuantity === selected)) {
    const label = customQuantity?.displayQuantity ?? String(selected);
    options.push({ value: String(selected), label: `${label} (custom)` });
  }
  return options;
}

/** Form, strength and quantity; a typed quantity where the dosage allows one. */
export function FormulationPicker({
  detail,
  selection,
  customQuantity,
  onChange,
}: FormulationPickerProps) {
  const match = findDosage(detail, selection.medId);
  if (!match) return null;
  const { form, dosage } = match;
  const change = (next: DrugSelection | null) => {
    if (next) onChange(next);
  };

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <SelectField
        label="Form"
        value={form.form}
        options={detail.forms.map((item) => ({ value: item.form, label: item.displayForm }))}
        onChange={(event) => change(selectForm(detail, event.target.value, selection.quantity))}
      />
      <SelectField
        label="Strength"
        value={String(dosage.medId)}
        options={form.dosages.map((item) => ({
          value: String(item.medId),
          label: item.displayDosage,
        }))}
        onChange={(event) =>
          change(selectDosage(detail, Number(event.target.value), selection.quantity))
        }
      />
      <SelectField
        label="Quantity"
        value={String(selection.quantity)}
        options={listQuantityOptions(dosage.quantities, selection.quantity, customQuantity)}
        onChange={(event) => change({ medId: dosage.medId, quantity: Number(event.target.value) })}
      />
      {dosage.isCustomQuantityAllowed ? (
        <CustomQuantityField
          key={dosage.medId}
          slug={detail.slug}
          medId={dosage.medId}
          onFound={(quantity) => change({ medId: dosage.medId, quantity: quantity.rawQuantity })}
        />
      ) : null}
    </div>
  );
}
