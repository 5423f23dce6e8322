import type { DrugDosage, DrugForm } from '@fillwell/contracts';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { SelectField } from '@/components/ui/select-field';
import type { TreatmentStep } from '../api';

type DosageStepData = Extract<TreatmentStep, { key: 'dosage' }>;

interface DosageStepProps {
  step: DosageStepData;
  /** What was chosen (shown at once, while its price loads). */
  chosen: { medId: number; quantity: number };
  onChange: (selection: { medId: number; quantity: number }) => void;
}

function findDosage(forms: readonly DrugForm[], medId: number) {
  for (const form of forms) {
    const dosage = form.dosages.find((candidate) => candidate.medId === medId);
    if (dosage) return { form, dosage };
  }
  return null;
}

function defaultQuantityOf(dosage: DrugDosage): number {
  return dosage.quantities[dosage.defaultQuantityIndex]?.rawQuantity ?? 0;
}

/** Step 1: form, dosage and quantity, each quantity with its home-delivery price. */
export function DosageStep({ step, chosen: selection, onChange }: DosageStepProps) {
  const { forms } = step;
  const current = findDosage(forms, selection.medId);
  const form = current?.form ?? forms[0];
  const chooseDosage = (dosage: DrugDosage | undefined) => {
    if (dosage) onChange({ medId: dosage.medId, quantity: defaultQuantityOf(dosage) });
  };
  if (!form) return null;
  return (
    <div className="space-y-5">
      {forms.length > 1 ? (
        <SelectField
          label="Form"
          value={form.form}
          options={forms.map((option) => ({ value: option.form, label: option.displayForm }))}
          onChange={(event) =>
            chooseDosage(forms.find((option) => option.form === event.target.value)?.dosages[0])
          }
          className="sm:max-w-xs"
        />
      ) : null}
      <SelectField
        label="Dosage"
        value={String(selection.medId)}
        options={form.dosages.map((dosage) => ({
          value: String(dosage.medId),
          label: dosage.displayDosage,
        }))}
        onChange={(event) =>
          chooseDosage(form.dosages.find((dosage) => String(dosage.medId) === event.target.value))
        }
        className="sm:max-w-xs"
      />
      {current ? (
        <ChoiceGroup
          legend="Quantity"
          layout="column"
          value={String(selection.quantity)}
          onChange={(value) => onChange({ medId: selection.medId, quantity: Number(value) })}
          options={current.dosage.quantities.map((quantity) => ({
            value: String(quantity.rawQuantity),
            label: (
              <span className="flex w-full justify-between gap-4">
                <span>{quantity.displayQuantity}</span>
                <span className="font-semibold">{quantity.price.delivery.displayValue}</span>
              </span>
            ),
          }))}
        />
      ) : null}
      <p className="text-sm text-muted">
        {`Prices are for home delivery. An online visit can prescribe up to a ${step.maxQuantity}-unit supply.`}
      </p>
    </div>
  );
}
