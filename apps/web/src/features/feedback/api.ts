import type { z } from 'zod';
import type {
  FeedbackAnswer,
  FeedbackStatus,
  feedbackStatusResponseSchema,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

type FeedbackStatusResponse = z.infer<typeof feedbackStatusResponseSchema>;

export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeedbackStatus: build.query<FeedbackStatus, string>({
      query: (surveyName) => `v2/feedback/${encodeURIComponent(surveyName)}`,
      transformResponse: (response: FeedbackStatusResponse) => response.result,
    }),
    answerFeedback: build.mutation<FeedbackStatus, FeedbackAnswer & { surveyName: string }>({
      query: ({ surveyName, ...body }) => ({
        path: `v2/feedback/${encodeURIComponent(surveyName)}`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: FeedbackStatusResponse) => response.result,
    }),
  }),
});

export const { useGetFeedbackStatusQuery, useAnswerFeedbackMutation } = feedbackApi;
