import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useSendPasswordResetMutation } from '../api';
import {
  emailFormSchema,
  isMobileLoginMessage,
  toForgotPasswordError,
  type EmailFormValues,
} from '../auth-rules';

export interface ForgotPasswordModalProps {
  onClose: () => void;
  /** The account signs in with a phone code: show that instead. */
  onPhoneLogin: () => void;
}

/** 'forgot-password-modal': a valid email enables Send; then a sent confirmation. */
export function ForgotPasswordModal({ onClose, onPhoneLogin }: ForgotPasswordModalProps) {
  const { register, handleSubmit, control, formState } = useForm<EmailFormValues>({
    resolver: zodResolver(emailFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const [sendReset, { isLoading }] = useSendPasswordResetMutation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setError(null);
    const result = await sendReset(values);
    if (result.data) return setSentMessage(result.data.result.message);
    const message = toForgotPasswordError(result.error);
    if (isMobileLoginMessage(message)) return onPhoneLogin();
    setError(message);
  });

  return (
    <Modal title="Reset your password" isOpen onClose={onClose}>
      {sentMessage ? (
        <div className="flex flex-col gap-4">
          <FormNotice>{sentMessage}</FormNotice>
          <p className="text-sm text-muted">
            The link works once, for one hour. Check your spam folder if it does not arrive.
          </p>
          <Button onClick={onClose}>Done</Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-label="Reset your password"
          className="flex flex-col gap-4"
        >
          <p className="text-muted">
            Enter your email and we will send you a link to choose a new password.
          </p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            error={formState.errors.email?.message}
            {...register('email', { onChange: () => setError(null) })}
          />
          <FormAlert message={error} />
          <Button
            type="submit"
            disabled={isLoading || !isValidEmail(email)}
            className="disabled:opacity-50"
          >
            {isLoading ? 'Sending…' : 'Send'}
          </Button>
        </form>
      )}
    </Modal>
  );
}

export default ForgotPasswordModal;
