import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { UserResponse } from '@fillwell/contracts';
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { isHttpError } from '@/lib/api';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/http';
import { useGetAccountTypeMutation, useLoginMutation, useSignupMutation } from '../api';
import {
  loginFormSchema,
  signupFormSchema,
  type AuthFormValues,
  type AuthMode,
} from '../auth-rules';
import { AuthModals, type AuthModalName } from './auth-modals';
import { AgreementNotice } from './agreement-notice';

export interface LoginOrSignupFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called with the signed-in user (GET /v2/user body). */
  onSuccess: (user: UserResponse) => void;
}

const TITLES: Record<AuthMode, string> = { login: 'Sign in', signup: 'Create account' };

/** Sign in ⇄ Create account, with forgot password and the phone-code alternative. */
export function LoginOrSignupForm({ mode, onModeChange, onSuccess }: LoginOrSignupFormProps) {
  const { register, handleSubmit, formState, setError, clearErrors, trigger, getFieldState } =
    useForm<AuthFormValues>({
      resolver: zodResolver(mode === 'signup' ? signupFormSchema : loginFormSchema),
      mode: 'onTouched',
      defaultValues: { email: '', password: '' },
    });
  const [signup] = useSignupMutation();
  const [login] = useLoginMutation();
  const [getAccountType] = useGetAccountTypeMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [openModal, setOpenModal] = useState<AuthModalName | null>(null);
  const { errors, isSubmitting } = formState;
  // A server error is about what was sent: it goes once the person edits.
  const clearServerError = () => setServerError(null);

  // Switching mode clears errors, then revalidates what was already typed.
  const switchMode = (next: AuthMode) => {
    if (next === mode) return;
    clearErrors();
    setServerError(null);
    setNotice(null);
    onModeChange(next);
    const touched = (['email', 'password'] as const).filter(
      (name) => getFieldState(name).isTouched,
    );
    if (touched.length > 0) window.setTimeout(() => void trigger(touched), 0);
  };

  const continueAsExistingUser = async (email: string) => {
    const type = await getAccountType({ email });
    if (type.error) {
      const message = isHttpError(type.error) ? type.error.message : '';
      setServerError(
        message.includes(ACCOUNT_MESSAGES.accountNotFound) ? DEFAULT_ERROR_MESSAGE : message,
      );
      return;
    }
    if (type.data.type === 'sms_otp') {
      setServerError(`${ACCOUNT_MESSAGES.emailInUse}. ${ACCOUNT_MESSAGES.loginWithMobile}.`);
      return;
    }
    switchMode('login');
    setNotice(`${email} already has an account. Sign in to continue.`);
  };

  const submit = handleSubmit(async ({ email, password }) => {
    setNotice(null);
    const result =
      mode === 'signup'
        ? await signup({ email, password, acceptsAgreements: true })
        : await login({ email, password });
    if (result.data) return onSuccess(result.data);
    const error = isHttpError(result.error) ? result.error : null;
    if (
      mode === 'signup' &&
      error?.status === 409 &&
      error.message === ACCOUNT_MESSAGES.emailInUse
    ) {
      return continueAsExistingUser(email.trim().toLowerCase());
    }
    let hasFieldError = false;
    for (const [field, message] of Object.entries(error?.validationErrors ?? {})) {
      if (field !== 'email' && field !== 'password') continue;
      setError(field, { type: 'server', message });
      hasFieldError = true;
    }
    if (!hasFieldError) setServerError(error?.message ?? DEFAULT_ERROR_MESSAGE);
  });

  const hasErrors = Boolean(errors.email || errors.password || serverError);
  const otherMode: AuthMode = mode === 'login' ? 'signup' : 'login';

  return (
    <div className="flex flex-col gap-5">
      <div
        role="group"
        aria-label="Sign in or create an account"
        className="grid grid-cols-2 rounded-full bg-slate-100 p-1"
      >
        {(['login', 'signup'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => switchMode(option)}
            className={`rounded-full px-4 py-2 font-semibold ${
              mode === option ? 'bg-white text-brand-900 shadow-sm' : 'text-muted'
            }`}
          >
            {TITLES[option]}
          </button>
        ))}
      </div>
      <form noValidate onSubmit={submit} aria-label={TITLES[mode]} className="flex flex-col gap-4">
        {notice ? <FormNotice>{notice}</FormNotice> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email?.message}
          {...register('email', { onChange: clearServerError })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={mode === 'signup' ? 'At least 8 characters' : undefined}
          error={errors.password?.message}
          {...register('password', { onChange: clearServerError })}
        />
        <FormAlert message={serverError} />
        <Button type="submit" disabled={isSubmitting || hasErrors} className="disabled:opacity-50">
          {isSubmitting ? 'Please wait…' : TITLES[mode]}
        </Button>
        <AgreementNotice />
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-semibold text-brand-800 underline"
          onClick={() => setOpenModal('forgot-password-modal')}
        >
          Forgot password?
        </button>
        <Link to="/login/otp" className="font-semibold text-brand-800 underline">
          Sign in with your phone
        </Link>
        <button
          type="button"
          className="font-semibold text-brand-800 underline"
          onClick={() => switchMode(otherMode)}
        >
          {mode === 'login' ? 'New here? Create an account' : 'Have an account? Sign in'}
        </button>
      </div>
      <AuthModals name={openModal} onChange={setOpenModal} onSignedIn={onSuccess} />
    </div>
  );
}
