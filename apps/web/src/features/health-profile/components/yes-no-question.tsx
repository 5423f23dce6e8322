import { ChoiceGroup } from '@/components/ui/choice-group';

interface YesNoQuestionProps {
  question: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
}

const CHOICES = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
] as const;

/** A question answered with a Yes or No radio. */
export function YesNoQuestion({ question, value, onChange }: YesNoQuestionProps) {
  return (
    <ChoiceGroup
      legend={question}
      legendSize="md"
      options={CHOICES}
      value={value === null ? null : value ? 'yes' : 'no'}
      onChange={(choice) => onChange(choice === 'yes')}
    />
  );
}
