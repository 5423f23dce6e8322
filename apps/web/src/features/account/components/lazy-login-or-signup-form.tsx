import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { LoginOrSignupFormProps } from './login-or-signup-form';

// Marked pure so that the first load leaves it out while no page renders it.
const LoadedForm = /* @__PURE__ */ lazy(() =>
  import('./login-or-signup-form').then((module) => ({ default: module.LoginOrSignupForm })),
);

/** The sign-in form, loaded when first shown so the first page load stays small. */
export function LoginOrSignupForm(props: LoginOrSignupFormProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <LoadedForm {...props} />
    </Suspense>
  );
}
