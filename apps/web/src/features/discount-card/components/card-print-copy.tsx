import { createPortal } from 'react-dom';
import type { FillwellCard } from '../fillwell-card-slice';
import { DiscountCardVisual } from './discount-card-visual';

const PRINT_ROOT_CLASS = 'fillwell-card-print';

/**
 * When printed, the page shows only the card: everything else at the top of the document is
 * hidden, and this copy of the card (hidden on screen) is shown at wallet size.
 */
const PRINT_STYLES = `
.${PRINT_ROOT_CLASS} { display: none; }
@media print {
  @page { margin: 0.5in; }
  body > *:not(.${PRINT_ROOT_CLASS}) { display: none !important; }
  .${PRINT_ROOT_CLASS} { display: block; width: 3.375in; font-size: 9pt; }
}`;

/** The card's print copy: a child of the document body, so the print rules can single it out. */
export function CardPrintCopy({ card }: { card: FillwellCard }) {
  return createPortal(
    <div className={PRINT_ROOT_CLASS}>
      <style>{PRINT_STYLES}</style>
      <DiscountCardVisual card={card} headingId="printed-card-heading" />
    </div>,
    document.body,
  );
}
