import { useState, type FormEvent } from 'react';
import type { ChatMessage } from '@fillwell/contracts';
import { CHAT_MESSAGE_MAX_LENGTH } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '../telemed-format';
import { TextAreaField } from '@/components/ui/text-area-field';

type Viewer = ChatMessage['author'];

interface ChatThreadProps {
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

/** The visit's messages, oldest first, and a form to write one. */
export function ChatThread({ messages, viewer, onSend }: ChatThreadProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError('Please write a message');
    setIsSending(true);
    const problem = await onSend(body.trim());
    setIsSending(false);
    setError(problem);
    if (!problem) setBody('');
  }

  return (
    <div className="flex flex-col gap-4">
      {messages.length ? (
        <ol aria-label="Messages" className="flex flex-col gap-3">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-xl p-3 ${message.author === viewer ? 'bg-brand-50' : 'bg-slate-100'}`}
            >
              <p className="text-sm font-semibold text-ink">
                {describeAuthor(message.author, viewer)}{' '}
                <span className="font-normal text-muted">{formatDateTime(message.createdOn)}</span>
              </p>
              <p className="mt-1 whitespace-pre-wrap text-ink">{message.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted">No messages yet.</p>
      )}
      <form aria-label="New message" className="flex flex-col gap-3" onSubmit={(e) => void send(e)}>
        <TextAreaField
          label="Your message"
          value={body}
          error={error}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" className="self-start" disabled={isSending}>
          {isSending ? 'Sending…' : 'Send'}
        </Button>
      </form>
    </div>
  );
}
