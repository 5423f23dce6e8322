import { useRef, useState } from 'react';
import type {
  ReverieFulfillmentOption,
  ReverieFulfillmentOptionId,
  ReverieOrder,
} from '@fillwell/contracts';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetFulfillmentOptionsQuery, useSelectFulfillmentMutation } from '../api';
import { PHARMACY_PLUS_ERRORS } from '../pharmacy-plus-errors';

interface PendingChoice {
  optionId: ReverieFulfillmentOptionId;
  signatureOptedIn: boolean;
}

function describeOption(option: ReverieFulfillmentOption): string {
  return `${option.displayName} (${option.price.displayValue}): ${option.description}`;
}

/** Pickup, standard shipping or express shipping with an optional signature. */
export function FulfillmentOptions({ order }: { order: ReverieOrder }) {
  const { data, error } = useGetFulfillmentOptionsQuery(order.id);
  const [select, { isLoading }] = useSelectFulfillmentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // The choice shows at once, and stays until the order shown has it (the server's answer is
  // shown a moment after it arrives) or the change failed.
  const [pending, setPending] = useState<PendingChoice | null>(null);
  const latestRequest = useRef(0);
  const selection = order.fulfillmentSelection;
  const isPendingShown =
    pending !== null &&
    selection?.id === pending.optionId &&
    selection.signatureOptedIn === pending.signatureOptedIn;
  // Settled during render, as React adjusts state to props: no extra commit with the old choice.
  if (isPendingShown) setPending(null);
  const chosenId = pending?.optionId ?? selection?.id ?? null;
  const isSignatureChosen = pending?.signatureOptedIn ?? selection?.signatureOptedIn ?? false;

  async function choose(optionId: ReverieFulfillmentOptionId, signatureOptedIn: boolean) {
    setFailure(null);
    setPending({ optionId, signatureOptedIn });
    const request = ++latestRequest.current;
    const result = await select({
      orderId: order.id,
      patientId: order.patientId,
      optionId,
      signatureOptedIn,
    });
    // An earlier answer does not undo a later choice.
    if (request !== latestRequest.current || !result.error) return;
    setPending(null);
    setFailure(PHARMACY_PLUS_ERRORS.fulfillmentFailed);
  }

  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <Spinner className="py-4" />;
  const chosen = data.options.find((option) => option.id === chosenId);
  return (
    <div className="flex flex-col gap-3">
      <ChoiceGroup
        legend="How would you like to receive your order?"
        legendSize="md"
        layout="column"
        name="fulfillment-option"
        options={data.options.map((option) => ({
          value: option.id,
          label: describeOption(option),
        }))}
        value={chosenId}
        onChange={(value) => void choose(value as ReverieFulfillmentOptionId, false)}
      />
      {chosen?.isSignatureAvailable ? (
        <CheckboxField
          label="Ask for a signature on delivery"
          checked={isSignatureChosen}
          disabled={isLoading || pending !== null}
          onChange={(event) => void choose(chosen.id, event.target.checked)}
        />
      ) : null}
      <FormAlert message={failure} />
    </div>
  );
}
