import { useId, useState, type FormEvent } from 'react';
import type { PatientProfile } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, PageLoadFailure } from '@/lib/api';
import { useGetPatientProfileQuery, useSavePatientProfileMutation } from '../api';
import {
  HEALTH_TOPIC_ORDER,
  HEALTH_TOPICS,
  isDraftComplete,
  listEntries,
  toDraft,
  toSaveRequest,
  withEntries,
  type HealthProfileDraft,
  type HealthTopic,
} from '../health-profile-rules';
import { EntryChips } from './entry-chips';
import { EntrySearch } from './entry-search';
import { YesNoQuestion } from './yes-no-question';

export interface AdditionalInfoFormProps {
  /** The saved profile to start from; when left out, the form loads it. */
  profile?: PatientProfile | null;
  heading?: string;
  submitLabel?: string;
  /** Called with the saved profile. */
  onContinue: (profile: PatientProfile) => void;
  onCancel?: () => void;
}

/**
 * The additional-info step: allergies, other medications and medical conditions, each a yes or
 * no; a yes needs at least one entry before Continue.
 */
export function AdditionalInfoForm(props: AdditionalInfoFormProps) {
  const isProvided = props.profile !== undefined;
  const saved = useGetPatientProfileQuery(undefined, { skip: isProvided });
  if (isProvided) return <HealthQuestions {...props} profile={props.profile ?? null} />;
  if (saved.isLoading) return <Spinner message="Loading your health profile…" className="py-8" />;
  if (saved.error) return <PageLoadFailure error={saved.error} />;
  return <HealthQuestions {...props} profile={saved.data ?? null} />;
}

function HealthQuestions({
  profile,
  heading,
  submitLabel = 'Continue',
  onContinue,
  onCancel,
}: AdditionalInfoFormProps & { profile: PatientProfile | null }) {
  const headingId = useId();
  const [draft, setDraft] = useState<HealthProfileDraft>(() => toDraft(profile));
  const [formError, setFormError] = useState<string | null>(null);
  const [saveProfile, { isLoading }] = useSavePatientProfileMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isDraftComplete(draft)) return;
    setFormError(null);
    const result = await saveProfile(toSaveRequest(draft));
    if (result.data) onContinue(result.data);
    else setFormError(getErrorMessage(result.error));
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={heading ? headingId : undefined}
      className="flex flex-col gap-5"
    >
      {heading ? (
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {heading}
        </h2>
      ) : null}
      <FormAlert message={formError} />
      {HEALTH_TOPIC_ORDER.map((topic) => (
        <TopicQuestion key={topic} topic={topic} draft={draft} onChange={setDraft} />
      ))}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={!isDraftComplete(draft) || isLoading}>
          {isLoading ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

interface TopicQuestionProps {
  topic: HealthTopic;
  draft: HealthProfileDraft;
  onChange: (draft: HealthProfileDraft) => void;
}

function TopicQuestion({ topic, draft, onChange }: TopicQuestionProps) {
  const text = HEALTH_TOPICS[topic];
  const answer = draft[text.answerField];
  const entries = listEntries(draft, topic);
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <YesNoQuestion
        question={text.question}
        value={answer}
        onChange={(value) => onChange({ ...draft, [text.answerField]: value })}
      />
      {answer ? (
        <>
          <EntryChips
            label={text.listLabel}
            entries={entries}
            onRemove={(removed) =>
              onChange(
                withEntries(
                  draft,
                  topic,
                  entries.filter((entry) => entry.key !== removed.key),
                ),
              )
            }
          />
          <EntrySearch
            topic={topic}
            chosen={entries}
            onAdd={(added) => onChange(withEntries(draft, topic, [...entries, added]))}
          />
        </>
      ) : null}
    </section>
  );
}
