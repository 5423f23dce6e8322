import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PaymentConfigResponse, SavedCard } from '@fillwell/contracts';
import { LIMITS } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/http';
import { useAddCardMutation, useGetPaymentConfigQuery } from '../api';
import {
  createCardFormSchema,
  EMPTY_CARD_FORM,
  toCardProblem,
  toGatewayCard,
  type CardFormValues,
  type CardProblem,
} from '../card-form-rules';
import { tokenizeAtGateway, type TokenizeResult } from '../card-tokenizer';
import { tokenizeWithStripe } from '../stripe-client';
import { CardProblemAlert } from './card-problem-alert';
import { EmbeddedCardFields } from './embedded-card-fields';
import { StripeCardFields, type StripeCardHandle } from './stripe-card-fields';

export interface CardFormProps {
  /** Called with the saved card; the form is done. */
  onSaved: (card: SavedCard) => void;
  /** Shows Cancel. */
  onCancel?: () => void;
  /** Offers "Set as default" (a first card is always the default, so not then). */
  isSetAsDefaultShown?: boolean;
  submitLabel?: string;
}

/**
 * A new card: tokenized by the payment provider, then saved; a refusal shows under the form with
 * its next step.
 */
export function CardForm(props: CardFormProps) {
  const config = useGetPaymentConfigQuery();
  if (config.data) return <CardFormFields {...props} config={config.data} />;
  if (config.isError) {
    return (
      <p role="alert" className="text-red-700">
        {getErrorMessage(config.error)}
      </p>
    );
  }
  return <Spinner className="py-6" />;
}

function CardFormFields({
  config,
  onSaved,
  onCancel,
  isSetAsDefaultShown = false,
  submitLabel = 'Save',
}: CardFormProps & { config: PaymentConfigResponse }) {
  const isStripe = config.provider === 'stripe' && config.publishableKey !== null;
  const { control, register, handleSubmit, formState, resetField, setFocus } =
    useForm<CardFormValues>({
      resolver: zodResolver(createCardFormSchema(isStripe)),
      defaultValues: EMPTY_CARD_FORM,
    });
  const [addCard] = useAddCardMutation();
  const [problem, setProblem] = useState<CardProblem | null>(null);
  const [stripeCard, setStripeCard] = useState<StripeCardHandle | null>(null);
  /** Counts the cards typed in: the masked fields start empty again for another card. */
  const [cardAttempt, setCardAttempt] = useState(0);
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (cardAttempt > 0 && !isStripe) setFocus('cardNumber');
  }, [cardAttempt, isStripe, setFocus]);

  function clearForAnotherCard() {
    setProblem(null);
    if (stripeCard) {
      stripeCard.cardNumber.clear();
      stripeCard.cardNumber.focus();
      return;
    }
    for (const field of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) resetField(field);
    setCardAttempt((attempt) => attempt + 1);
  }

  async function tokenize(values: CardFormValues): Promise<TokenizeResult> {
    if (!isStripe) return tokenizeAtGateway(toGatewayCard(values));
    if (!stripeCard) return { errorMessage: DEFAULT_ERROR_MESSAGE };
    return tokenizeWithStripe(stripeCard.stripe, stripeCard.cardNumber, values.zipCode);
  }

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const tokenized = await tokenize(values);
    if ('errorMessage' in tokenized) {
      setProblem(toCardProblem(tokenized.errorMessage));
      return;
    }
    const result = await addCard({
      stripeCardToken: tokenized.tokenId,
      setAsDefault: values.setAsDefault,
    });
    if (result.data) onSaved(result.data);
    else setProblem(toCardProblem(getErrorMessage(result.error)));
  });

  return (
    <form noValidate onSubmit={submit} aria-label="New card" className="flex flex-col gap-4">
      {isStripe && config.publishableKey ? (
        <StripeCardFields publishableKey={config.publishableKey} onReady={setStripeCard} />
      ) : (
        <EmbeddedCardFields key={cardAttempt} control={control} errors={errors} />
      )}
      <TextField
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={LIMITS.zipLength}
        error={errors.zipCode?.message}
        className="max-w-40"
        {...register('zipCode')}
      />
      {isSetAsDefaultShown ? (
        <CheckboxField label="Set as default" {...register('setAsDefault')} />
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
      </div>
      <CardProblemAlert problem={problem} onUseAnotherCard={clearForAnotherCard} />
    </form>
  );
}
