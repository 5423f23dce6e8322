import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router';
import { useAppDispatch } from '../hooks';
import type { RootState } from '../store';
import { getCheckoutHeader } from './header/checkout-header-view';
import { isSearchView, pathChanged, viewChanged } from './header/header-slice';
import { useDeviceTracking } from './header/use-device-tracking';
import { useReverieRedirect } from './reverie-redirect';
import { sideMenuClosed } from './side-menu/side-menu-slice';

/** Keeps shell state in step with the browser: device, current path, and menu closing on navigation. */
export function useShellEffects(): void {
  const dispatch = useAppDispatch();
  const location = useLocation();
  useDeviceTracking();
  useReverieRedirect();

  useEffect(() => {
    dispatch(pathChanged({ path: location.pathname + location.search, state: location.state }));
    dispatch(sideMenuClosed());
  }, [dispatch, location.pathname, location.search, location.state]);

  useCheckoutHeaderView(location.pathname);
}

/**
 * Puts the header in the checkout's view on its paths (take-over, purchase) and back to the
 * default view on leaving them; a search view opened meanwhile is left alone.
 */
function useCheckoutHeaderView(pathname: string): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const wasCheckoutPath = useRef(false);
  useEffect(() => {
    const target = getCheckoutHeader(pathname);
    const { view, title } = store.getState().header;
    if (target && !isSearchView(view) && (target.view !== view || target.title !== title)) {
      dispatch(viewChanged(target));
    } else if (
      !target &&
      wasCheckoutPath.current &&
      (view === 'TAKE_OVER' || view === 'PURCHASE')
    ) {
      dispatch(viewChanged({ view: 'DEFAULT' }));
    }
    wasCheckoutPath.current = target !== null;
  }, [dispatch, store, pathname]);
}
