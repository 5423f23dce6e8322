import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { NewsletterSubscription } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import {
  useGetNewsletterTopicsQuery,
  useSaveNewsletterTopicsMutation,
  type NewsletterLinkArgs,
} from '../api';
import { TopicChoices } from '../components/topic-choices';

/** /blog/newsletter/{id}/topics?token=…: confirms the subscription and changes its topics. */
export function NewsletterTopicsPage() {
  const { id = '' } = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  const { currentData, error } = useGetNewsletterTopicsQuery({ id, token });
  return (
    <PageFrame title="Your newsletter">
      {error ? <FormAlert message={getErrorMessage(error)} /> : null}
      {!currentData && !error ? <Spinner className="py-12" message="Loading…" /> : null}
      {currentData ? <TopicsForm link={{ id, token }} subscription={currentData} /> : null}
    </PageFrame>
  );
}

function describeSaved(saved: NewsletterSubscription): string {
  if (saved.topics.length === 0) return 'You are unsubscribed. We will not e-mail you again.';
  return `You are subscribed to ${saved.topics.length === 1 ? '1 topic' : `${saved.topics.length} topics`}.`;
}

function TopicsForm({
  link,
  subscription,
}: {
  link: NewsletterLinkArgs;
  subscription: NewsletterSubscription;
}) {
  const [topics, setTopics] = useState(subscription.topics);
  const [save, { data: saved, isLoading, error }] = useSaveNewsletterTopicsMutation();
  return (
    <form
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save({ ...link, topics });
      }}
    >
      <p className="text-ink">
        {subscription.isConfirmed
          ? `Choose what we send to ${subscription.email}.`
          : `Confirm the newsletter for ${subscription.email}, on these topics.`}
      </p>
      <FormAlert message={error ? getErrorMessage(error) : null} />
      <TopicChoices categories={subscription.categories} chosen={topics} onChange={setTopics} />
      {saved ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-ink">
          {describeSaved(saved)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isLoading}>
          {subscription.isConfirmed ? 'Save topics' : 'Confirm subscription'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={isLoading}
          onClick={() => {
            setTopics([]);
            void save({ ...link, topics: [] });
          }}
        >
          Unsubscribe
        </Button>
      </div>
    </form>
  );
}
