import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@fillwell/contracts';
import { ChatThread } from '@/components/ui/chat-thread';
import { formatDateTime } from '../telemed-format';

type Viewer = ChatMessage['author'];

interface VisitChatThreadProps {
  messages: readonly ChatMessage[];
  /** Who is reading: their own messages say "You". */
  viewer: Viewer;
  /** Sends a message; answers the error to show, or null when sent. */
  onSend: (body: string) => Promise<string | null>;
}

function describeAuthor(author: Viewer, viewer: Viewer): string {
  if (author === viewer) return 'You';
  return author === 'clinician' ? 'Your care team' : 'Patient';
}

/** A visit's messages between the patient and their care team, as either reads them. */
export function VisitChatThread({ messages, viewer, onSend }: VisitChatThreadProps) {
  const shown = messages.map((message) => ({
    id: message.id,
    body: message.body,
    author: describeAuthor(message.author, viewer),
    sentAt: formatDateTime(message.createdOn),
    isOwn: message.author === viewer,
  }));
  return <ChatThread messages={shown} maxLength={CHAT_MESSAGE_MAX_LENGTH} onSend={onSend} />;
}
