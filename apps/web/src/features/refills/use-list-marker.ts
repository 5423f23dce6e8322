import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How the entry a person came back to stands out. */
export const HIGHLIGHT_CLASS = 'ring-4 ring-accent-400';

/**
 * The list marker (partner-and-shell §2.2): coming back from a medication's details, the list
 * opens at /account/medications#<entry>, scrolls to that entry once it is shown, and focuses it.
 * `content` is what the entries are drawn from: the entry is looked for again when it changes.
 * Returns the entry's id, to highlight it.
 */
export function useListMarker(isReady: boolean, content: unknown): string | null {
  const { hash } = useLocation();
  const anchor = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!anchor || !isReady || shownFor.current === anchor) return;
    const entry = document.getElementById(anchor);
    if (!entry) return;
    shownFor.current = anchor;
    entry.scrollIntoView?.({ block: 'center' });
    entry.focus({ preventScroll: true });
  }, [anchor, isReady, content]);
  return anchor;
}
