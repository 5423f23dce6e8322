import type { z } from 'zod';
import type {
  BlogList,
  blogListResponseSchema,
  BlogPost,
  blogPostResponseSchema,
  ContentPage,
  contentPageResponseSchema,
  Department,
  departmentListResponseSchema,
  departmentResponseSchema,
  DepartmentSummary,
  NewsletterSignup,
  NewsletterSubscription,
  newsletterSubscriptionResponseSchema,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;
type DepartmentListResponse = z.infer<typeof departmentListResponseSchema>;
type DepartmentResponse = z.infer<typeof departmentResponseSchema>;
type BlogListResponse = z.infer<typeof blogListResponseSchema>;
type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;
type NewsletterSubscriptionResponse = z.infer<typeof newsletterSubscriptionResponseSchema>;

export interface NewsletterLinkArgs {
  id: string;
  token: string;
}

export interface BlogPageArgs {
  page: number;
  category: string | null;
}

export interface BlogPreviewArgs {
  slug: string;
  token: string;
}

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, string>({
      query: (id) => `v2/content/${encodeURIComponent(id)}`,
      transformResponse: (response: ContentPageResponse) => response.result,
    }),
    listDepartments: build.query<DepartmentSummary[], void>({
      query: () => 'cms/web/departments',
      transformResponse: (response: DepartmentListResponse) => response.results,
    }),
    getDepartment: build.query<Department, string>({
      query: (id) => `cms/web/departments/${encodeURIComponent(id)}`,
      transformResponse: (response: DepartmentResponse) => response.result,
    }),
    getBlogPage: build.query<BlogList, BlogPageArgs>({
      query: ({ page, category }) => ({
        path: 'cms/blogs',
        query: { page, ...(category ? { category } : {}) },
      }),
      transformResponse: (response: BlogListResponse) => response.result,
    }),
    getBlogPost: build.query<BlogPost, string>({
      query: (slug) => `cms/blogs/${encodeURIComponent(slug)}`,
      transformResponse: (response: BlogPostResponse) => response.result,
    }),
    getBlogPreview: build.query<BlogPost, BlogPreviewArgs>({
      query: ({ slug, token }) => ({
        path: `cms/blogs/${encodeURIComponent(slug)}/preview`,
        query: { token },
      }),
      transformResponse: (response: BlogPostResponse) => response.result,
    }),
    askForNewsletter: build.mutation<void, NewsletterSignup>({
      query: (body) => ({ path: 'v2/newsletter', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
    getNewsletterTopics: build.query<NewsletterSubscription, NewsletterLinkArgs>({
      query: ({ id, token }) => ({
        path: `v2/newsletter/${encodeURIComponent(id)}/topics`,
        query: { token },
      }),
      transformResponse: (response: NewsletterSubscriptionResponse) => response.result,
    }),
    saveNewsletterTopics: build.mutation<
      NewsletterSubscription,
      NewsletterLinkArgs & { topics: string[] }
    >({
      query: ({ id, token, topics }) => ({
        path: `v2/newsletter/${encodeURIComponent(id)}/topics`,
        method: 'PUT',
        query: { token },
        body: { topics },
      }),
      transformResponse: (response: NewsletterSubscriptionResponse) => response.result,
    }),
  }),
});

export const {
  useAskForNewsletterMutation,
  useGetNewsletterTopicsQuery,
  useSaveNewsletterTopicsMutation,
  useGetContentPageQuery,
  useListDepartmentsQuery,
  useGetDepartmentQuery,
  useGetBlogPageQuery,
  useGetBlogPostQuery,
  useGetBlogPreviewQuery,
} = contentApi;
