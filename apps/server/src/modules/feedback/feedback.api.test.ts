import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function createVisitor(): ApiClient {
  return createApiClient(server.baseUrl);
}

describe('/api/v2/feedback/{surveyName}', () => {
  it('takes one answer per session, then says it was answered', async () => {
    const visitor = createVisitor();
    const before = await visitor.get<{ result: { has_answered: boolean } }>('/api/v2/feedback/nps');
    expect(before.body.result.has_answered).toBe(false);
    const first = await visitor.post('/api/v2/feedback/nps', { score: 9, comment: 'Fast' });
    expect(first.status).toBe(201);
    const again = await visitor.post<{ status: number; message: string }>('/api/v2/feedback/nps', {
      score: 3,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already answered this survey. Thank you.');
    const after = await visitor.get<{ result: { has_answered: boolean } }>('/api/v2/feedback/nps');
    expect(after.body.result.has_answered).toBe(true);
    // Another survey, and another visitor, answer on their own.
    expect((await visitor.post('/api/v2/feedback/order', { score: 5 })).status).toBe(201);
    expect((await createVisitor().post('/api/v2/feedback/nps', { score: 10 })).status).toBe(201);
  });

  it.each([
    ['a score above the survey’s scale', 'order', { score: 6 }],
    ['a score below it', 'order', { score: 0 }],
    ['no score', 'nps', { comment: 'hi' }],
    ['a fractional score', 'nps', { score: 7.5 }],
    ['a comment too long', 'nps', { score: 7, comment: 'x'.repeat(2001) }],
    ['an unknown survey', 'mood', { score: 7 }],
  ])('refuses %s with a 400 in the one error shape', async (_label, survey, body) => {
    const response = await createVisitor().post<{ code: string }>(
      `/api/v2/feedback/${survey}`,
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
  });
});
