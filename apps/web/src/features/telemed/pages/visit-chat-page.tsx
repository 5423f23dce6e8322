import { useParams } from 'react-router';
import { CONSULTATIONS_PATH } from '@fillwell/domain';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetChatsQuery, useSendChatMessageMutation } from '../api';
import { VisitChatThread } from '../components/chat-thread';
import { LoadProblem } from '../components/load-problem';
import { TelemedPage } from '../components/telemed-page';

/** New messages from the care team show within this long while the page is open. */
const CHAT_POLL_INTERVAL_MS = 10_000;

/** /visit/{consultationId}/chat: the patient and the care team write to each other. */
export function VisitChatPage() {
  const { consultationId = '' } = useParams();
  const { data, error } = useGetChatsQuery(consultationId, {
    refetchOnMountOrArgChange: true,
    pollingInterval: CHAT_POLL_INTERVAL_MS,
  });
  const [sendMessage] = useSendChatMessageMutation();

  async function send(body: string): Promise<string | null> {
    const result = await sendMessage({ consultationId, body });
    return result.error ? getErrorMessage(result.error) : null;
  }

  return (
    <TelemedPage
      title="Messages with your care team"
      back={{ to: CONSULTATIONS_PATH, label: 'Back to your consultations' }}
    >
      {data ? <VisitChatThread messages={data} viewer="patient" onSend={send} /> : null}
      {!data && error ? <LoadProblem error={error} /> : null}
      {!data && !error ? <Spinner className="py-12" message="Loading your messages…" /> : null}
    </TelemedPage>
  );
}
