import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_PATHS } from '@fillwell/domain';
import { loadConfig } from '../../config';
import { loadContentStore } from './content-store';

const contentDir = loadConfig({ NODE_ENV: 'test' }).contentDir;

describe("the repository's content store", () => {
  it('reads every document, and has one for every content page path', async () => {
    const store = await loadContentStore(contentDir);
    for (const { path: pagePath, id } of CONTENT_PAGE_PATHS) {
      const page = store.getPage(id);
      expect(page, `${pagePath} shows pages/${id}.md`).toBeDefined();
      expect(page?.body).toMatch(/^<(p|h2)>/);
    }
    expect(store.getPage('faq-new-user')?.faqs?.length).toBeGreaterThanOrEqual(8);
    expect(store.getPage('faq-member')?.faqs?.length).toBeGreaterThanOrEqual(8);
    expect(store.listBlogPosts().length).toBeGreaterThanOrEqual(8);
    expect(store.listDepartments().map((department) => department.id)).toContain('engineering');
  });

  it('keeps no script, raw HTML or outside-site link scheme in any document', async () => {
    const store = await loadContentStore(contentDir);
    const bodies = [
      ...CONTENT_PAGE_PATHS.map(({ id }) => store.getPage(id)?.body ?? ''),
      ...store.listBlogPosts().map((post) => post.body),
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(/<script|<iframe|<img|javascript:|on[a-z]+=/i);
    }
  });
});

async function writeContent(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'fillwell-content-'));
  for (const folder of ['pages', 'careers', 'blog/posts']) {
    await mkdir(path.join(root, folder), { recursive: true });
  }
  await writeFile(
    path.join(root, 'blog/categories.yml'),
    '- { slug: news, name: News, description: What is new. }\n',
  );
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(root, file), text);
  return root;
}

describe('loadContentStore', () => {
  it('sanitises what Markdown lets through: raw HTML, scripts and javascript: links', async () => {
    const root = await writeContent({
      'pages/about-us.md':
        '---\ntitle: About\ndescription: About us.\n---\nHi <script>alert(1)</script>' +
        '<img src=x onerror=alert(1)> [click](javascript:alert(1)) [ok](/blog)\n',
    });
    const body = (await loadContentStore(root)).getPage('about-us')?.body ?? '';
    expect(body).not.toMatch(/<script|<img|onerror|javascript:/);
    expect(body).toContain('<a href="/blog">ok</a>');
  });

  it('refuses a document whose front matter is missing or wrong, naming the file', async () => {
    const noMatter = await writeContent({ 'pages/call.md': 'Just text.\n' });
    await expect(loadContentStore(noMatter)).rejects.toThrow(/pages\/call\.md: no front matter/);
    const badPost = await writeContent({
      'blog/posts/first.md':
        '---\ntitle: First\ndescription: The first.\ncategory: missing\npublished: 2026-01-01\nauthor: Us\n---\nText.\n',
    });
    await expect(loadContentStore(badPost)).rejects.toThrow(/first\.md: category missing/);
    const badDate = await writeContent({
      'blog/posts/first.md':
        '---\ntitle: First\ndescription: The first.\ncategory: news\npublished: soon\nauthor: Us\n---\nText.\n',
    });
    await expect(loadContentStore(badDate)).rejects.toThrow(/first\.md: published/);
  });

  it('lists published posts newest first, keeps drafts out of the list, and times the reading', async () => {
    const post = (date: string, extra = '') =>
      `---\ntitle: Post\ndescription: A post.\ncategory: news\npublished: ${date}\nauthor: Us\n${extra}---\n${'word '.repeat(450)}\n`;
    const root = await writeContent({
      'blog/posts/older.md': post('2026-01-01'),
      'blog/posts/newer.md': post('2026-02-01'),
      'blog/posts/draft.md': post('2026-03-01', 'draft: true\n'),
    });
    const store = await loadContentStore(root);
    expect(store.listBlogPosts().map((item) => item.slug)).toEqual(['newer', 'older']);
    expect(store.getBlogPost('draft')?.isDraft).toBe(true);
    expect(store.getBlogPost('newer')?.readingMinutes).toBe(2);
  });
});
