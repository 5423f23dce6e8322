import { z } from 'zod';
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_SURVEY_NAMES } from '@fillwell/domain';
import { resultOf } from './wire';

export const FEEDBACK_MESSAGES = {
  scoreRequired: 'Please choose a score',
  commentTooLong: 'Please keep your comment under 2,000 characters',
  alreadyAnswered: 'You already answered this survey. Thank you.',
} as const;

/** GET and POST /api/v2/feedback/{surveyName} */
export const feedbackSurveyParamsSchema = z.strictObject({
  surveyName: z.enum(FEEDBACK_SURVEY_NAMES),
});

export const feedbackAnswerSchema = z.strictObject({
  score: z.number({ error: FEEDBACK_MESSAGES.scoreRequired }).int().min(0).max(10),
  comment: z
    .string()
    .trim()
    .max(FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_MESSAGES.commentTooLong)
    .default(''),
});
export type FeedbackAnswer = z.input<typeof feedbackAnswerSchema>;

/** Whether this visitor's session has answered the survey. */
export const feedbackStatusSchema = z.object({ hasAnswered: z.boolean() });
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;
export const feedbackStatusResponseSchema = resultOf(feedbackStatusSchema);
