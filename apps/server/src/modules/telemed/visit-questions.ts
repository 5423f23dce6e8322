import type { VisitQuestion } from '@fillwell/contracts';

/** A question and the answers a clinician should look at twice. */
export interface VisitQuestionDefinition extends VisitQuestion {
  flaggedAnswers: readonly string[];
}

const YES_NO = ['Yes', 'No'];

function yesNo(
  id: string,
  text: string,
  options: { flagYes?: boolean; hint?: string } = {},
): VisitQuestionDefinition {
  return {
    id,
    text,
    kind: 'choice',
    options: YES_NO,
    isRequired: true,
    hint: options.hint ?? null,
    showWhen: null,
    flaggedAnswers: options.flagYes ? ['Yes'] : [],
  };
}

function choice(
  id: string,
  text: string,
  options: string[],
  flaggedAnswers: string[] = [],
): VisitQuestionDefinition {
  return {
    id,
    text,
    kind: 'choice',
    options,
    isRequired: true,
    hint: null,
    showWhen: null,
    flaggedAnswers,
  };
}

/** Free text asked after a yes to `parentId`. */
function details(id: string, text: string, parentId: string): VisitQuestionDefinition {
  return {
    id,
    text,
    kind: 'text',
    options: [],
    isRequired: true,
    hint: null,
    showWhen: { questionId: parentId, answers: ['Yes'] },
    flaggedAnswers: [],
  };
}

function optionalText(id: string, text: string, hint: string): VisitQuestionDefinition {
  return {
    id,
    text,
    kind: 'text',
    options: [],
    isRequired: false,
    hint,
    showWhen: null,
    flaggedAnswers: [],
  };
}

const BLOOD_PRESSURE = choice(
  'blood-pressure',
  'Has a doctor told you that your blood pressure is high or low?',
  ['No, it is normal', 'High blood pressure', 'Low blood pressure', "I don't know"],
  ['High blood pressure', 'Low blood pressure'],
);

const HEART_CONDITIONS = yesNo(
  'heart-conditions',
  'Have you ever had heart disease, a heart attack, a stroke or an irregular heartbeat?',
  { flagYes: true },
);

const PREGNANCY = choice(
  'pregnancy',
  'Are you pregnant, breastfeeding or planning a pregnancy?',
  ['No', 'Yes', 'Does not apply to me'],
  ['Yes'],
);

