import { useState, type FormEvent } from 'react';
import { PHARMACY_PLUS_LIMITS, type RegisterPrescriptionRequest } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api';
import { useRegisterPrescriptionMutation } from '../api';
import { CataloguePicker, type CatalogueMedication } from './catalogue-picker';

interface QuantityDraft {
  quantity: number;
  isOffered: boolean;
  daysSupply: string;
  /** Dollars, or empty for the site's retail price. */
  price: string;
}

function toCents(dollars: string): number | undefined {
  const trimmed = dollars.trim().replace(/^\$/, '');
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) : undefined;
}

export function buildPrescriptionRequest(
  medication: CatalogueMedication,
  quantities: QuantityDraft[],
  refills: string,
  isAutoRefillEligible: boolean,
  isEnrolled: boolean,
): RegisterPrescriptionRequest {
  return {
    medId: medication.medId,
    refillsRemaining: Number(refills),
    isAutoRefillEligible,
    enrolledInAutorefill: isAutoRefillEligible && isEnrolled,
    quantityOptions: quantities
      .filter((entry) => entry.isOffered)
      .map((entry) => {
        const priceCents = toCents(entry.price);
        return {
          quantity: entry.quantity,
          daysSupply: Number(entry.daysSupply),
          ...(priceCents === undefined ? {} : { priceCents }),
        };
      }),
  };
}

/** A prescription for the patient: a catalogue medication, its quantities, refills, auto-refill. */
export function PrescriptionForm({ patientId }: { patientId: string }) {
  const [medication, setMedication] = useState<CatalogueMedication | null>(null);
  const [quantities, setQuantities] = useState<QuantityDraft[]>([]);
  const [refills, setRefills] = useState('3');
  const [isEligible, setIsEligible] = useState(true);
  const [isEnrolled, setIsEnrolled] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [registerPrescription, { isLoading }] = useRegisterPrescriptionMutation();

  function choose(next: CatalogueMedication) {
    setMedication(next);
    setFailure(null);
    setQuantities(
      next.quantities.slice(0, PHARMACY_PLUS_LIMITS.quantityOptionsMax).map((quantity) => ({
        quantity,
        isOffered: true,
        daysSupply: String(quantity),
        price: '',
      })),
    );
  }

  function changeQuantity(index: number, change: Partial<QuantityDraft>) {
    setQuantities((current) =>
      current.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
    );
  }

  async function handleSubmit(event: FormEvent, chosen: CatalogueMedication) {
    event.preventDefault();
    setFailure(null);
    const request = buildPrescriptionRequest(chosen, quantities, refills, isEligible, isEnrolled);
    const result = await registerPrescription({ patientId, request });
    if (result.error) return setFailure(getErrorMessage(result.error));
    setMedication(null);
    setQuantities([]);
  }

  if (!medication) return <CataloguePicker onChoose={choose} />;
  const name = `${medication.drugName} ${medication.description}`;
  return (
    <form
      noValidate
      aria-label="Add a prescription"
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(event, medication)}
    >
      <p className="font-semibold text-ink">{name}</p>
      {quantities.map((entry, index) => (
        <fieldset
          key={entry.quantity}
          className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3"
        >
          <legend className="px-1 text-sm font-semibold text-ink">Quantity {entry.quantity}</legend>
          <CheckboxField
            label={`Offer ${entry.quantity}`}
            checked={entry.isOffered}
            onChange={(event) => changeQuantity(index, { isOffered: event.target.checked })}
          />
          <TextField
            label={`Days supply for ${entry.quantity}`}
            inputMode="numeric"
            value={entry.daysSupply}
            onChange={(event) => changeQuantity(index, { daysSupply: event.target.value })}
          />
          <TextField
            label={`Price for ${entry.quantity} (optional)`}
            hint="Leave empty for the retail price"
            inputMode="decimal"
            value={entry.price}
            onChange={(event) => changeQuantity(index, { price: event.target.value })}
          />
        </fieldset>
      ))}
      <TextField
        label="Refills"
        inputMode="numeric"
        value={refills}
        onChange={(event) => setRefills(event.target.value)}
      />
      <CheckboxField
        label="Can be refilled automatically"
        checked={isEligible}
        onChange={(event) => setIsEligible(event.target.checked)}
      />
      {isEligible ? (
        <CheckboxField
          label="Patient is enrolled in auto-refill"
          checked={isEnrolled}
          onChange={(event) => setIsEnrolled(event.target.checked)}
        />
      ) : null}
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save prescription'}
        </Button>
        <Button variant="secondary" onClick={() => setMedication(null)}>
          Choose another medication
        </Button>
      </div>
    </form>
  );
}
