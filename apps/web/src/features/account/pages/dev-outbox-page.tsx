import { Fragment } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useGetOutboxQuery } from '../api';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** Writes a message body out with its links clickable. */
function MessageBody({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-ink">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="font-semibold text-brand-800 underline">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** /dev/outbox: the emails and texts the product sent (codes, links); outside production only. */
export function DevOutboxPage() {
  const { data, error, isLoading } = useGetOutboxQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (error) return <Navigate to="/not-found" replace />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Outbox</h1>
      <p className="mt-1 text-muted">
        Messages sent by this server, newest first. Shown outside production only.
      </p>
      {isLoading ? <Spinner /> : null}
      {data && data.result.length === 0 ? (
        <p className="mt-6 text-muted">No messages yet.</p>
      ) : null}
      <ol className="mt-6 flex flex-col gap-4">
        {data?.result.map((message) => (
          <li
            key={message.id}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-testid="outbox-message"
          >
            <p className="text-sm text-muted">
              {message.channel === 'sms' ? 'Text' : 'Email'} to{' '}
              <span className="font-semibold text-ink">{message.recipient}</span> ·{' '}
              <time dateTime={message.createdAt}>
                {new Date(message.createdAt).toLocaleString()}
              </time>
            </p>
            {message.subject ? (
              <h2 className="mt-1 font-semibold text-ink">{message.subject}</h2>
            ) : null}
            <div className="mt-2">
              <MessageBody text={message.body} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
