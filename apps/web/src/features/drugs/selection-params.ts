import type { DrugSelection, RequestedSelection } from './drug-selection';

const DOSAGE_PARAM = 'dosage';
const QUANTITY_PARAM = 'quantity';

function readInteger(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  return Number(value);
}

/** The dosage and quantity a shared link asks for, if any. */
export function readRequestedSelection(params: URLSearchParams): RequestedSelection {
  return {
    medId: readInteger(params, DOSAGE_PARAM),
    quantity: readInteger(params, QUANTITY_PARAM),
  };
}

/** The page's query with the selection written in; other parameters (e.g. utm_*) are kept. */
export function writeSelection(params: URLSearchParams, selection: DrugSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(DOSAGE_PARAM, String(selection.medId));
  next.set(QUANTITY_PARAM, String(selection.quantity));
  return next;
}
