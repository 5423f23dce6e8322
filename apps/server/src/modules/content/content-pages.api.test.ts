import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '@fillwell/domain';
import { DEV_BLOG_PREVIEW_TOKEN } from '../../config';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

interface WireError {
  message: string;
  status: number;
  code: string;
}

describe('GET /api/v2/content/{id}', () => {
  it('answers a page with its title, description and sanitised HTML', async () => {
    const response = await client.get<{ result: Record<string, unknown> }>(
      '/api/v2/content/how-fillwell-works',
    );
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      id: 'how-fillwell-works',
      title: expect.any(String),
      description: expect.any(String),
      faqs: null,
    });
    expect(response.body.result.body).toContain('<h2>');
  });

  it("answers a FAQ page's questions and answers", async () => {
    const response = await client.get<{ result: { faqs: Array<Record<string, string>> } }>(
      '/api/v2/content/faq-new-user',
    );
    expect(response.body.result.faqs.length).toBeGreaterThan(5);
    for (const faq of response.body.result.faqs) expect(faq.question).toMatch(/\?$/);
  });

  it.each([
    ['an unknown page', 'no-such-page'],
    ['a path out of the folder', '..%2Flegal%2Fdisclaimers'],
    ['capital letters', 'About-Us'],
    ['an overlong name', 'a'.repeat(90)],
  ])('answers 404 in the one error shape for %s', async (_label, id) => {
    const response = await client.get<WireError>(`/api/v2/content/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Page not found',
    });
  });
});

describe('careers departments', () => {
  it('lists the departments with their opening counts, and answers each', async () => {
    const list = await client.get<{ results: Array<{ id: string; opening_count: number }> }>(
      '/api/cms/web/departments',
    );
    expect(list.status).toBe(200);
    const engineering = list.body.results.find((department) => department.id === 'engineering');
    expect(engineering?.opening_count).toBeGreaterThan(0);
    const one = await client.get<{ result: { openings: unknown[] } }>(
      '/api/cms/web/departments/engineering',
    );
    expect(one.body.result.openings).toHaveLength(engineering?.opening_count ?? -1);
    expect((await client.get('/api/cms/web/departments/astronauts')).status).toBe(404);
  });
});

describe('the blog', () => {
  type WireList = {
    result: {
      posts: Array<{ slug: string; published: string; category: { slug: string } }>;
      page: number;
      page_count: number;
      total: number;
    };
  };

  it('pages published posts newest first, and narrows them to a category', async () => {
    const first = await client.get<WireList>('/api/cms/blogs');
    expect(first.status).toBe(200);
    const { posts, page_count: pageCount, total } = first.body.result;
    expect(posts.length).toBe(Math.min(BLOG_PAGE_SIZE, total));
    expect(pageCount).toBe(Math.ceil(total / BLOG_PAGE_SIZE));
    const dates = posts.map((post) => post.published);
    expect(dates).toEqual([...dates].sort().reverse());
    const category = posts[0]?.category.slug ?? '';
    const narrowed = await client.get<WireList>('/api/cms/blogs', { query: { category } });
    expect(narrowed.body.result.posts.every((post) => post.category.slug === category)).toBe(true);
    const last = await client.get<WireList>('/api/cms/blogs', {
      query: { page: String(pageCount) },
    });
    expect(last.body.result.posts.length).toBe(total - (pageCount - 1) * BLOG_PAGE_SIZE);
  });

  it('answers 404 past the last page or for an unknown category, 400 for a bad page', async () => {
    expect((await client.get('/api/cms/blogs', { query: { page: '99' } })).status).toBe(404);
    expect((await client.get('/api/cms/blogs', { query: { category: 'gossip' } })).status).toBe(
      404,
    );
    const badPage = await client.get<WireError>('/api/cms/blogs', { query: { page: 'two' } });
    expect(badPage.status).toBe(400);
    expect(badPage.body.code).toBe('validation_error');
  });

  it('answers a post with its reading time and the drugs it links to', async () => {
    const list = await client.get<WireList>('/api/cms/blogs');
    const slug = list.body.result.posts[0]?.slug ?? '';
    const post = await client.get<{ result: Record<string, unknown> }>(`/api/cms/blogs/${slug}`);
    expect(post.status).toBe(200);
    expect(post.body.result).toMatchObject({
      slug,
      reading_minutes: expect.any(Number),
      is_draft: false,
      related_drugs: expect.any(Array),
    });
  });

  it('shows a draft only through its preview, and only with the token', async () => {
    const draft = 'traveling-with-medications-over-the-holidays';
    expect((await client.get(`/api/cms/blogs/${draft}`)).status).toBe(404);
    const list = await client.get<WireList>('/api/cms/blogs', { query: { page: '1' } });
    expect(list.body.result.posts.map((post) => post.slug)).not.toContain(draft);
    const wrong = await client.get(`/api/cms/blogs/${draft}/preview`, {
      query: { token: 'guess' },
    });
    expect(wrong.status).toBe(404);
    expect((await client.get(`/api/cms/blogs/${draft}/preview`)).status).toBe(404);
    const preview = await client.get<{ result: { is_draft: boolean } }>(
      `/api/cms/blogs/${draft}/preview`,
      { query: { token: DEV_BLOG_PREVIEW_TOKEN } },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.result.is_draft).toBe(true);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page: content, blog posts (no drafts), treatments and drugs', async () => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const top = await client.get<{ result: { top_medications: Array<{ slug: string }> } }>(
      '/api/medications/top',
      { query: { limit: '3' } },
    );
    for (const path of [
      '/how-fillwell-works',
      '/careers/engineering',
      '/blog/what-is-nadac',
      '/blog/category/saving-money',
      '/medications/popular',
      ...top.body.result.top_medications.map((drug) => `/${drug.slug}`),
    ]) {
      expect(xml).toContain(`<loc>${server.baseUrl}${path}</loc>`);
    }
    expect(xml).not.toContain('traveling-with-medications-over-the-holidays');
    expect(xml).toMatch(/<loc>[^<]*\/treatments\/[a-z-]+<\/loc>/);
  });

  it('names the sitemap in robots.txt and keeps crawlers out of private pages', async () => {
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /account');
    expect(robots).toContain('Disallow: /clinician');
    expect(robots).toContain('Disallow: /partner');
    expect(robots).toContain('Disallow: /order-service/account');
    expect((await fetch(`${server.baseUrl}/sitemaps/1.xml`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/sitemaps/2.xml`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/sitemaps/..%2F.xml`)).status).toBe(404);
  });
});
