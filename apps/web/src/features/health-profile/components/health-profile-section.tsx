import { useState } from 'react';
import type { PatientProfile } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PageLoadFailure } from '@/lib/api';
import { useGetPatientProfileQuery } from '../api';
import { HEALTH_TOPIC_ORDER, HEALTH_TOPICS, listEntries, toDraft } from '../health-profile-rules';
import { AdditionalInfoForm } from './additional-info-form';

const SUMMARY_TITLES = {
  allergies: 'Allergies',
  otherMedications: 'Other medications',
  medicalConditions: 'Medical conditions',
} as const;

/** The account area's health profile: what the pharmacist will know, and a way to change it. */
export function HealthProfileSection() {
  const { data: profile, error, isLoading } = useGetPatientProfileQuery();
  const [isEditing, setIsEditing] = useState(false);

  if (isLoading) return <Spinner message="Loading your health profile…" className="py-10" />;
  if (error || profile === undefined) return <PageLoadFailure error={error} />;

  if (isEditing || profile === null) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-muted">
          Your pharmacist checks every prescription against your allergies, conditions and other
          medications.
        </p>
        <AdditionalInfoForm
          profile={profile}
          submitLabel="Save"
          onContinue={() => setIsEditing(false)}
          {...(profile ? { onCancel: () => setIsEditing(false) } : {})}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ProfileSummary profile={profile} />
      <Button variant="secondary" className="self-start" onClick={() => setIsEditing(true)}>
        Edit health profile
      </Button>
    </div>
  );
}

function ProfileSummary({ profile }: { profile: PatientProfile }) {
  const draft = toDraft(profile);
  return (
    <dl className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {HEALTH_TOPIC_ORDER.map((topic) => {
        const entries = listEntries(draft, topic);
        const isYes = draft[HEALTH_TOPICS[topic].answerField];
        return (
          <div key={topic} className="flex flex-col gap-1 px-4 py-3">
            <dt className="font-semibold text-ink">{SUMMARY_TITLES[topic]}</dt>
            <dd className="text-ink">
              {isYes && entries.length > 0 ? (
                <ul className="list-disc pl-5">
                  {entries.map((entry) => (
                    <li key={entry.key} className="break-words">
                      {entry.label}
                    </li>
                  ))}
                </ul>
              ) : (
                'None'
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
