import { useState } from 'react';
import type { PartnerPatient } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGetPartnerPatientsQuery, useSendPatientLinkMutation } from '../api';
import { formatPhoneNumber } from '@/lib/phone';
import { formatDateTime } from '../partner-format';

/** The pharmacy's patients, searchable, each with "Send link". */
export function PatientsList() {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), 300);
  const { data, error } = useGetPartnerPatientsQuery(debounced);
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Find a patient"
        hint="By name or phone"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {error ? <FormAlert message={getErrorMessage(error)} /> : null}
      {!data && !error ? <Spinner className="py-4" /> : null}
      {data && !data.length ? <p className="text-muted">No patients found.</p> : null}
      {data?.length ? (
        <ul className="flex flex-col gap-2" aria-label="Patients">
          {data.map((patient) => (
            <PatientRow key={patient.id} patient={patient} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function SendLinkButton({ patient }: { patient: PartnerPatient }) {
  const [send, { isLoading }] = useSendPatientLinkMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${patient.firstName} ${patient.lastName}`;

  async function sendLink() {
    setFailure(null);
    const result = await send(patient.id);
    if (result.data) setSentTo(result.data.sentTo);
    else setFailure(getErrorMessage(result.error));
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        disabled={isLoading}
        aria-label={`Send ${name} their link`}
        onClick={() => void sendLink()}
      >
        {isLoading ? 'Sending…' : 'Send link'}
      </Button>
      {sentTo ? <FormNotice>Link and code sent to {sentTo}.</FormNotice> : null}
      <FormAlert message={failure} />
    </div>
  );
}

function PatientRow({ patient }: { patient: PartnerPatient }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <p className="font-semibold text-ink">
          {patient.firstName} {patient.lastName}
        </p>
        <p className="text-sm text-muted">
          {formatPhoneNumber(patient.mobileNumber)} ·{' '}
          {patient.hasAccount ? 'Has an account' : 'No account yet'}
          {patient.linkSentOn ? ` · Link sent ${formatDateTime(patient.linkSentOn)}` : ''}
        </p>
      </div>
      <SendLinkButton patient={patient} />
    </li>
  );
}
