import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetChatMessagesQuery, useSendPlusChatMessageMutation } from '../api';
import { usePharmacyChat } from '../use-pharmacy-chat';
import { ChatMessages } from './chat-messages';

/** "Start a chat" with the pharmacy; starts by itself when the link asks (?chat=start). */
export function ChatPanel({ pharmacyName }: { pharmacyName: string }) {
  const chat = usePharmacyChat();
  const [params] = useSearchParams();
  const isAskedToStart = params.get('chat') === 'start';
  const hasAutoStarted = useRef(false);
  const { start } = chat;

  useEffect(() => {
    if (!isAskedToStart || hasAutoStarted.current) return;
    hasAutoStarted.current = true;
    void start();
  }, [isAskedToStart, start]);

  if (!chat.isStarted) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-ink">Questions about your prescriptions? Write to {pharmacyName}.</p>
        <FormAlert message={chat.failure} />
        <Button onClick={() => void chat.start()} disabled={chat.isStarting}>
          {chat.isStarting ? 'Starting…' : 'Start a chat'}
        </Button>
      </div>
    );
  }
  return <Conversation />;
}

function Conversation() {
  const { data, error } = useGetChatMessagesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [send] = useSendPlusChatMessageMutation();

  async function sendMessage(body: string): Promise<string | null> {
    const result = await send(body);
    return result.error ? getErrorMessage(result.error) : null;
  }

  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <Spinner className="py-4" message="Loading your messages…" />;
  return <ChatMessages messages={data} viewer="patient" onSend={sendMessage} />;
}
