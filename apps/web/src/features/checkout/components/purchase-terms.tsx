import { Link } from 'react-router';

const LINK_CLASS = 'font-semibold text-brand-800 underline';

/** What a purchase agrees to, each document a link. */
export function PurchaseTerms() {
  return (
    <p className="text-sm text-muted">
      By completing your purchase you agree to the{' '}
      <Link to="/legal/terms-of-use" className={LINK_CLASS}>
        Terms of Use
      </Link>{' '}
      and the{' '}
      <Link to="/drug-terms" className={LINK_CLASS}>
        Drug and Pricing Terms
      </Link>
      , and we handle your prescription as the{' '}
      <Link to="/legal/hipaa-privacy-notice" className={LINK_CLASS}>
        Notice of Privacy Practices
      </Link>{' '}
      says.
    </p>
  );
}
