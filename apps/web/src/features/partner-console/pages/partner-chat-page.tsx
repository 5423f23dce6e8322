import { useParams } from 'react-router';
import { PARTNER_CONSOLE_PATH } from '@fillwell/domain';
import { ChatMessages } from '@/features/pharmacy-plus/components';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, isHttpError, PageLoadFailure } from '@/lib/api';
import { useGetPartnerChatMessagesQuery, useSendPartnerChatMessageMutation } from '../api';
import { ConsolePage } from '../components/console-page';
import { usePartnerChatStream } from '../use-partner-chat-stream';

const BACK = { to: PARTNER_CONSOLE_PATH, label: 'Back to patients and orders' };

/** /partner/chats/{id}: the pharmacy answers a patient; new messages arrive as they are sent. */
export function PartnerChatPage() {
  const { conversationId = '' } = useParams();
  usePartnerChatStream(conversationId);
  const { data, error } = useGetPartnerChatMessagesQuery(conversationId, {
    refetchOnMountOrArgChange: true,
  });
  const [send] = useSendPartnerChatMessageMutation();

  async function sendMessage(body: string): Promise<string | null> {
    const result = await send({ conversationId, body });
    return result.error ? getErrorMessage(result.error) : null;
  }

  if (error) {
    if (isHttpError(error) && (error.status === 404 || error.status === 400)) {
      return (
        <ConsolePage title="Chat" back={BACK}>
          <FormAlert message={getErrorMessage(error)} />
        </ConsolePage>
      );
    }
    return <PageLoadFailure error={error} />;
  }
  if (!data) return <Spinner className="py-12" message="Loading the conversation…" />;
  const { patient } = data.conversation;
  return (
    <ConsolePage title={`Chat with ${patient.firstName} ${patient.lastName}`} back={BACK}>
      <ChatMessages messages={data.messages} viewer="pharmacy" onSend={sendMessage} />
    </ConsolePage>
  );
}
