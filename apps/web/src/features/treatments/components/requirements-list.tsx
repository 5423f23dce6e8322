import type { ConditionRequirements } from '@fillwell/contracts';

interface RequirementsListProps {
  requirements: ConditionRequirements;
}

/** Who an online visit for the condition is for: ages, sexes and states. */
export function RequirementsList({ requirements }: RequirementsListProps) {
  const excluded = requirements.excludedStateNames;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Requirement term="Age" detail={requirements.ageText} />
      <Requirement term="Who" detail={requirements.sexText} />
      <Requirement
        term="Where"
        detail={
          excluded.length
            ? `Every state and D.C. except ${joinNames(excluded)}`
            : 'Every state and D.C.'
        }
      />
    </dl>
  );
}

function Requirement({ term, detail }: { term: string; detail: string }) {
  return (
    <div className="rounded-2xl bg-slate-50 p-4">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="mt-1 text-ink">{detail}</dd>
    </div>
  );
}

function joinNames(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
