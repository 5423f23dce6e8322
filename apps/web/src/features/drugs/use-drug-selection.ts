import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { DrugDetail } from '@fillwell/contracts';
import type { PriceCategory } from '@fillwell/domain';
import { useGetDrugQuantityQuery, useSaveDrugSelectionMutation } from './api';
import {
  findDosage,
  findListedQuantity,
  resolveSelection,
  type DrugSelection,
} from './drug-selection';
import { findLowestCategory, listBuyableCategories } from './price-rules';
import { readRequestedSelection, writeSelection } from './selection-params';

/**
 * The page's selection (kept in the URL so a shared link opens the same way), its prices, and
 * the chosen price type (at first the lowest the person can buy). The server hears about a selection only when the person changes it,
 * with the drug's pin as it stands (null: not known yet, so nothing is sent that could unpin).
 */
export function useDrugSelection(
  detail: DrugDetail,
  pinned: boolean | null = false,
  isCardVerified = false,
) {
  const [params, setParams] = useSearchParams();
  const [chosenCategory, setChosenCategory] = useState<PriceCategory | null>(null);
  const [saveSelection] = useSaveDrugSelectionMutation();

  const selection = resolveSelection(detail, readRequestedSelection(params));
  const dosage = selection ? findDosage(detail, selection.medId)?.dosage : undefined;
  const listed = dosage && selection ? findListedQuantity(dosage, selection.quantity) : null;
  const custom = useGetDrugQuantityQuery(
    selection && !listed ? { slug: detail.slug, ...selection } : skipToken,
  );
  const quantity = listed ?? custom.currentData ?? null;
  // The page opens at the lowest price the person can buy now; the card's shows beside it.
  const category =
    chosenCategory ??
    (quantity ? findLowestCategory(quantity.price, listBuyableCategories(isCardVerified)) : 'edlp');

  function record(next: DrugSelection, priceCategory: PriceCategory) {
    if (pinned === null) return;
    saveSelection({ slug: detail.slug, ...next, priceCategory, pinned })
      .unwrap()
      .catch((error: unknown) => console.error('Could not save the drug selection', error));
  }

  function changeSelection(next: DrugSelection) {
    setParams(writeSelection(params, next), { replace: true, preventScrollReset: true });
    record(next, category);
  }

  function changeCategory(next: PriceCategory) {
    setChosenCategory(next);
    if (selection) record(selection, next);
  }

  return {
    selection,
    dosage: dosage ?? null,
    quantity,
    customQuantityError: custom.error ?? null,
    isCustomQuantityLoading: custom.isFetching,
    category,
    changeSelection,
    changeCategory,
  };
}
