import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequestSchema, type ContactRequest } from '@fillwell/contracts';
import type { ContactAudience } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSendContactRequestMutation } from '../api';
import { useRequestReceipt } from '../use-request-receipt';
import { RequestSent } from './request-sent';

/** A contact page's request form, for one audience. */
export function ContactForm({ audience }: { audience: ContactAudience }) {
  const { register, handleSubmit, formState } = useForm<ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { audience, name: '', email: '', message: '' },
  });
  const [send, { isLoading }] = useSendContactRequestMutation();
  const { reference, formError, submit: sendValues } = useRequestReceipt(send);
  const { errors } = formState;

  const submit = handleSubmit(sendValues);

  if (reference)
    return <RequestSent reference={reference} next="We answer within one business day." />;
  return (
    <section aria-labelledby="contact-form-title" className="mt-10">
      <h2 id="contact-form-title" className="text-xl font-bold text-ink">
        Send us a message
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
        <FormAlert message={formError} />
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
        <TextAreaField
          label="How can we help?"
          error={errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send message'}
        </Button>
      </form>
    </section>
  );
}
