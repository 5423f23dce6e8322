import { Link } from 'react-router';
import { BUTTON_STYLES } from '@/components/ui/button-styles';

export function NotFoundScreen() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-5xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">
        Uh oh! We couldn&apos;t find this page.
      </h1>
      <p className="mt-3 text-muted">
        The link may be old, or the address may have a typo. You can search for a medication from
        the home page.
      </p>
      <Link to="/" className={`${BUTTON_STYLES.primary} mt-8`}>
        Go to the home page
      </Link>
    </section>
  );
}
