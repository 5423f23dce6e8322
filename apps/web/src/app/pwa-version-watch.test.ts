import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { appSlice, initialAppState, type AppState } from './app-slice';
import {
  checkServedVersion,
  MIN_CHECK_GAP_MS,
  VERSION_CHECK_INTERVAL_MS,
  watchServedVersion,
  type VersionWatchTarget,
} from './pwa-version-watch';

const CLIENT = { version: '5.0.12', buildId: 'build-a' };

function createTarget(): VersionWatchTarget & { state: () => AppState } {
  let state = initialAppState;
  return {
    state: () => state,
    getStatus: () => state.status,
    dispatch: (action) => {
      state = appSlice.reducer(state, action);
    },
  };
}

function serve(build: { version: string; buildId: string | null; minVersion: string }) {
  return stubApi({ 'GET /api/v2/app/version': () => wireResponse(build) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('checkServedVersion', () => {
  it('stays ready while the server serves this build', async () => {
    const calls = serve({ version: '5.0.12', buildId: 'build-a', minVersion: '5.0.0' });
    const target = createTarget();
    await checkServedVersion(target, CLIENT);
    expect(target.getStatus()).toBe('ready');
    expect(calls[0]?.query.get('app')).toBe('5.0.12');
  });

  it('shows the update banner when the server serves a new build', async () => {
    serve({ version: '5.0.12', buildId: 'build-b', minVersion: '5.0.0' });
    const target = createTarget();
    await checkServedVersion(target, CLIENT);
    expect(target.getStatus()).toBe('update-available');
  });

  it('requires a refresh when the server no longer accepts this version', async () => {
    serve({ version: '5.0.14', buildId: 'build-c', minVersion: '5.0.13' });
    const target = createTarget();
    await checkServedVersion(target, CLIENT);
    expect(target.getStatus()).toBe('update-required');
  });

  it('changes nothing when the server cannot answer or answers nonsense', async () => {
    stubApi({ 'GET /api/v2/app/version': () => wireError('Down', 503) });
    const target = createTarget();
    await checkServedVersion(target, CLIENT);
    expect(target.getStatus()).toBe('ready');
    stubApi({ 'GET /api/v2/app/version': () => wireResponse({ version: 'x' }) });
    await checkServedVersion(target, CLIENT);
    expect(target.getStatus()).toBe('ready');
  });
});

describe('watchServedVersion', () => {
  it('checks at once, on return to the tab after a pause, and every few minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const calls = serve({ version: '5.0.12', buildId: __APP_BUILD_ID__, minVersion: '5.0.0' });
    const target = createTarget();
    const stop = watchServedVersion(target);
    expect(calls).toHaveLength(1);

    window.dispatchEvent(new Event('focus'));
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(MIN_CHECK_GAP_MS);
    window.dispatchEvent(new Event('focus'));
    expect(calls).toHaveLength(2);

    vi.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS);
    expect(calls).toHaveLength(3);
    stop();
    vi.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS);
    expect(calls).toHaveLength(3);
    await vi.waitFor(() => expect(target.getStatus()).toBe('ready'));
  });
});
