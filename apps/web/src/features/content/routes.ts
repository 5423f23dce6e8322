import type { RouteObject } from 'react-router';
import { BLOG_PATH, CAREERS_PATH, CONTENT_PAGE_PATHS } from '@fillwell/domain';
import type { BlogPageArgs } from './api';
import { readBlogPageNumber } from './blog-paths';
import type { BlogPostRouteData } from './pages/blog-post-page';
import type { ContentRouteData } from './pages/content-page';

const loadContentPage = () =>
  import('./pages/content-page').then((module) => ({
    Component: module.ContentPage,
    handle: { loadFirstScreen: module.loadContentFirstScreen },
  }));

const loadBlogIndexPage = () =>
  import('./pages/blog-index-page').then((module) => ({
    Component: module.BlogIndexPage,
    handle: { loadFirstScreen: module.loadBlogIndexFirstScreen },
  }));

const loadBlogPostPage = () =>
  import('./pages/blog-post-page').then((module) => ({
    Component: module.BlogPostPage,
    handle: { loadFirstScreen: module.loadBlogPostFirstScreen },
  }));

/** Help, trust and company pages, careers departments, and the blog. */
export const CONTENT_ROUTES: RouteObject[] = [
  ...CONTENT_PAGE_PATHS.map(({ path, id }): RouteObject => ({
    path,
    loader: (): ContentRouteData => ({ id }),
    lazy: loadContentPage,
  })),
  {
    path: `${CAREERS_PATH}/:department`,
    lazy: () =>
      import('./pages/department-page').then((module) => ({
        Component: module.DepartmentPage,
        handle: { loadFirstScreen: module.loadDepartmentFirstScreen },
      })),
  },
  {
    path: BLOG_PATH,
    loader: ({ request }): BlogPageArgs => ({
      page: readBlogPageNumber(request.url),
      category: null,
    }),
    lazy: loadBlogIndexPage,
  },
  {
    path: `${BLOG_PATH}/category/:category`,
    loader: ({ request, params }): BlogPageArgs => ({
      page: readBlogPageNumber(request.url),
      category: params.category ?? null,
    }),
    lazy: loadBlogIndexPage,
  },
  {
    path: `${BLOG_PATH}/:slug`,
    loader: ({ params }): BlogPostRouteData => ({ slug: params.slug ?? '', previewToken: null }),
    lazy: loadBlogPostPage,
  },
  {
    path: `${BLOG_PATH}/newsletter/:id/topics`,
    lazy: () =>
      import('./pages/newsletter-topics-page').then((module) => ({
        Component: module.NewsletterTopicsPage,
      })),
  },
  {
    path: `${BLOG_PATH}/preview/:slug`,
    loader: ({ request, params }): BlogPostRouteData => ({
      slug: params.slug ?? '',
      previewToken: new URL(request.url).searchParams.get('token') ?? '',
    }),
    lazy: loadBlogPostPage,
  },
];
