import { Link, Navigate, useLoaderData } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { landingApi, useGetLandingPageQuery } from '../api';
import { PricedDrugList } from '../components/priced-drug-list';

export interface LandingRouteData {
  slug: string;
}

export const loadLandingFirstScreen: FirstScreenLoader = (dispatch, { loaderData }) =>
  dispatch(landingApi.endpoints.getLandingPage.initiate((loaderData as LandingRouteData).slug));

/** A campaign landing page: its promise, live prices of its drugs, and where to go next. */
export function LandingPage() {
  const { slug } = useLoaderData<LandingRouteData>();
  const { currentData: page, error } = useGetLandingPageQuery(slug);
  if (isHttpError(error) && error.status === 404) return <Navigate to="/not-found" replace />;
  if (error) return <PageLoadFailure error={error} />;
  if (!page) return <Spinner className="py-24" message="Loading…" />;
  return (
    <article className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:py-12">
      <title>{`${page.title} | ${PRODUCT.name}`}</title>
      <header className="max-w-3xl space-y-4">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{page.headline}</h1>
        <p className="text-lg text-muted">{page.intro}</p>
        <Link to={page.cta.to} className={BUTTON_STYLES.primary}>
          {page.cta.label}
        </Link>
      </header>
      {page.drugs.length > 0 ? (
        <section aria-labelledby="prices-title" className="space-y-4">
          <h2 id="prices-title" className="text-xl font-bold text-ink">
            Prices today
          </h2>
          <PricedDrugList drugs={page.drugs} />
          <p className="text-sm text-muted">
            The lowest {PRODUCT.name} price at the usual dosage and quantity. Choose your own on
            each medication&apos;s page.
          </p>
        </section>
      ) : null}
      {page.condition ? (
        <p className="text-ink">
          No prescription yet?{' '}
          <Link
            to={`/treatments/${page.condition.slug}`}
            className="font-semibold text-brand-800 underline"
          >
            See a doctor online for {page.condition.name.toLowerCase()}
          </Link>
          .
        </p>
      ) : null}
    </article>
  );
}
