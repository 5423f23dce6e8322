import { useDeferredValue, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { PharmacyResult } from '@fillwell/contracts';
import { LIMITS, type PriceCategory } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  isGeolocationGranted,
  useLocateMe,
  useSearchLocationMutation,
  useUserLocation,
} from '@/features/location';
import { getZipCodeError, isZipCode } from '../zip-code';
import { PharmacyResults } from './pharmacy-results';
import { ZipCodeField } from './zip-code-field';

export interface PharmacySearchItem {
  medId: number;
  quantity: number;
  /** The price type each pharmacy shows; without it, each pharmacy's lowest. */
  priceCategory?: PriceCategory;
}

export interface PharmacySearchProps {
  heading?: string;
  /** The item whose price each pharmacy shows. */
  item?: PharmacySearchItem;
  /** Picker mode: a Continue button, enabled once a pharmacy is chosen. */
  onContinue?: (pharmacy: PharmacyResult) => void;
  /** The Continue button's text. */
  continueLabel?: string;
  /** Only pharmacies in these networks (e.g. the discount card's). */
  networkIds?: readonly number[];
  /** How many pharmacies show before 'See More Pharmacies' (ten by default). */
  initialCount?: number;
}

/** Pharmacies near a ZIP code (from the visitor's location, typed, or the device's position). */
export function PharmacySearch(props: PharmacySearchProps) {
  const { location, isLoading } = useUserLocation();
  // The location is asked for once a rendered page is taken over, and the store's answer redraws
  // at once, in one piece: the panel is drawn a moment later instead, in steps the browser can
  // interrupt (a long task there held every tap on the page back).
  const isLoadingShown = useDeferredValue(isLoading);
  if (isLoadingShown) return <Spinner />;
  return <PharmacySearchPanel {...props} initialZipCode={location?.zipCode ?? ''} />;
}

interface PharmacySearchPanelProps extends PharmacySearchProps {
  initialZipCode: string;
}

function PharmacySearchPanel({
  heading = 'Pharmacies near you',
  item,
  onContinue,
  continueLabel = 'Continue',
  networkIds,
  initialZipCode,
  initialCount,
}: PharmacySearchPanelProps) {
  const headingId = useId();
  const zip = useZipSearch(initialZipCode);
  const { locate, isLocating, error: locateError } = useLocateMe();
  const [choice, setChoice] = useState<{ pharmacy: PharmacyResult; zipCode: string } | null>(null);
  // A choice belongs to the search it was made in; a new ZIP starts without one.
  const selected = choice && choice.zipCode === zip.searchedZip ? choice.pharmacy : null;

  async function locateAndSearch() {
    const found = await locate();
    if (found) zip.searchNow(found.zipCode);
  }

  useSearchFromGrantedPosition(initialZipCode === '', locateAndSearch);

  const search = zip.searchedZip ? { zipCode: zip.searchedZip, ...item, networkIds } : null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {heading}
      </h2>
      <div className="flex flex-wrap items-start gap-3">
        <ZipCodeField value={zip.text} error={zip.error} onChange={zip.setText} />
        <Button
          variant="secondary"
          className="mt-6"
          disabled={isLocating}
          onClick={() => void locateAndSearch()}
        >
          {isLocating ? 'Finding your location…' : 'Use my location'}
        </Button>
      </div>
      {locateError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {locateError}
        </p>
      ) : null}
      <PharmacyResults
        search={search}
        selectedId={selected?.location.id ?? null}
        initialCount={initialCount}
        onSelect={(pharmacy) =>
          zip.searchedZip && setChoice({ pharmacy, zipCode: zip.searchedZip })
        }
      />
      {onContinue ? (
        <Button disabled={!selected} onClick={() => selected && onContinue(selected)}>
          {continueLabel}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * Without a known location, a person who already let the site read their position sees the
 * pharmacies near it at once, with no prompt and no ZIP code to type.
 */
function useSearchFromGrantedPosition(isLocationUnknown: boolean, search: () => Promise<void>) {
  const onGranted = useEffectEvent(() => void search());
  useEffect(() => {
    if (!isLocationUnknown) return;
    let isCancelled = false;
    void isGeolocationGranted().then((isGranted) => {
      if (isGranted && !isCancelled) onGranted();
    });
    return () => {
      isCancelled = true;
    };
  }, [isLocationUnknown]);
}

/**
 * The ZIP box: checked and searched once typing pauses for 500 ms. A typed ZIP that finds
 * pharmacies also becomes the visit's location, so the next drug page starts from it.
 */
function useZipSearch(initialZipCode: string) {
  const [text, setText] = useState(initialZipCode);
  const [searchedZip, setSearchedZip] = useState(isZipCode(initialZipCode) ? initialZipCode : null);
  const [error, setError] = useState<string | null>(null);
  const lastSearchedRef = useRef(searchedZip);
  const [rememberZip] = useSearchLocationMutation();

  useEffect(() => {
    const timer = setTimeout(() => {
      const zipError = getZipCodeError(text);
      setError(zipError);
      const next = zipError || text === '' ? null : text;
      if (next === lastSearchedRef.current) return;
      lastSearchedRef.current = next;
      setSearchedZip(next);
      if (next) rememberZip(next).catch(() => undefined);
    }, LIMITS.zipDebounceMs);
    return () => clearTimeout(timer);
  }, [text, rememberZip]);

  function searchNow(zipCode: string) {
    lastSearchedRef.current = zipCode;
    setText(zipCode);
    setError(null);
    setSearchedZip(zipCode);
  }

  return { text, setText, error, searchedZip, searchNow };
}
