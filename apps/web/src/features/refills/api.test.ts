import { createAppStore } from '@/app/store';
import { refillsApi } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('refills API', () => {
  it('maps a delay that gets no response to code null and "Network Error"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { store } = createAppStore({ storage: null });
    const result = await store.dispatch(
      refillsApi.endpoints.delaySchedule.initiate({
        scheduleId: 'rfl_1',
        expectedDate: '2027-01-05',
      }),
    );
    expect(result.error).toMatchObject({ code: null, message: 'Network Error' });
  });
});
