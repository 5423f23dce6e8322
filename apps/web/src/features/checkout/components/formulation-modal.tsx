import { useState } from 'react';
import type { EligibleFormulation } from '@fillwell/contracts';
import { CHECKOUT_MESSAGES } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';

interface FormulationModalProps {
  options: readonly EligibleFormulation[];
  isSaving: boolean;
  error: string | null;
  onContinue: (option: EligibleFormulation) => void;
  onClose: () => void;
}

function findDefault(options: readonly EligibleFormulation[]): EligibleFormulation | undefined {
  return options.find((option) => option.defaultFormulation) ?? options[0];
}

/** 'Please update quantity and dosage': the formulations an online visit can prescribe. */
export function FormulationModal({
  options,
  isSaving,
  error,
  onContinue,
  onClose,
}: FormulationModalProps) {
  const [priceId, setPriceId] = useState(() => findDefault(options)?.priceId ?? null);
  const chosen = options.find((option) => option.priceId === priceId);
  return (
    <Modal title={CHECKOUT_MESSAGES.formulationTitle} isOpen onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-muted">
          An online doctor visit can prescribe these. Choose one to continue.
        </p>
        <FormAlert message={error} />
        <ChoiceGroup
          legend="Available options"
          layout="column"
          name="formulation"
          value={priceId}
          onChange={setPriceId}
          options={options.map((option) => ({
            value: option.priceId,
            label: (
              <span className="flex w-full justify-between gap-3">
                <span>
                  <span className="block font-semibold">{option.formattedName}</span>
                  <span className="block text-sm text-muted">{option.formattedDescription}</span>
                </span>
                <span className="font-semibold">{option.priceDisplayValue}</span>
              </span>
            ),
          }))}
        />
        <Button disabled={!chosen || isSaving} onClick={() => chosen && onContinue(chosen)}>
          {isSaving ? 'Saving…' : 'Continue'}
        </Button>
      </div>
    </Modal>
  );
}
