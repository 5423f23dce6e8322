import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { textAppLinkRequestSchema } from '@fillwell/contracts';
import { DISCOUNT_CARD_MESSAGES, formatMobileNumber, LIMITS, PRODUCT } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { MaskedPhoneField } from '@/components/ui/masked-phone-field';
import { getErrorMessage } from '@/lib/api';
import { useTextAppLinkMutation } from '../api';

type TextAppLinkValues = z.input<typeof textAppLinkRequestSchema>;
type TextAppLinkRequest = z.output<typeof textAppLinkRequestSchema>;

const TEXT_APP_LINK_LABEL = 'Text me the app';

export interface TextAppLinkFormProps {
  className?: string;
}

/**
 * A mobile number (masked +1 (___) ___-____) and "Text me the app": texts a link to the app,
 * then the button reads 'Download Link Sent!' for a moment before its label comes back.
 */
export function TextAppLinkForm({ className = '' }: TextAppLinkFormProps) {
  const { control, handleSubmit, formState } = useForm<
    TextAppLinkValues,
    unknown,
    TextAppLinkRequest
  >({
    resolver: zodResolver(textAppLinkRequestSchema),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '' },
  });
  const [textAppLink, { isLoading }] = useTextAppLinkMutation();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSentLabelShown, showSentLabel] = useBriefFlag(LIMITS.downloadLinkResetMs);

  const submit = handleSubmit(async ({ mobileNumber }) => {
    setError(null);
    const result = await textAppLink({ mobileNumber });
    if (result.error) return setError(getErrorMessage(result.error));
    setSentTo(mobileNumber);
    showSentLabel();
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Text me a link to the ${PRODUCT.name} app`}
      className={`flex flex-col gap-3 ${className}`}
    >
      <MaskedPhoneField
        control={control}
        name="mobileNumber"
        label="Mobile number"
        hint="Message and data rates may apply."
        error={formState.errors.mobileNumber?.message}
      />
      <FormAlert message={error} />
      <Button type="submit" disabled={isLoading} className="self-stretch sm:self-start">
        {getButtonLabel(isLoading, isSentLabelShown)}
      </Button>
      <p role="status" className="text-sm text-muted">
        {sentTo ? `We texted the link to ${formatMobileNumber(sentTo)}.` : ''}
      </p>
    </form>
  );
}

function getButtonLabel(isSending: boolean, isSentLabelShown: boolean): string {
  if (isSending) return 'Sending…';
  return isSentLabelShown ? DISCOUNT_CARD_MESSAGES.appLinkSent : TEXT_APP_LINK_LABEL;
}

/** A flag that turns itself off `durationMs` after each time it is turned on. */
function useBriefFlag(durationMs: number): [boolean, () => void] {
  const [isOn, setIsOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const turnOn = useCallback(() => {
    clearTimeout(timer.current);
    setIsOn(true);
    timer.current = setTimeout(() => setIsOn(false), durationMs);
  }, [durationMs]);
  return [isOn, turnOn];
}
