import { describe, expect, it } from 'vitest';
import { mapWithConcurrency, readSessionCookie, withClientQuery } from './bench-client';

describe('withClientQuery', () => {
  it('adds the web client parameters to a path with or without a query', () => {
    expect(withClientQuery('/api/v2/user')).toBe('/api/v2/user?platform=web&app=5.0.12');
    expect(withClientQuery('/api/medications?name=ab')).toBe(
      '/api/medications?name=ab&platform=web&app=5.0.12',
    );
  });
});

describe('readSessionCookie', () => {
  it('keeps each cookie name and value, without its attributes', () => {
    const headers = new Headers();
    headers.append('set-cookie', 'fillwell_session=abc; Path=/; HttpOnly; Secure');
    headers.append('set-cookie', 'other=1; Path=/');
    expect(readSessionCookie(headers)).toBe('fillwell_session=abc; other=1');
    expect(readSessionCookie(new Headers())).toBe('');
  });
});

describe('mapWithConcurrency', () => {
  it('answers in item order and never runs more than the limit at once', async () => {
    let running = 0;
    let mostRunning = 0;
    const results = await mapWithConcurrency([30, 10, 20, 5, 15], 2, async (delay, index) => {
      running++;
      mostRunning = Math.max(mostRunning, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running--;
      return `${index}:${delay}`;
    });
    expect(results).toEqual(['0:30', '1:10', '2:20', '3:5', '4:15']);
    expect(mostRunning).toBe(2);
  });
});
