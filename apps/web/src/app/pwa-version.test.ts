import { appSlice, initialAppState, isStatusRaise, updateFound, type AppState } from './app-slice';
import { compareAppVersions, decideAppStatus } from './pwa-version';

describe('compareAppVersions', () => {
  it.each([
    ['5.0.12', '5.0.12', 0],
    ['5.0.12', '5.0.9', 1],
    ['5.0.9', '5.0.12', -1],
    ['5.1', '5.0.12', 1],
    ['5.0', '5.0.0', 0],
    ['4.99.99', '5.0.0', -1],
    ['10.0.0', '9.9.9', 1],
  ])('%s against %s is %i', (a, b, expected) => {
    expect(compareAppVersions(a, b)).toBe(expected);
  });
});

describe('decideAppStatus', () => {
  const client = { version: '5.0.12', buildId: 'build-a' };

  it('is ready when the server serves this build', () => {
    expect(
      decideAppStatus(client, { version: '5.0.12', buildId: 'build-a', minVersion: '5.0.0' }),
    ).toBe('ready');
  });

  it('offers an update when another build is served', () => {
    expect(
      decideAppStatus(client, { version: '5.0.12', buildId: 'build-b', minVersion: '5.0.0' }),
    ).toBe('update-available');
  });

  it('offers an update when a newer version is served, even without a build id', () => {
    expect(decideAppStatus(client, { version: '5.0.13', buildId: null, minVersion: '5.0.0' })).toBe(
      'update-available',
    );
  });

  it('is ready when no build is served and the version is the same', () => {
    expect(
      decideAppStatus(client, { version: '5.0.12', buildId: null, minVersion: '5.0.12' }),
    ).toBe('ready');
  });

  it('requires an update when this version is below the minimum', () => {
    expect(
      decideAppStatus(client, { version: '5.0.13', buildId: 'build-b', minVersion: '5.0.13' }),
    ).toBe('update-required');
  });
});

describe('app status transitions', () => {
  function reduce(state: AppState, ...actions: ReturnType<typeof updateFound>[]): AppState {
    return actions.reduce((current, action) => appSlice.reducer(current, action), state);
  }

  it('raises ready to update-available, then to update-required', () => {
    const available = reduce(initialAppState, updateFound('update-available'));
    expect(available.status).toBe('update-available');
    expect(reduce(available, updateFound('update-required')).status).toBe('update-required');
  });

  it('never lowers the status once an update was found', () => {
    const required = reduce(initialAppState, updateFound('update-required'));
    expect(reduce(required, updateFound('update-available'), updateFound('ready')).status).toBe(
      'update-required',
    );
    const available = reduce(initialAppState, updateFound('update-available'));
    expect(reduce(available, updateFound('ready')).status).toBe('update-available');
  });

  it('ranks the statuses', () => {
    expect(isStatusRaise('ready', 'update-available')).toBe(true);
    expect(isStatusRaise('update-available', 'update-required')).toBe(true);
    expect(isStatusRaise('update-required', 'update-available')).toBe(false);
    expect(isStatusRaise('ready', 'ready')).toBe(false);
  });
});
