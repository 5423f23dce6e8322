import { z } from 'zod';
import { emailSchema } from './account';
import { resultOf } from './wire';

/** A content store document's name: lowercase words joined by hyphens. */
export const contentSlug = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens');

/** A question and its answer (HTML) of a page of frequently asked questions. */
export const faqEntrySchema = z.object({ question: z.string(), answer: z.string() });
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** GET /api/v2/content/{id}: a help, trust or company page. */
export const contentIdParamsSchema = z.strictObject({ id: contentSlug });
export const contentPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The text as HTML, without the title. */
  body: z.string(),
  /** A page of frequently asked questions: each of its sections, as a question and answer. */
  faqs: z.array(faqEntrySchema).nullable(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponseSchema = resultOf(contentPageSchema);

/** GET /api/cms/web/departments and /api/cms/web/departments/{id}: careers. */
export const departmentParamsSchema = z.strictObject({ id: contentSlug });
export const jobOpeningSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  type: z.string(),
  summary: z.string(),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;
export const departmentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  openingCount: z.number().int(),
});
export type DepartmentSummary = z.infer<typeof departmentSummarySchema>;
export const departmentSchema = departmentSummarySchema.extend({
  body: z.string(),
  openings: z.array(jobOpeningSchema),
});
export type Department = z.infer<typeof departmentSchema>;
export const departmentListResponseSchema = z.object({ results: z.array(departmentSummarySchema) });
export const departmentResponseSchema = resultOf(departmentSchema);

/** The blog. */
export const blogCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: blogCategorySchema,
  /** The day it was published, YYYY-MM-DD. */
  published: z.string(),
  author: z.string(),
  readingMinutes: z.number().int().positive(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogRelatedDrugSchema = z.object({ slug: z.string(), name: z.string() });
export const blogPostSchema = blogPostSummarySchema.extend({
  body: z.string(),
  relatedDrugs: z.array(blogRelatedDrugSchema),
  isDraft: z.boolean(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/cms/blogs: a page of posts, newest first, of one category or all. */
export const blogListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  category: contentSlug.optional(),
});
export const blogListSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  categories: z.array(blogCategorySchema),
  /** The category asked for, if any. */
  category: blogCategorySchema.nullable(),
});
export type BlogList = z.infer<typeof blogListSchema>;
export const blogListResponseSchema = resultOf(blogListSchema);

/** GET /api/cms/blogs/{slug}, and /preview with the preview token for a draft. */
export const blogPostParamsSchema = z.strictObject({ slug: contentSlug });
export const blogPreviewQuerySchema = z.strictObject({ token: z.string().min(1).max(200) });
export const blogPostResponseSchema = resultOf(blogPostSchema);

/** POST /api/v2/newsletter: asks for the newsletter; the e-mailed link confirms it. */
const topicList = z
  .array(contentSlug)
  .max(20)
  .transform((topics) => [...new Set(topics)]);
export const NEWSLETTER_MESSAGES = {
  topicsRequired: 'Choose at least one topic',
  unknownTopic: 'Choose topics from the list',
} as const;
export const newsletterSignupSchema = z.strictObject({
  email: emailSchema,
  topics: topicList.refine((topics) => topics.length > 0, NEWSLETTER_MESSAGES.topicsRequired),
});
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

/** GET and PUT /api/v2/newsletter/{id}/topics?token=… (the e-mailed link's page). */
export const newsletterParamsSchema = z.strictObject({ id: z.string().min(1).max(60) });
export const newsletterTokenQuerySchema = z.strictObject({ token: z.string().min(1).max(200) });
export const newsletterTopicsRequestSchema = z.strictObject({ topics: topicList });
export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  /** The topics held, or asked for while not yet confirmed. */
  topics: z.array(z.string()),
  isConfirmed: z.boolean(),
  categories: z.array(blogCategorySchema),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
export const newsletterSubscriptionResponseSchema = resultOf(newsletterSubscriptionSchema);
/** What asking for the newsletter answers: the link is on its way. */
export const newsletterSignupResponseSchema = resultOf(z.object({ isSent: z.literal(true) }));
