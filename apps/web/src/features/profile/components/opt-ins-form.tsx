import { useState } from 'react';
import type { Profile } from '@fillwell/contracts';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { getErrorMessage } from '@/lib/api';
import { useUpdateProfileMutation } from '../api';

type OptIn = 'smsOptIn' | 'medInfoOptIn';

const OPT_INS: ReadonlyArray<{ name: OptIn; label: string }> = [
  { name: 'smsOptIn', label: 'Text me about my orders and refills' },
  { name: 'medInfoOptIn', label: 'Email me information about my medications' },
];

/** Message preferences; each box saves as soon as it changes. */
export function OptInsForm({ profile }: { profile: Pick<Profile, OptIn> }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [checked, setChecked] = useState({
    smsOptIn: profile.smsOptIn,
    medInfoOptIn: profile.medInfoOptIn,
  });
  const [status, setStatus] = useState<{ isError: boolean; text: string } | null>(null);

  async function change(name: OptIn, isChecked: boolean) {
    setStatus(null);
    setChecked((current) => ({ ...current, [name]: isChecked }));
    const result = await updateProfile({ [name]: isChecked });
    if (result.data) {
      setStatus({ isError: false, text: 'Preferences saved' });
      return;
    }
    // The box shows what is saved: put it back.
    setChecked((current) => ({ ...current, [name]: !isChecked }));
    const message = getErrorMessage(result.error);
    setStatus({ isError: true, text: message });
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">Messages</legend>
      {OPT_INS.map((optIn) => (
        <CheckboxField
          key={optIn.name}
          label={optIn.label}
          checked={checked[optIn.name]}
          disabled={isLoading}
          onChange={(event) => void change(optIn.name, event.target.checked)}
        />
      ))}
      <p role="status" className={`text-sm ${status?.isError ? 'text-red-700' : 'text-muted'}`}>
        {status?.text}
      </p>
    </fieldset>
  );
}
