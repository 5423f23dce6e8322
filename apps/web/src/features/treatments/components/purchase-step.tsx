import type { PurchaseOption } from '@fillwell/contracts';
import type { TreatmentSourceType } from '@fillwell/domain';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { TreatmentStep } from '../api';

type PurchaseStepData = Extract<TreatmentStep, { key: 'purchase' }>;

interface PurchaseStepProps {
  step: PurchaseStepData;
  /** The way chosen (shown at once, while the step loads again). */
  chosenType: TreatmentSourceType | undefined;
  onChoose: (sourceType: TreatmentSourceType) => void;
}

/** Step 3: with a doctor visit in the cart, or (when offered) as a monthly subscription. */
export function PurchaseStep({ step, chosenType, onChoose }: PurchaseStepProps) {
  const selected = findChosenOption(step.options, chosenType);
  return (
    <div className="space-y-5">
      {step.options.length > 1 ? (
        <ChoiceGroup
          legend="Choose how to get it"
          layout="column"
          value={selected?.sourceType ?? null}
          onChange={(value) => onChoose(value as TreatmentSourceType)}
          options={step.options.map((option) => ({
            value: option.sourceType,
            label: (
              <span>
                <span className="block font-semibold">{option.title}</span>
                <span className="block text-sm text-muted">{option.detail}</span>
              </span>
            ),
          }))}
        />
      ) : selected ? (
        <div>
          <p className="font-semibold text-ink">{selected.title}</p>
          <p className="text-sm text-muted">{selected.detail}</p>
        </div>
      ) : null}
      {selected ? <PriceSummary option={selected} /> : null}
    </div>
  );
}

/** The option chosen, else the one the server marks, else the first. */
export function findChosenOption(
  options: readonly PurchaseOption[],
  chosenType: TreatmentSourceType | undefined,
): PurchaseOption | undefined {
  return (
    options.find((option) => option.sourceType === chosenType) ??
    options.find((option) => option.isSelected) ??
    options[0]
  );
}

function PriceSummary({ option }: { option: PurchaseOption }) {
  return (
    <dl className="space-y-2 rounded-2xl border border-slate-200 p-4 sm:max-w-md">
      {option.lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt className="text-ink">{line.label}</dt>
          <dd className="font-semibold text-ink">{line.amount.displayValue}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
        <dt className="font-bold text-ink">{option.totalLabel}</dt>
        <dd className="font-bold text-ink">{option.total.displayValue}</dd>
      </div>
    </dl>
  );
}
