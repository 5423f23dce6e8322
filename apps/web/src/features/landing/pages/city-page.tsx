import { Navigate, useLoaderData } from 'react-router';
import type { CityPage as CityPageData } from '@fillwell/contracts';
import { PRODUCT } from '@fillwell/domain';
import { JsonLd } from '@/components/ui/json-ld';
import { PharmacyAddressList } from '@/features/pharmacies/search';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { landingApi, useGetCityPageQuery } from '../api';
import { PricedDrugList } from '../components/priced-drug-list';
import type { LandingRouteData } from './landing-page';

export const loadCityFirstScreen: FirstScreenLoader = (dispatch, { loaderData }) =>
  dispatch(landingApi.endpoints.getCityPage.initiate((loaderData as LandingRouteData).slug));

/** A city page: the lowest prices there for popular drugs, and the pharmacies near its centre. */
export function CityPage() {
  const { slug } = useLoaderData<LandingRouteData>();
  const { currentData: city, error } = useGetCityPageQuery(slug);
  if (isHttpError(error) && error.status === 404) return <Navigate to="/not-found" replace />;
  if (error) return <PageLoadFailure error={error} />;
  if (!city) return <Spinner className="py-24" message="Loading…" />;
  return (
    <article className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:py-12">
      <title>{`${city.title} | ${PRODUCT.name}`}</title>
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{city.title}</h1>
        <p className="text-lg text-muted">
          {city.pharmacyCount.toLocaleString('en-US')} pharmacies within {city.radiusMiles} miles of
          downtown {city.name} take {PRODUCT.name} prices. Here is the lowest price among them for
          the most popular prescriptions today.
        </p>
      </header>
      <section aria-labelledby="city-prices-title" className="space-y-4">
        <h2 id="city-prices-title" className="text-xl font-bold text-ink">
          Lowest prices in {city.name}
        </h2>
        <PricedDrugList drugs={city.drugs} />
      </section>
      <CityPharmacies city={city} />
    </article>
  );
}

function CityPharmacies({ city }: { city: CityPageData }) {
  return (
    <section aria-labelledby="city-pharmacies-title" className="space-y-4">
      <h2 id="city-pharmacies-title" className="text-xl font-bold text-ink">
        Pharmacies in {city.name}
      </h2>
      <PharmacyAddressList pharmacies={city.pharmacies} />
      <JsonLd
        data={{
          '@type': 'ItemList',
          name: `Pharmacies in ${city.name}, ${city.stateCode}`,
          itemListElement: city.pharmacies.map((pharmacy, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: {
              '@type': 'Pharmacy',
              name: pharmacy.name,
              telephone: pharmacy.location.phone,
              address: {
                '@type': 'PostalAddress',
                streetAddress: pharmacy.location.address.street1,
                addressLocality: pharmacy.location.address.city,
                addressRegion: pharmacy.location.address.state,
                postalCode: pharmacy.location.address.zipCode,
                addressCountry: 'US',
              },
            },
          })),
        }}
      />
    </section>
  );
}
