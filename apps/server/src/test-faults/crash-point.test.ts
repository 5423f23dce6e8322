import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createCrashPoint } from './crash-point';

describe('FAULT_CRASH_AT', () => {
  it('names the crash point under NODE_ENV=test', () => {
    const config = loadConfig({ NODE_ENV: 'test', FAULT_CRASH_AT: 'purchase:after-charge' });
    expect(config.faultCrashAt).toBe('purchase:after-charge');
    expect(loadConfig({ NODE_ENV: 'test' }).faultCrashAt).toBeNull();
  });

  it.each(['production', 'development'])('is ignored under NODE_ENV=%s', (nodeEnv) => {
    for (const value of ['purchase:after-charge', 'anything']) {
      expect(loadConfig({ NODE_ENV: nodeEnv, FAULT_CRASH_AT: value }).faultCrashAt).toBeNull();
    }
  });

  it('refuses an unknown crash point under NODE_ENV=test', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', FAULT_CRASH_AT: 'purchase:nowhere' })).toThrow(
      ConfigError,
    );
  });
});

describe('createCrashPoint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('kills the process at the configured point only', () => {
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => true);
    const crashPoint = createCrashPoint('cancel:after-refund');
    crashPoint('cancel:after-start');
    expect(kill).not.toHaveBeenCalled();
    crashPoint('cancel:after-refund');
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGKILL');
  });

  it('does nothing when none is configured', () => {
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => true);
    const crashPoint = createCrashPoint(null);
    crashPoint('purchase:after-open');
    expect(kill).not.toHaveBeenCalled();
  });
});