const CONDITION_QUESTIONS: Record<string, VisitQuestionDefinition[]> = {
  'erectile-dysfunction': [
    choice('ed-duration', 'How long have you had trouble getting or keeping an erection?', [
      'Less than 3 months',
      '3 to 12 months',
      'More than a year',
    ]),
    choice('ed-morning-erections', 'Do you still get erections in the morning or at night?', [
      'Yes, often',
      'Sometimes',
      'Rarely or never',
    ]),
    yesNo('ed-nitrates', 'Do you take nitrates (such as nitroglycerin) or use "poppers"?', {
      flagYes: true,
      hint: 'Nitrates with ED medication can drop your blood pressure dangerously.',
    }),
    yesNo('ed-chest-pain-sex', 'Do you get chest pain or shortness of breath during sex?', {
      flagYes: true,
    }),
    BLOOD_PRESSURE,
    HEART_CONDITIONS,
  ],
  'hair-loss': [
    choice(
      'hair-loss-pattern',
      'Where are you losing hair?',
      ['Receding hairline', 'Thinning at the crown', 'Thinning all over', 'Patches or sudden loss'],
      ['Patches or sudden loss'],
    ),
    choice('hair-loss-duration', 'How long have you been losing hair?', [
      'Less than a year',
      '1 to 5 years',
      'More than 5 years',
    ]),
    yesNo('hair-loss-scalp', 'Do you have itching, pain or redness on your scalp?', {
      flagYes: true,
    }),
    yesNo('hair-loss-prostate', 'Have you had prostate problems or prostate cancer?', {
      flagYes: true,
    }),
  ],
  'birth-control': [
    choice('bc-current', 'Are you using birth control now?', [
      'Yes, the pill',
      'Yes, another method',
      'No',
    ]),
    yesNo('bc-smoke', 'Do you smoke, and are you 35 or older?', { flagYes: true }),
    yesNo('bc-blood-clots', 'Have you ever had a blood clot in a leg or lung?', {
      flagYes: true,
    }),
    yesNo('bc-migraine-aura', 'Do you get migraines with aura (flashing lights, blind spots)?', {
      flagYes: true,
    }),
    PREGNANCY,
    BLOOD_PRESSURE,
  ],
  'cold-sores': [
    choice('cold-sores-frequency', 'How many cold sore outbreaks do you have a year?', [
      '1 or 2',
      '3 to 5',
      '6 or more',
    ]),
    yesNo('cold-sores-diagnosed', 'Has a doctor diagnosed your cold sores before?'),
    yesNo('cold-sores-kidney', 'Do you have kidney disease?', { flagYes: true }),
    yesNo('cold-sores-immune', 'Is your immune system weakened by an illness or medication?', {
      flagYes: true,
    }),
  ],
  cholesterol: [
    choice('cholesterol-lab', 'When was your cholesterol (lipid panel) last tested?', [
      'In the last 12 months',
      'More than a year ago',
      'Never',
    ]),
    optionalText(
      'cholesterol-ldl',
      'What was your most recent LDL cholesterol result?',
      'For example 160 mg/dL. Leave it empty if you do not know.',
    ),
    yesNo('cholesterol-liver', 'Do you have liver disease?', { flagYes: true }),
    yesNo(
      'cholesterol-statin-pain',
      'Have you had muscle pain or weakness from a cholesterol medication?',
      { flagYes: true },
    ),
    PREGNANCY,
    HEART_CONDITIONS,
  ],
  'acid-reflux': [
    choice('reflux-frequency', 'How often do you have heartburn or acid reflux?', [
      'Less than once a week',
      '1 to 3 times a week',
      'Most days',
    ]),
    yesNo(
      'reflux-alarm',
      'Do you have trouble swallowing, vomit blood, have black stools, or have you lost weight without trying?',
      { flagYes: true },
    ),
    yesNo('reflux-chest-pain', 'Do you have chest pain that spreads to your arm, neck or jaw?', {
      flagYes: true,
    }),
  ],
  'seasonal-allergies': [
    choice('allergy-symptoms', 'Which symptoms bother you most?', [
      'Sneezing or runny nose',
      'Stuffy nose',
      'Itchy or watery eyes',
      'All of these',
    ]),
    choice('allergy-season', 'When are your symptoms worst?', [
      'Spring',
      'Summer',
      'Fall',
      'All year',
    ]),
    yesNo('allergy-asthma', 'Do you have asthma or wheezing?', { flagYes: true }),
    yesNo('allergy-glaucoma', 'Do you have glaucoma or trouble passing urine?', {
      flagYes: true,
    }),
  ],
};

/** Asked in every visit, after the condition's own questions. */
const COMMON_QUESTIONS: VisitQuestionDefinition[] = [
  yesNo('other-medications', 'Do you take any other medications, vitamins or supplements?'),
  details('other-medications-list', 'Which ones, and how much of each?', 'other-medications'),
  yesNo('allergies', 'Are you allergic to any medications?', { flagYes: true }),
  details('allergies-list', 'Which medications, and what happens?', 'allergies'),
  yesNo('other-conditions', 'Do you have any other medical conditions?'),
  details('other-conditions-list', 'Which conditions?', 'other-conditions'),
  optionalText(
    'anything-else',
    'Is there anything else you would like the doctor to know?',
    'Optional',
  ),
];

/** The questionnaire of a condition (telemed_conditions.slug); unknown ones get the common part. */
export function listVisitQuestions(conditionSlug: string): VisitQuestionDefinition[] {
  return [...(CONDITION_QUESTIONS[conditionSlug] ?? []), ...COMMON_QUESTIONS];
}

/** The contract's view of a question (without the clinician's flags). */
export function toVisitQuestion({ flaggedAnswers: _flags, ...question }: VisitQuestionDefinition) {
  return question;
}
