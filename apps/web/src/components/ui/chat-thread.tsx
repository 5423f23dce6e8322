import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { TextAreaField } from './text-area-field';

/** A message as the thread shows it: who wrote it and when, already worded for the reader. */
export interface ChatThreadMessage {
  id: string;
  body: string;
  /** "You" for the reader's own messages. */
  author: string;
  sentAt: string;
  isOwn: boolean;
}

interface ChatThreadProps {
  messages: readonly ChatThreadMessage[];
  /** The longest message the API takes. */
  maxLength: number;
  /** Sends a message; answers the error to show, or null when sent. */
  onSend: (body: string) => Promise<string | null>;
}

/** A conversation, oldest first, announced as messages arrive, and a form to write one. */
export function ChatThread({ messages, maxLength, onSend }: ChatThreadProps) {
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
        <ol aria-label="Messages" aria-live="polite" className="flex flex-col gap-3">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-xl p-3 ${message.isOwn ? 'bg-brand-50' : 'bg-slate-100'}`}
            >
              <p className="text-sm font-semibold text-ink">
                {message.author} <span className="font-normal text-muted">{message.sentAt}</span>
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
          maxLength={maxLength}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" className="self-start" disabled={isSending}>
          {isSending ? 'Sending…' : 'Send'}
        </Button>
      </form>
    </div>
  );
}
