export const DEVICE = { mobile: 1, tablet: 2, desktop: 4 } as const;
export type Device = (typeof DEVICE)[keyof typeof DEVICE];

export const BREAKPOINTS = { tablet: 768, desktop: 1200 } as const;

/** Device code for a viewport width: desktop from 1200 px, tablet from 768 px. */
export function getDeviceForWidth(width: number): Device {
  if (width >= BREAKPOINTS.desktop) return DEVICE.desktop;
  if (width >= BREAKPOINTS.tablet) return DEVICE.tablet;
  return DEVICE.mobile;
}
