import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { BasicInfoFormProps } from './components/basic-info-form';
import type { PhoneNumberFormProps } from './components/phone-number-form';

// The forms bring their validation and input-mask libraries: load them only when shown. Marked
// pure so that the first load leaves these out while no page renders them.
const LazyBasicInfoForm = /* @__PURE__ */ lazy(() =>
  import('./components/basic-info-form').then((module) => ({ default: module.BasicInfoForm })),
);
const LazyPhoneNumberForm = /* @__PURE__ */ lazy(() =>
  import('./components/phone-number-form').then((module) => ({
    default: module.PhoneNumberForm,
  })),
);

const loading = <Spinner className="py-8" />;

/** The checkout's patient-information step (basic-info). */
export function BasicInfoForm(props: BasicInfoFormProps) {
  return (
    <Suspense fallback={loading}>
      <LazyBasicInfoForm {...props} />
    </Suspense>
  );
}

/** The checkout's phone-number step (email and mobile). */
export function PhoneNumberForm(props: PhoneNumberFormProps) {
  return (
    <Suspense fallback={loading}>
      <LazyPhoneNumberForm {...props} />
    </Suspense>
  );
}
