/** A survey a person answers at /feedback/{name}: one score on a scale and a comment. */
export interface FeedbackSurvey {
  name: string;
  title: string;
  question: string;
  minScore: number;
  maxScore: number;
  lowLabel: string;
  highLabel: string;
}

export const FEEDBACK_SURVEYS = [
  {
    name: 'nps',
    title: 'How are we doing?',
    question: 'How likely are you to recommend Fillwell to a friend or colleague?',
    minScore: 0,
    maxScore: 10,
    lowLabel: 'Not at all likely',
    highLabel: 'Extremely likely',
  },
  {
    name: 'order',
    title: 'Your order',
    question: 'How easy was it to get your prescription with Fillwell?',
    minScore: 1,
    maxScore: 5,
    lowLabel: 'Very hard',
    highLabel: 'Very easy',
  },
  {
    name: 'visit',
    title: 'Your online doctor visit',
    question: 'How satisfied are you with your online doctor visit?',
    minScore: 1,
    maxScore: 5,
    lowLabel: 'Very unsatisfied',
    highLabel: 'Very satisfied',
  },
] as const satisfies readonly FeedbackSurvey[];

export type FeedbackSurveyName = (typeof FEEDBACK_SURVEYS)[number]['name'];
export const FEEDBACK_SURVEY_NAMES = FEEDBACK_SURVEYS.map((survey) => survey.name);
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

export function findFeedbackSurvey(name: string): FeedbackSurvey | undefined {
  return FEEDBACK_SURVEYS.find((survey) => survey.name === name);
}
