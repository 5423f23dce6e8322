import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { priceMatchClaimSchema, type PriceMatchClaim } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSendPriceMatchClaimMutation } from '../api';
import { useRequestReceipt } from '../use-request-receipt';
import { RequestSent } from './request-sent';

const EMPTY_CLAIM: PriceMatchClaim = {
  name: '',
  email: '',
  orderNumber: '',
  medication: '',
  lowerPrice: '',
  seenAt: '',
  message: '',
};

/** The price match guarantee's claim form. */
export function PriceMatchForm() {
  const { register, handleSubmit, formState } = useForm<PriceMatchClaim>({
    resolver: zodResolver(priceMatchClaimSchema),
    defaultValues: EMPTY_CLAIM,
  });
  const [send, { isLoading }] = useSendPriceMatchClaimMutation();
  const { reference, formError, submit: sendValues } = useRequestReceipt(send);
  const { errors } = formState;

  const submit = handleSubmit(sendValues);

  if (reference) {
    return (
      <RequestSent reference={reference} next="We check each claim within two business days." />
    );
  }
  return (
    <section aria-labelledby="claim-form-title" className="mt-10">
      <h2 id="claim-form-title" className="text-xl font-bold text-ink">
        Claim a price match
      </h2>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <FormAlert message={formError} />
        </div>
        <TextField
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Order number"
          error={errors.orderNumber?.message}
          {...register('orderNumber')}
        />
        <TextField
          label="Medication, strength and quantity"
          error={errors.medication?.message}
          {...register('medication')}
        />
        <TextField
          label="Lower price ($)"
          inputMode="decimal"
          error={errors.lowerPrice?.message}
          {...register('lowerPrice')}
        />
        <TextField
          label="Where you saw it"
          hint="The pharmacy or website, and its address"
          error={errors.seenAt?.message}
          {...register('seenAt')}
        />
        <TextAreaField
          label="Anything else (optional)"
          className="sm:col-span-2"
          error={errors.message?.message}
          {...register('message')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Sending…' : 'Send claim'}
          </Button>
        </div>
      </form>
    </section>
  );
}
