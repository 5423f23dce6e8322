import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_LIMITS,
  type AddressSuggestion,
  type SaveAddressRequest,
  type ShippingAddress,
} from '@fillwell/contracts';
import { LIMITS, PRODUCT } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { StateSelectField } from '@/components/ui/state-select-field';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/http';
import { useSaveAddressMutation } from '../api';
import {
  ADDRESS_FIELDS,
  ADDRESS_FORM_TEXT,
  addressFormSchema,
  applySuggestion,
  hasRequiredAddressFields,
  readSuggestedAddresses,
  SHIPPING_BLURB,
  toAddressFormValues,
  toSaveAddressRequest,
  type AddressFormInput,
  type AddressFormVariant,
  type CheckedAddress,
} from '../address-rules';
import { SuggestedAddressModal } from './suggested-address-modal';

export interface DeliveryAddressFormProps {
  /** shipping: delivery step (special instructions, delivery hint); telehealth: visit address. */
  variant?: AddressFormVariant;
  /** An address to start from (e.g. the default one). */
  address?: Partial<ShippingAddress> | null;
  /** Replaces the variant's heading (e.g. in the account area). */
  heading?: string;
  headingLevel?: 1 | 2;
  /** Sets the document title to the variant's page title (off when embedded in another page). */
  isPageTitleSet?: boolean;
  submitLabel?: string;
  /** Called with the saved (verified) address. */
  onContinue: (address: ShippingAddress) => void;
  onCancel?: () => void;
}

interface Pending {
  request: SaveAddressRequest;
  suggestions: AddressSuggestion[];
}

/** The delivery-address and telehealth-address step: the address is checked as it is saved. */
export function DeliveryAddressForm({
  variant = 'shipping',
  address,
  heading,
  headingLevel = 1,
  isPageTitleSet = true,
  submitLabel = 'Continue',
  onContinue,
  onCancel,
}: DeliveryAddressFormProps) {
  const text = ADDRESS_FORM_TEXT[variant];
  const headingId = useId();
  const addressErrorId = useId();
  const { register, handleSubmit, setError, control, formState } = useForm<
    AddressFormInput,
    unknown,
    CheckedAddress
  >({ resolver: zodResolver(addressFormSchema), defaultValues: toAddressFormValues(address) });
  const values = useWatch({ control });
  const [saveAddress, { isLoading }] = useSaveAddressMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [suggestionError, setSuggestionError] = useState<string | null>(null);
  const { errors } = formState;

  function showFailure(error: unknown, request: SaveAddressRequest) {
    if (!isHttpError(error)) return setFormError(DEFAULT_ERROR_MESSAGE);
    const suggestions = error.status === 409 ? readSuggestedAddresses(error) : [];
    if (suggestions.length > 0) return setPending({ request, suggestions });
    if (error.status >= 500) return setFormError(error.message);
    let hasFieldError = false;
    for (const field of ADDRESS_FIELDS) {
      const message = error.validationErrors[field];
      if (!message) continue;
      setError(field, { type: 'server', message });
      hasFieldError = true;
    }
    if (!hasFieldError) setAddressError(error.message);
  }

  const submit = handleSubmit(async (checked) => {
    setFormError(null);
    setAddressError(null);
    const request = toSaveAddressRequest(checked, variant);
    const result = await saveAddress(request);
    if (result.data) onContinue(result.data);
    else showFailure(result.error, request);
  });

  async function acceptSuggestion(suggestion: AddressSuggestion) {
    if (!pending) return;
    setSuggestionError(null);
    const result = await saveAddress(applySuggestion(pending.request, suggestion));
    if (result.data) {
      setPending(null);
      onContinue(result.data);
    } else {
      setSuggestionError(getErrorMessage(result.error));
    }
  }

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const canContinue = hasRequiredAddressFields(values) && !isLoading;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      {isPageTitleSet ? <title>{`${text.pageTitle} | ${PRODUCT.name}`}</title> : null}
      <div className="flex flex-col gap-2">
        <Heading id={headingId} className="text-2xl font-bold text-ink">
          {heading ?? text.heading}
        </Heading>
        <p className="text-muted">{SHIPPING_BLURB}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <fieldset
          className="flex flex-col gap-4"
          aria-describedby={addressError ? addressErrorId : undefined}
        >
          <legend className="sr-only">Address</legend>
          <TextField
            label="Street address"
            autoComplete="address-line1"
            maxLength={ADDRESS_LIMITS.streetMax}
            error={errors.address1?.message}
            {...register('address1')}
          />
          <TextField
            label="Apt/Suite (optional)"
            autoComplete="address-line2"
            maxLength={ADDRESS_LIMITS.streetMax}
            error={errors.address2?.message}
            {...register('address2')}
          />
          <TextField
            label="City"
            autoComplete="address-level2"
            maxLength={ADDRESS_LIMITS.cityMax}
            error={errors.city?.message}
            {...register('city')}
          />
          <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-4">
            <StateSelectField
              label="State"
              autoComplete="address-level1"
              error={errors.state?.message}
              {...register('state')}
            />
            <TextField
              label="Zip code"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={LIMITS.zipLength}
              error={errors.zipCode?.message}
              {...register('zipCode')}
            />
          </div>
          <FieldError id={addressErrorId} message={addressError} isAnnounced />
        </fieldset>
        {variant === 'shipping' ? (
          <TextField
            label="Special instructions (optional)"
            maxLength={ADDRESS_LIMITS.specialInstructionsMax}
            error={errors.specialInstructions?.message}
            {...register('specialInstructions')}
          />
        ) : null}
        {text.hint ? <p className="text-sm text-muted">{text.hint}</p> : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={!canContinue}>
            {isLoading && !pending ? 'Processing…' : submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
      {pending ? (
        <SuggestedAddressModal
          original={pending.request}
          suggestions={pending.suggestions}
          isSaving={isLoading}
          error={suggestionError}
          onEditOriginal={() => {
            setPending(null);
            setSuggestionError(null);
          }}
          onAccept={(suggestion) => void acceptSuggestion(suggestion)}
        />
      ) : null}
    </section>
  );
}
