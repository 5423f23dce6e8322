import { useEffect } from 'react';
import { getViewportDevice } from '@/lib/device';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { deviceChanged, selectDevice } from './header-slice';

/** Keeps the header's device code in step with the viewport width. */
export function useDeviceTracking(): void {
  const dispatch = useAppDispatch();
  const device = useAppSelector(selectDevice);

  useEffect(() => {
    let frame = 0;
    function handleResize() {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = getViewportDevice();
        if (next !== device) dispatch(deviceChanged(next));
      });
    }
    handleResize();
    window.addEventListener('resize', handleResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', handleResize);
    };
  }, [device, dispatch]);
}
