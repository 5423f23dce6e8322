import { AUTO_RENEWAL_TEXT, PRODUCT } from '@fillwell/domain';

/** The auto-renewal terms with the support line that cancels. */
export function RenewalTerms() {
  return (
    <p className="text-sm text-muted">
      {AUTO_RENEWAL_TEXT} Call{' '}
      <a href={PRODUCT.supportPhoneHref} className="font-semibold text-brand-800 underline">
        {PRODUCT.supportPhone}
      </a>{' '}
      to cancel.
    </p>
  );
}
