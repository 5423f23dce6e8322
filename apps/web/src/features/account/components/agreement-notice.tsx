import { Link } from 'react-router';

/** What creating an account agrees to, each a link to its document. */
export function AgreementNotice() {
  return (
    <p className="text-sm text-muted">
      By continuing you agree to the{' '}
      <Link to="/legal/terms-of-use" className="font-semibold text-brand-800 underline">
        Terms of Use
      </Link>{' '}
      and the{' '}
      <Link to="/legal/privacy-policy" className="font-semibold text-brand-800 underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
