import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../auth-rules';

export interface NewPasswordFormProps {
  submitLabel: string;
  /** Saves the password; answers an error message to show, or null when done. */
  onSave: (password: string) => Promise<string | null>;
}

export function NewPasswordForm({ submitLabel, onSave }: NewPasswordFormProps) {
  const { register, handleSubmit, formState } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const submit = handleSubmit(async ({ password }) => setError(await onSave(password)));
  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="flex flex-col gap-4">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint="At least 8 characters"
        error={formState.errors.password?.message}
        {...register('password', { onChange: () => setError(null) })}
      />
      <FormAlert message={error} />
      <Button
        type="submit"
        disabled={formState.isSubmitting || Boolean(formState.errors.password || error)}
        className="disabled:opacity-50"
      >
        {formState.isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
