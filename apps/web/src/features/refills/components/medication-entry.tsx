import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MyMed } from '@fillwell/contracts';
import { toMedAnchor } from '../refill-copy';
import { HIGHLIGHT_CLASS } from '../use-list-marker';

/** A link among an entry's actions ("Track order", "… prices"…). */
export const ACTION_LINK_CLASS =
  'inline-flex items-center rounded-md px-3 py-2 font-medium text-brand-800 underline hover:bg-brand-50';

interface MedicationEntriesProps {
  meds: MyMed[];
  /** The anchor of the entry to highlight, if any. */
  highlighted: string | null;
  renderActions: (med: MyMed) => ReactNode;
  renderDetails?: (med: MyMed) => ReactNode;
}

/** A list of medications, each a MedicationEntry with its actions. */
export function MedicationEntries({
  meds,
  highlighted,
  renderActions,
  renderDetails,
}: MedicationEntriesProps) {
  return (
    <ul className="flex flex-col gap-3">
      {meds.map((med) => (
        <MedicationEntry
          key={med.medNameId}
          med={med}
          isHighlighted={highlighted === toMedAnchor(med.medId)}
          actions={renderActions(med)}
        >
          {renderDetails?.(med)}
        </MedicationEntry>
      ))}
    </ul>
  );
}

interface MedicationEntryProps {
  med: MyMed;
  isHighlighted: boolean;
  /** What the entry says besides name and prices (progress, pin state). */
  children?: ReactNode;
  actions?: ReactNode;
}

/** A medication on the list: a link to its details, its prices, and its actions. */
export function MedicationEntry({ med, isHighlighted, children, actions }: MedicationEntryProps) {
  const anchor = toMedAnchor(med.medId);
  const { magic, delivery } = med.drug.price;
  return (
    <li
      id={anchor}
      tabIndex={-1}
      data-highlighted={isHighlighted ? 'true' : undefined}
      className={`flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between ${
        isHighlighted ? HIGHLIGHT_CLASS : ''
      }`}
    >
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-bold text-ink">
          <Link
            to={`/account/medications/${med.medId}`}
            state={{ from: anchor }}
            className="text-brand-800 underline hover:text-brand-900"
          >
            {med.name}
          </Link>
        </h3>
        <p className="text-sm text-muted">{med.description}</p>
        <p className="text-sm text-ink">
          {delivery ? `Home delivery ${delivery.displayValue}` : null}
          {delivery && magic ? ' · ' : null}
          {magic ? `Discount card ${magic.displayValue}` : null}
        </p>
        {children}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}
