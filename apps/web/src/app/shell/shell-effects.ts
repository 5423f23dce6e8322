import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '../hooks';
import { pathChanged } from './header/header-slice';
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
}
