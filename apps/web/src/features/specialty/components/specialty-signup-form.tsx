import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '@fillwell/contracts';
import { PASSWORD_MAX_LENGTH } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { buildSignInPath, getErrorMessage } from '@/lib/api';
import { useSignUpNimbusMutation } from '../api';
import { SPECIALTY_TEXT } from '../specialty-text';
import { AgreementNotice } from '@/features/account';

const signupFormSchema = z.object({ email: emailSchema, password: newPasswordSchema });
type SignupFormValues = z.input<typeof signupFormSchema>;

interface SpecialtySignupFormProps {
  /** The partner's link that brought the person, joined to the new account. */
  exitToken: string | null;
  /** Where signing in comes back to. */
  returnPath: string;
  onSignedUp: () => void;
}

/** /specialty/1: the signup form (email and password), sent with the partner's link. */
export function SpecialtySignupForm({
  exitToken,
  returnPath,
  onSignedUp,
}: SpecialtySignupFormProps) {
  const [signUp, { error, isLoading }] = useSignUpNimbusMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupFormValues>({ resolver: zodResolver(signupFormSchema) });

  const submit = handleSubmit(async (values) => {
    const result = await signUp({
      ...values,
      acceptsAgreements: true,
      ...(exitToken ? { exitToken } : {}),
    });
    if ('data' in result) onSignedUp();
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={SPECIALTY_TEXT.signUpTitle}
      className="flex flex-col gap-4"
    >
      <p className="text-ink">{SPECIALTY_TEXT.signUpIntro}</p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint="At least 8 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormAlert message={error ? getErrorMessage(error) : null} />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Please wait…' : SPECIALTY_TEXT.signUpSubmit}
      </Button>
      <AgreementNotice />
      <p className="text-sm text-ink">
        {SPECIALTY_TEXT.haveAccount}{' '}
        <Link to={buildSignInPath(returnPath)} className="font-semibold text-brand-800 underline">
          {SPECIALTY_TEXT.signIn}
        </Link>
      </p>
    </form>
  );
}
