import { DEVICE, getDeviceForWidth, type Device, type Platform } from '@fillwell/domain';

export function getViewportWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

/** The device code (1 mobile, 2 tablet, 4 desktop) for the current viewport. */
export function getViewportDevice(width: number = getViewportWidth()): Device {
  return getDeviceForWidth(width);
}

/** The `platform` every API call carries: mobile_web on mobile widths, else web. */
export function getPlatformForDevice(device: Device): Platform {
  return device === DEVICE.mobile ? 'mobile_web' : 'web';
}

export function getCurrentPlatform(): Platform {
  return getPlatformForDevice(getViewportDevice());
}
