import { useEffect, type ComponentType } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { DrugDetail } from '@fillwell/contracts';
import { Spinner } from '@/components/ui/spinner';
import { useDispatch, useSelector } from 'react-redux';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { selectAccount, selectIsAuthenticated } from '@/features/account';
import { AddToCartButton, AddToCartProblem, useAddToCart } from '@/features/cart';
import { TexasDiscountBanner } from '@/features/discount-card';
import { PharmacySearch } from '@/features/pharmacies/search';
import { PinMedicationButton, useMedicationPinned } from '@/features/refills';
import { drugViewed } from '@/features/search';
import { useGetDrugDetailQuery } from '../api';
import { DrugAlternatives } from '../components/drug-alternatives';
import { DrugData } from '../components/drug-data';
import { DrugFacts } from '../components/drug-facts';
import { DrugHeading } from '../components/drug-heading';
import { FormulationPicker } from '../components/formulation-picker';
import { PriceBreakdown } from '../components/price-breakdown';
import { PriceCards } from '../components/price-cards';
import { findAlternateName, formatDrugPageTitle } from '../drug-naming';
import { DISCOUNT_CARD_PATH, GET_CARD_LABEL, PHARMACY_HEADINGS } from '../price-content';
import { useDrugSelection } from '../use-drug-selection';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { drugsApi } from '../api';

export interface DrugPageProps {
  /** Shown for a slug the catalogue does not have. */
  NotFound: ComponentType;
}

/** The drug's prices and facts, which the page shows first. */
export const loadDrugPageFirstScreen: FirstScreenLoader = (dispatch, { params }) => {
  const slug = params.slug ?? '';
  return Promise.all([
    dispatch(drugsApi.endpoints.getDrugDetail.initiate(slug)),
    dispatch(drugsApi.endpoints.getDrugInfo.initiate(slug)),
  ]);
};

/** /{drugSlug} (and /{drugSlug}/{info*}): prices, how they are made, and pharmacies nearby. */
export function DrugPage({ NotFound }: DrugPageProps) {
  const { slug = '' } = useParams();
  const { currentData, error } = useGetDrugDetailQuery(slug);
  if (error) {
    const status = isHttpError(error) ? error.status : null;
    if (status === 404) return <NotFound />;
    if (status === 401) return <Navigate to="/login" replace />;
    throw new Error(getErrorMessage(error));
  }
  if (!currentData) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner message="Finding prices…" />
      </div>
    );
  }
  return <DrugView key={currentData.slug} detail={currentData} />;
}

function useRecentlyViewed(detail: DrugDetail) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(
      drugViewed({
        slug: detail.slug,
        formattedName: detail.name,
        formattedAlternateName: findAlternateName(detail),
      }),
    );
  }, [dispatch, detail]);
}

function DrugView({ detail }: { detail: DrugDetail }) {
  useRecentlyViewed(detail);
  const pin = useMedicationPinned(useSelector(selectIsAuthenticated));
  const isCardVerified = useSelector(selectAccount)?.isMagicVerified === true;
  const drug = useDrugSelection(detail, pin.pinned, isCardVerified);
  const { selection, dosage, quantity } = drug;
  const cart = useAddToCart();
  const navigate = useNavigate();
  const priceId = quantity?.price[drug.category].priceId;
  const isCardNeeded = drug.category === 'magic' && !isCardVerified;

  return (
    <article className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:py-10">
      <title>{formatDrugPageTitle(detail)}</title>
      <DrugHeading detail={detail} />
      {selection ? (
        <PinMedicationButton
          onPinnedChange={pin.onPinnedChange}
          slug={detail.slug}
          medId={selection.medId}
          quantity={selection.quantity}
          priceCategory={drug.category}
        />
      ) : null}
      {selection ? (
        <FormulationPicker
          detail={detail}
          selection={selection}
          customQuantity={quantity}
          onChange={drug.changeSelection}
        />
      ) : null}
      {quantity && dosage ? (
        <div className="space-y-4">
          <PriceCards
            legend={`Prices for ${dosage.displayDosage}, ${quantity.displayQuantity}`}
            prices={quantity.price}
            selected={drug.category}
            onSelect={drug.changeCategory}
          />
          <DrugData
            detail={detail}
            prices={Object.values(quantity.price)}
            displayQuantity={quantity.displayQuantity}
          />
          {drug.category === 'magic' ? <TexasDiscountBanner /> : null}
          <PriceBreakdown
            price={quantity.price[drug.category]}
            displayQuantity={quantity.displayQuantity}
          />
          {isCardNeeded ? (
            <Link to={DISCOUNT_CARD_PATH} className={`${BUTTON_STYLES.primary} w-full sm:w-auto`}>
              {GET_CARD_LABEL}
            </Link>
          ) : priceId ? (
            <AddToCartButton priceId={priceId} />
          ) : null}
        </div>
      ) : (
        <QuantityStatus isLoading={drug.isCustomQuantityLoading} error={drug.customQuantityError} />
      )}
      {quantity ? <DrugAlternatives detail={detail} quantity={quantity} /> : null}
      {selection ? (
        <div className="space-y-2">
          <PharmacySearch
            heading={PHARMACY_HEADINGS[drug.category]}
            item={{
              medId: selection.medId,
              quantity: selection.quantity,
              priceCategory: drug.category,
            }}
            continueLabel={isCardNeeded ? GET_CARD_LABEL : 'Add to cart at this pharmacy'}
            onContinue={(pharmacy) => {
              if (isCardNeeded) void navigate(DISCOUNT_CARD_PATH);
              else if (priceId) void cart.add({ priceId, pharmacyId: pharmacy.location.id });
            }}
          />
          <AddToCartProblem cart={cart} />
        </div>
      ) : null}
      <DrugFacts slug={detail.slug} name={detail.name} />
    </article>
  );
}

function QuantityStatus({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  if (isLoading) return <Spinner message="Finding prices…" />;
  if (!error) return null;
  return (
    <p role="alert" className="text-red-700">
      {getErrorMessage(error)}
    </p>
  );
}
