import type { z } from 'zod';
import type { textAppLinkRequestSchema, textAppLinkResponseSchema } from '@fillwell/contracts';
import { api } from '@/lib/api';

type TextAppLinkRequest = z.input<typeof textAppLinkRequestSchema>;
type TextAppLinkResponse = z.infer<typeof textAppLinkResponseSchema>;

export const mobileAppApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/text_app_link: texts a link to the app; only success or failure matters. */
    textAppLink: build.mutation<TextAppLinkResponse, TextAppLinkRequest>({
      query: (body) => ({ path: 'text_app_link', method: 'POST', body }),
    }),
  }),
});

export const { useTextAppLinkMutation } = mobileAppApi;
