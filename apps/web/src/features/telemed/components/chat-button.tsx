import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CONSULTATION_MESSAGES } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useStartChatMutation } from '../api';

/** Opens the visit's chat with the care team (POST /v2/telemed/chat answers where it is). */
export function ChatButton({ consultationId }: { consultationId: string }) {
  const navigate = useNavigate();
  const [startChat, { isLoading }] = useStartChatMutation();
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setError(null);
    try {
      const { chatUrl } = await startChat(consultationId).unwrap();
      if (chatUrl.startsWith('/')) await navigate(chatUrl);
      else window.location.assign(chatUrl);
    } catch {
      setError(CONSULTATION_MESSAGES.chatStartFailed);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" disabled={isLoading} onClick={() => void open()}>
        Message your care team
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
