import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  contentSlug as slug,
  type BlogCategory,
  type BlogPostSummary,
  type ContentPage,
  type Department,
  type DepartmentSummary,
  type FaqEntry,
} from '@fillwell/contracts';
import { READING_WORDS_PER_MINUTE } from '@fillwell/domain';
import { parse as parseYaml } from 'yaml';
import { countWords, readFrontMatter, readQuestionSections, renderMarkdown } from './markdown';

/** A blog post as kept: its summary, its HTML and the drug slugs it links to. */
export interface StoredBlogPost extends BlogPostSummary {
  body: string;
  relatedDrugSlugs: string[];
  isDraft: boolean;
}

/** Everything of the content store, read and rendered once at start-up. */
export interface ContentStore {
  getPage(id: string): ContentPage | undefined;
  listDepartments(): DepartmentSummary[];
  getDepartment(id: string): Department | undefined;
  listBlogCategories(): BlogCategory[];
  /** Published posts, newest first. */
  listBlogPosts(): StoredBlogPost[];
  /** A post by its slug, drafts included. */
  getBlogPost(slug: string): StoredBlogPost | undefined;
}

const FAQ_PAGE_PREFIX = 'faq-';
const text = z.string().trim().min(1);

const pageMatter = z.strictObject({ title: text, description: text.max(200) });
const departmentMatter = pageMatter.extend({
  openings: z.array(
    z.strictObject({ id: slug, title: text, location: text, type: text, summary: text }),
  ),
});
const categoryList = z.array(z.strictObject({ slug, name: text, description: text }));
const postMatter = pageMatter.extend({
  category: slug,
  published: z.iso.date(),
  author: text,
  relatedDrugs: z.array(slug).default([]),
  draft: z.boolean().default(false),
});

/** Reads the content folder: pages/, careers/, blog/categories.yml and blog/posts/. */
export async function loadContentStore(contentDir: string): Promise<ContentStore> {
  const [pages, departments, categories] = await Promise.all([
    readDocuments(path.join(contentDir, 'pages'), (id, markdown) => readPage(id, markdown)),
    readDocuments(path.join(contentDir, 'careers'), readDepartment),
    readCategories(path.join(contentDir, 'blog', 'categories.yml')),
  ]);
  const posts = await readDocuments(path.join(contentDir, 'blog', 'posts'), (postSlug, markdown) =>
    readPost(postSlug, markdown, categories),
  );
  const published = [...posts.values()]
    .filter((post) => !post.isDraft)
    .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
  const departmentSummaries = [...departments.values()]
    .map(({ id, title, description, openingCount }) => ({ id, title, description, openingCount }))
    .sort((a, b) => a.title.localeCompare(b.title));
  return {
    getPage: (id) => pages.get(id),
    listDepartments: () => departmentSummaries,
    getDepartment: (id) => departments.get(id),
    listBlogCategories: () => [...categories.values()],
    listBlogPosts: () => published,
    getBlogPost: (postSlug) => posts.get(postSlug),
  };
}

/** Every `.md` file of a folder, by its name without the extension. */
async function readDocuments<T>(
  directory: string,
  read: (name: string, text: string) => T,
): Promise<Map<string, T>> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.md')).sort();
  const entries = await Promise.all(
    names.map(async (fileName) => {
      const name = fileName.slice(0, -'.md'.length);
      if (!slug.safeParse(name).success) throw new Error(`${fileName}: name it in kebab-case`);
      const fileText = await readFile(path.join(directory, fileName), 'utf8');
      return [name, read(name, fileText)] as const;
    }),
  );
  return new Map(entries);
}

function readPage(id: string, fileText: string): ContentPage {
  const { data, markdown } = readFrontMatter(fileText, pageMatter, `pages/${id}.md`);
  const faqs = id.startsWith(FAQ_PAGE_PREFIX) ? readFaqs(markdown, id) : null;
  return { id, ...data, body: renderMarkdown(markdown), faqs };
}

function readFaqs(markdown: string, id: string): FaqEntry[] {
  const faqs = readQuestionSections(markdown);
  if (faqs.length === 0) throw new Error(`pages/${id}.md: a FAQ page needs "## " questions`);
  return faqs;
}

function readDepartment(id: string, fileText: string): Department {
  const { data, markdown } = readFrontMatter(fileText, departmentMatter, `careers/${id}.md`);
  return {
    id,
    title: data.title,
    description: data.description,
    body: renderMarkdown(markdown),
    openings: data.openings,
    openingCount: data.openings.length,
  };
}

async function readCategories(file: string): Promise<Map<string, BlogCategory>> {
  const parsed = categoryList.safeParse(parseYaml(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`blog/categories.yml: ${parsed.error.message}`);
  return new Map(parsed.data.map((category) => [category.slug, category]));
}

function readPost(
  postSlug: string,
  fileText: string,
  categories: ReadonlyMap<string, BlogCategory>,
): StoredBlogPost {
  const fileName = `blog/posts/${postSlug}.md`;
  const { data, markdown } = readFrontMatter(fileText, postMatter, fileName);
  const category = categories.get(data.category);
  if (!category) throw new Error(`${fileName}: category ${data.category} is not in categories.yml`);
  return {
    slug: postSlug,
    title: data.title,
    description: data.description,
    category,
    published: data.published,
    author: data.author,
    readingMinutes: Math.max(1, Math.round(countWords(markdown) / READING_WORDS_PER_MINUTE)),
    body: renderMarkdown(markdown),
    relatedDrugSlugs: data.relatedDrugs,
    isDraft: data.draft,
  };
}
