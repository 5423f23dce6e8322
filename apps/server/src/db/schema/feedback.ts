import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Answers to the /feedback surveys: one per survey and browser session. */
export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    survey: text('survey').notNull(),
    /** The session's id (the hash of its cookie token), kept after the session ends. */
    sessionId: text('session_id').notNull(),
    score: integer('score').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feedback_answers_survey_session_idx').on(table.survey, table.sessionId),
    index('feedback_answers_created_idx').on(table.createdAt),
  ],
);
