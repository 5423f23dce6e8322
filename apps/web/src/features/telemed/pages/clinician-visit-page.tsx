import { useParams } from 'react-router';
import type { ClinicianVisit } from '@fillwell/contracts';
import { CONSULTATION_STATUS_LABELS } from '@fillwell/domain';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetClinicianVisitQuery, useSendClinicianMessageMutation } from '../api';
import { VisitChatThread } from '../components/chat-thread';
import { DecisionForm } from '../components/decision-form';
import { LoadProblem } from '../components/load-problem';
import { TelemedCard, TelemedPage } from '../components/telemed-page';
import { formatDateTime, formatSex } from '../telemed-format';

const BACK = { to: '/clinician', label: 'Back to visits awaiting review' };

/** /clinician/visits/{id}: the patient's answers, and the decision with its note. */
export function ClinicianVisitPage() {
  const { id = '' } = useParams();
  const { data, error } = useGetClinicianVisitQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <TelemedPage title={data ? `Visit of ${data.patientName}` : 'Visit'} back={BACK} isWide>
      {data ? <ClinicianVisitDetails visit={data} /> : null}
      {!data && error ? <LoadProblem error={error} /> : null}
      {!data && !error ? <Spinner className="py-12" message="Loading the visit…" /> : null}
    </TelemedPage>
  );
}

function ClinicianVisitDetails({ visit }: { visit: ClinicianVisit }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <div className="flex flex-col gap-6">
        <AnswersCard visit={visit} />
        <MessagesCard visit={visit} />
      </div>
      <div className="flex flex-col gap-6">
        <PatientCard visit={visit} />
        <DecisionCard visit={visit} />
      </div>
    </div>
  );
}

function AnswersCard({ visit }: { visit: ClinicianVisit }) {
  return (
    <TelemedCard title="Answers">
      {visit.answers.length ? (
        <dl className="flex flex-col gap-4">
          {visit.answers.map((answer) => (
            <div key={answer.questionId}>
              <dt className="text-sm text-muted">{answer.question}</dt>
              <dd className="whitespace-pre-wrap font-semibold text-ink">
                {answer.answer}
                {answer.isFlagged ? (
                  <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                    Needs attention
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-muted">The patient has not answered the questions yet.</p>
      )}
    </TelemedCard>
  );
}

function PatientCard({ visit }: { visit: ClinicianVisit }) {
  const facts: Array<[string, string]> = [
    ['Age', visit.age === null ? 'Not given' : String(visit.age)],
    ['Sex', formatSex(visit.sex)],
    ['State', visit.state ?? 'Not given'],
    ['Condition', visit.condition.name],
    [
      'Medication',
      visit.medication ? `${visit.medication.name} ${visit.medication.description}` : 'Not given',
    ],
    ['Submitted', formatDateTime(visit.submittedOn) || 'Not yet'],
    [
      'Pharmacy',
      visit.pharmacy ? `${visit.pharmacy.name}, ${visit.pharmacy.address}` : 'Not chosen',
    ],
    ['Status', CONSULTATION_STATUS_LABELS[visit.status]],
  ];
  return (
    <TelemedCard title="Patient">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-ink">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </TelemedCard>
  );
}

function DecisionCard({ visit }: { visit: ClinicianVisit }) {
  const { decision } = visit;
  if (!decision) {
    return (
      <TelemedCard title="Your decision">
        {visit.status === 'awaiting_doctor_review' ? (
          <DecisionForm consultationId={visit.consultationId} />
        ) : (
          <p className="text-ink">This visit is not waiting for a decision.</p>
        )}
      </TelemedCard>
    );
  }
  return (
    <TelemedCard title="Decision">
      <p role="status" className="font-semibold text-ink">
        {decision.value === 'prescribed' ? 'Prescribed' : 'Not prescribed'} by{' '}
        {decision.clinicianName}, {formatDateTime(decision.decidedOn)}
      </p>
      <p className="mt-2 whitespace-pre-wrap text-ink">{decision.note}</p>
    </TelemedCard>
  );
}

function MessagesCard({ visit }: { visit: ClinicianVisit }) {
  const [sendMessage] = useSendClinicianMessageMutation();
  async function send(body: string): Promise<string | null> {
    const result = await sendMessage({ consultationId: visit.consultationId, body });
    return result.error ? getErrorMessage(result.error) : null;
  }
  return (
    <TelemedCard title="Messages with the patient">
      <VisitChatThread messages={visit.messages} viewer="clinician" onSend={send} />
    </TelemedCard>
  );
}
