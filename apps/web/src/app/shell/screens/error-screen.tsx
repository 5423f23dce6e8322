import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { BUTTON_STYLES } from '@/components/ui/button-styles';

interface ErrorViewProps {
  isFullPage?: boolean;
}

export function ErrorView({ isFullPage = false }: ErrorViewProps) {
  const content = (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Uh oh! Something went wrong.</h1>
      <p className="mt-3 text-muted">
        Please try again. If it keeps happening, our support team is happy to help.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={`${BUTTON_STYLES.primary} mt-8`}
      >
        Try again
      </button>
      <a href="/" className={`${BUTTON_STYLES.quiet} mt-3`}>
        Go to the home page
      </a>
    </section>
  );
  return isFullPage ? <main id="main">{content}</main> : content;
}

/** Route error element: logs what failed (including a page that could not load) and says so. */
export function ErrorScreen({ isFullPage = false }: ErrorViewProps) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView isFullPage={isFullPage} />;
}

export function RootErrorScreen() {
  return <ErrorScreen isFullPage />;
}
