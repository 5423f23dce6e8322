import { useState, type FormEvent } from 'react';
import type { CartItem, DrugDetail, DrugDosage } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetFormulationOptionsQuery, useUpdateCartItemsMutation } from '../api';

interface EditFormulationModalProps {
  item: CartItem;
  isOpen: boolean;
  onClose: () => void;
}

/** Changes an item's dosage and quantity among those its drug page lists. */
export function EditFormulationModal({ item, isOpen, onClose }: EditFormulationModalProps) {
  return (
    <Modal title={`Edit ${item.formattedName}`} isOpen={isOpen} onClose={onClose}>
      {isOpen ? <FormulationForm item={item} onDone={onClose} /> : null}
    </Modal>
  );
}

function FormulationForm({ item, onDone }: { item: CartItem; onDone: () => void }) {
  const { data, error } = useGetFormulationOptionsQuery(item.slug);
  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <Spinner />;
  return <FormulationChoice item={item} detail={data} onDone={onDone} />;
}

interface DosageOption {
  dosage: DrugDosage;
  label: string;
}

function listDosages(detail: DrugDetail): DosageOption[] {
  return detail.forms.flatMap((form) =>
    form.dosages.map((dosage) => ({
      dosage,
      label: `${dosage.displayDosage} ${form.displayForm}`,
    })),
  );
}

function FormulationChoice({
  item,
  detail,
  onDone,
}: {
  item: CartItem;
  detail: DrugDetail;
  onDone: () => void;
}) {
  const dosages = listDosages(detail);
  const [medId, setMedId] = useState(item.medId);
  const current = dosages.find((option) => option.dosage.medId === medId) ?? dosages[0];
  const quantities = current?.dosage.quantities ?? [];
  const [quantity, setQuantity] = useState(item.quantity);
  const chosen =
    quantities.find((entry) => entry.rawQuantity === quantity) ??
    quantities[current?.dosage.defaultQuantityIndex ?? 0] ??
    quantities[0];
  const [updateItems, { isLoading, error }] = useUpdateCartItemsMutation();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const priceId = chosen.price[item.priceCategory].priceId;
    try {
      await updateItems({ items: [{ itemId: item.id, priceId }] }).unwrap();
      onDone();
    } catch {
      // Shown below.
    }
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void save(event)}>
      <SelectField
        label="Dosage"
        value={String(current?.dosage.medId ?? '')}
        options={dosages.map((option) => ({
          value: String(option.dosage.medId),
          label: option.label,
        }))}
        onChange={(event) => setMedId(Number(event.target.value))}
      />
      <SelectField
        label="Quantity"
        value={String(chosen?.rawQuantity ?? '')}
        options={quantities.map((entry) => ({
          value: String(entry.rawQuantity),
          label: `${entry.displayQuantity} – ${entry.price[item.priceCategory].displayValue}`,
        }))}
        onChange={(event) => setQuantity(Number(event.target.value))}
      />
      {error ? <FormAlert message={getErrorMessage(error)} /> : null}
      <Button type="submit" className="w-full" disabled={isLoading || !chosen}>
        {isLoading ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
