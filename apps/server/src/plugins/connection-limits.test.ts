import { describe, expect, it } from 'vitest';
import { toServerTimeouts } from './connection-limits';

const limits = {
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  maxConnectionsPerClient: 100,
};

describe('toServerTimeouts', () => {
  it('gives headers at most 10 s and checks the timeouts every 5 s', () => {
    expect(toServerTimeouts(limits)).toMatchObject({
      requestTimeout: 30_000,
      connectionTimeout: 60_000,
      keepAliveTimeout: 72_000,
      http: { headersTimeout: 10_000, connectionsCheckingInterval: 5000 },
    });
  });

  it('keeps the headers timeout within a short request timeout, checked often enough', () => {
    expect(toServerTimeouts({ ...limits, requestTimeoutMs: 2000 }).http).toEqual({
      headersTimeout: 2000,
      connectionsCheckingInterval: 500,
    });
  });
});
