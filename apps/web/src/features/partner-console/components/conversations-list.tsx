import { Link } from 'react-router';
import { PARTNER_CONSOLE_PATH } from '@fillwell/domain';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetPartnerChatsQuery } from '../api';
import { formatDateTime } from '../partner-format';

const CHATS_POLL_MS = 10_000;

/** Patients' conversations, latest first, with how many wait for an answer. */
export function ConversationsList() {
  const { data, error } = useGetPartnerChatsQuery(undefined, {
    pollingInterval: CHATS_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <Spinner className="py-4" />;
  if (!data.length) return <p className="text-muted">No patient has written yet.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Conversations">
      {data.map((conversation) => {
        const name = `${conversation.patient.firstName} ${conversation.patient.lastName}`;
        return (
          <li key={conversation.id} className="rounded-xl border border-slate-200 p-3">
            <Link
              to={`${PARTNER_CONSOLE_PATH}/chats/${encodeURIComponent(conversation.id)}`}
              className="font-semibold text-brand-800 underline"
            >
              Chat with {name}
            </Link>
            {conversation.unreadCount ? (
              <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                {conversation.unreadCount} waiting
              </span>
            ) : null}
            <p className="mt-1 text-sm text-muted">
              {conversation.lastMessage ? conversation.lastMessage.body : 'No messages'} ·{' '}
              {formatDateTime(conversation.updatedOn)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
