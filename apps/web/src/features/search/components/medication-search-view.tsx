import { useEffect, type KeyboardEvent } from 'react';
import { MedicationSearchBox } from './medication-search-box';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/** Tab and Shift+Tab cycle inside the view while it covers the page. */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const focusables = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** While open the page behind does not scroll; on close focus goes back where it came from. */
function useCoveringView() {
  useEffect(() => {
    const opener = document.activeElement;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
}

interface MedicationSearchViewProps {
  onClose: () => void;
}

/** The full-screen medication search on phones: the input takes focus; closing clears it. */
export function MedicationSearchView({ onClose }: MedicationSearchViewProps) {
  useCoveringView();
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Medication search"
      onKeyDown={keepFocusInside}
      className="fixed inset-0 z-40 overflow-y-auto bg-white px-4 pt-3 pb-6"
    >
      <MedicationSearchBox layout="page" isAutoFocused onClose={onClose} />
    </div>
  );
}
