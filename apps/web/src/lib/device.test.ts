import { DEVICE } from '@fillwell/domain';
import { getCurrentPlatform, getPlatformForDevice, getViewportDevice } from './device';

describe('device', () => {
  it('maps widths to device codes', () => {
    expect(getViewportDevice(320)).toBe(DEVICE.mobile);
    expect(getViewportDevice(768)).toBe(DEVICE.tablet);
    expect(getViewportDevice(1280)).toBe(DEVICE.desktop);
  });

  it('reports mobile_web only for mobile devices', () => {
    expect(getPlatformForDevice(DEVICE.mobile)).toBe('mobile_web');
    expect(getPlatformForDevice(DEVICE.tablet)).toBe('web');
    expect(getPlatformForDevice(DEVICE.desktop)).toBe('web');
  });

  it('reads the platform from the window width', () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    expect(getCurrentPlatform()).toBe('mobile_web');
    window.innerWidth = 1300;
    expect(getCurrentPlatform()).toBe('web');
    window.innerWidth = width;
  });
});
