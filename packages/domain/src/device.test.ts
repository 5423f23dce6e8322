import { describe, expect, it } from 'vitest';
import { DEVICE, getDeviceForWidth } from './device';

describe('getDeviceForWidth', () => {
  it('maps widths to device codes at the 768 and 1200 breakpoints', () => {
    expect(getDeviceForWidth(375)).toBe(DEVICE.mobile);
    expect(getDeviceForWidth(767)).toBe(DEVICE.mobile);
    expect(getDeviceForWidth(768)).toBe(DEVICE.tablet);
    expect(getDeviceForWidth(1199)).toBe(DEVICE.tablet);
    expect(getDeviceForWidth(1200)).toBe(DEVICE.desktop);
  });
});
