import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogListQuerySchema,
  blogListResponseSchema,
  blogPostParamsSchema,
  blogPostResponseSchema,
  blogPreviewQuerySchema,
  contentIdParamsSchema,
  contentPageResponseSchema,
  departmentListResponseSchema,
  departmentParamsSchema,
  departmentResponseSchema,
  drugInfoResponseSchema,
  drugSlugParamsSchema,
  metaTagQuerySchema,
  metaTagResponseSchema,
} from '@fillwell/contracts';
import { createNotFoundError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { SESSIONLESS_ROUTE } from '../../plugins/session';
import { MEDICATION_NOT_FOUND, type CatalogueIndex } from '../catalog/index';
import { describeBlogPost, listBlogPage } from './blog';
import type { ContentStore } from './content-store';
import { describeDrugInfo } from './drug-info';
import type { MetaTagResolver } from './drug-page-meta';
import { isPreviewToken } from './preview-token';

export interface ContentRoutesOptions {
  catalogue: CatalogueIndex;
  resolveMetaTag: MetaTagResolver;
  store: ContentStore;
  /** Opens drafts at the preview call; null: no previews. */
  blogPreviewToken: string | null;
}

export const CONTENT_NOT_FOUND = 'Page not found';
export const BLOG_POST_NOT_FOUND = 'Blog post not found';
export const DEPARTMENT_NOT_FOUND = 'Department not found';

/** CMS-style content the drug pages read: drug information and page meta tags. */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  app.get(
    '/cms/drug_info/:slug',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['content'],
        summary: "A drug's class, common uses, category, forms and schedule",
        params: drugSlugParamsSchema,
        response: { 200: drugInfoResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const drug = options.catalogue.getDrugBySlug(request.params.slug);
      if (!drug) throw createNotFoundError(MEDICATION_NOT_FOUND);
      return { result: describeDrugInfo(drug) };
    },
  );

  app.get(
    '/cms/meta_tag',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'The title and description of a page route',
        querystring: metaTagQuerySchema,
        response: { 200: metaTagResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ result: options.resolveMetaTag(request.query.route) }),
  );

  await app.register(pageRoutes, options);
  await app.register(blogRoutes, options);
};

/** Help, trust and company pages, and the careers departments. */
const pageRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { store }) => {
  app.get(
    '/v2/content/:id',
    {
      config: SESSIONLESS_ROUTE,
      // A malformed id names a page that does not exist: 404, not a 400.
      attachValidation: true,
      schema: {
        tags: ['content'],
        summary: 'A help, trust or company page: its title, description and text as HTML',
        params: contentIdParamsSchema,
        response: { 200: contentPageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const page = request.validationError ? undefined : store.getPage(request.params.id);
      if (!page) throw createNotFoundError(CONTENT_NOT_FOUND);
      return { result: page };
    },
  );

  app.get(
    '/cms/web/departments',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'The departments of the careers page, with how many openings each has',
        response: { 200: departmentListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({ results: store.listDepartments() }),
  );

  app.get(
    '/cms/web/departments/:id',
    {
      config: SESSIONLESS_ROUTE,
      attachValidation: true,
      schema: {
        tags: ['content'],
        summary: 'A department of the careers page: what it does and its openings',
        params: departmentParamsSchema,
        response: { 200: departmentResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const department = request.validationError
        ? undefined
        : store.getDepartment(request.params.id);
      if (!department) throw createNotFoundError(DEPARTMENT_NOT_FOUND);
      return { result: department };
    },
  );
};

/** The blog: pages of posts, a post, and a draft's preview. */
const blogRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  const { store, catalogue } = options;
  app.get(
    '/cms/blogs',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'A page of published blog posts, newest first, of one category or all',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const list = listBlogPage(store, request.query);
      if (!list) throw createNotFoundError(BLOG_POST_NOT_FOUND);
      return { result: list };
    },
  );

  app.get(
    '/cms/blogs/:slug',
    {
      config: SESSIONLESS_ROUTE,
      attachValidation: true,
      schema: {
        tags: ['content'],
        summary: 'A published blog post, with the drugs it is about',
        params: blogPostParamsSchema,
        response: { 200: blogPostResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const post = request.validationError ? undefined : store.getBlogPost(request.params.slug);
      if (!post || post.isDraft) throw createNotFoundError(BLOG_POST_NOT_FOUND);
      return { result: describeBlogPost(post, catalogue) };
    },
  );

  app.get(
    '/cms/blogs/:slug/preview',
    {
      config: SESSIONLESS_ROUTE,
      attachValidation: true,
      schema: {
        tags: ['content'],
        summary: 'A blog post, drafts included, for whoever holds the preview token',
        params: blogPostParamsSchema,
        querystring: blogPreviewQuerySchema,
        response: { 200: blogPostResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const isAllowed =
        !request.validationError && isPreviewToken(request.query.token, options.blogPreviewToken);
      const post = isAllowed ? store.getBlogPost(request.params.slug) : undefined;
      if (!post) throw createNotFoundError(BLOG_POST_NOT_FOUND);
      return { result: describeBlogPost(post, catalogue) };
    },
  );
};
