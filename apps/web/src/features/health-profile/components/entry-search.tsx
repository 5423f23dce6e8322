import { useId, useState } from 'react';
import { HEALTH_PROFILE_MESSAGES } from '@fillwell/contracts';
import { LIMITS } from '@fillwell/domain';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  useSearchAllergensQuery,
  useSearchMedicalConditionsQuery,
  useSearchOtherMedicationsQuery,
} from '../api';
import {
  canAddCustomEntry,
  checkSearchTerm,
  HEALTH_TOPICS,
  toAllergyEntry,
  toConditionEntry,
  toCustomEntry,
  toMedicationEntry,
  type HealthEntry,
  type HealthTopic,
} from '../health-profile-rules';

interface EntrySearchProps {
  topic: HealthTopic;
  chosen: readonly HealthEntry[];
  onAdd: (entry: HealthEntry) => void;
}

interface TopicSearch {
  options: HealthEntry[];
  /** The answer for this very term has arrived (a failed search counts as none). */
  isSettled: boolean;
  hasFailed: boolean;
}

/** Searches one topic's list (only the active topic's query runs). */
function useTopicSearch(topic: HealthTopic, term: string, isSkipped: boolean): TopicSearch {
  const allergens = useSearchAllergensQuery(term, { skip: isSkipped || topic !== 'allergies' });
  const conditions = useSearchMedicalConditionsQuery(term, {
    skip: isSkipped || topic !== 'medicalConditions',
  });
  const medications = useSearchOtherMedicationsQuery(term, {
    skip: isSkipped || topic !== 'otherMedications',
  });
  const active =
    topic === 'allergies' ? allergens : topic === 'medicalConditions' ? conditions : medications;
  const options =
    topic === 'allergies'
      ? (allergens.currentData ?? []).map((allergen) =>
          toAllergyEntry({
            description: allergen.description,
            allergenId: allergen.allergenId,
            allergenIdTypeCode: allergen.allergenIdTypeCode,
          }),
        )
      : topic === 'medicalConditions'
        ? (conditions.currentData ?? []).map(toConditionEntry)
        : (medications.currentData ?? []).map((result) =>
            toMedicationEntry({ description: result.name, medNameId: result.medNameId }),
          );
  return {
    options,
    isSettled: !isSkipped && !active.isFetching && (active.isSuccess || active.isError),
    hasFailed: active.isError,
  };
}

/** A topic's search: type, pick a match, or (allergies, conditions) add what was typed. */
export function EntrySearch({ topic, chosen, onAdd }: EntrySearchProps) {
  const text = HEALTH_TOPICS[topic];
  const resultsId = useId();
  const [term, setTerm] = useState('');
  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed, LIMITS.searchDebounceMs);
  const check = checkSearchTerm(term, text.minChars);
  const isDebouncedSearchable = checkSearchTerm(debounced, text.minChars).isSearchable;
  const search = useTopicSearch(topic, debounced, !isDebouncedSearchable);
  const chosenKeys = new Set(chosen.map((entry) => entry.key));
  const matches = search.options.filter((option) => !chosenKeys.has(option.key));
  const isCurrent = debounced === trimmed && check.isSearchable;
  const isNothingFound =
    isCurrent && search.isSettled && !search.hasFailed && search.options.length === 0;
  const canAddCustom = canAddCustomEntry(topic, term, [...chosen, ...search.options]);

  function add(entry: HealthEntry) {
    onAdd(entry);
    setTerm('');
  }

  return (
    <div className="flex flex-col gap-2">
      <TextField
        type="search"
        label={text.searchLabel}
        autoComplete="off"
        value={term}
        error={check.error}
        hint={`Type at least ${text.minChars} letters to search.`}
        aria-controls={resultsId}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={(event) => {
          // Enter picks nothing by itself and must not submit the whole form.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <div id={resultsId} className="flex flex-col gap-2">
        {isCurrent && matches.length > 0 ? (
          <ul aria-label={`Matches for ${trimmed}`} className="flex flex-col gap-1">
            {matches.map((option) => (
              <li key={option.key}>
                <button
                  type="button"
                  onClick={() => add(option)}
                  className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-ink hover:border-brand-800 hover:bg-brand-50"
                >
                  {option.label}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <p role="status" className="text-sm text-muted empty:hidden">
          {isNothingFound ? HEALTH_PROFILE_MESSAGES.nothingFound : ''}
        </p>
        {canAddCustom ? (
          <button
            type="button"
            onClick={() => add(toCustomEntry(topic, trimmed))}
            className="self-start rounded-md px-2 py-1 font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {`Add “${trimmed}”`}
          </button>
        ) : null}
      </div>
    </div>
  );
}
