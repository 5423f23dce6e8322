import { useState, type FormEvent } from 'react';
import type { BlogCategory } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api';
import { useAskForNewsletterMutation } from '../api';
import { TopicChoices } from './topic-choices';

export const NEWSLETTER_SENT = 'Check your e-mail: follow the link we sent to confirm.';

/** Asks for the newsletter: an e-mail address and the topics wanted. */
export function NewsletterSignup({ categories }: { categories: readonly BlogCategory[] }) {
  const [email, setEmail] = useState('');
  const [topics, setTopics] = useState(() => categories.map((category) => category.slug));
  const [error, setError] = useState<string | null>(null);
  const [ask, { isLoading, isSuccess }] = useAskForNewsletterMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const result = await ask({ email, topics });
    if (result.error) setError(getErrorMessage(result.error));
  }

  return (
    <section aria-labelledby="newsletter-title" className="mt-12 rounded-xl bg-brand-50 p-5">
      <h2 id="newsletter-title" className="text-xl font-bold text-ink">
        Get new posts by e-mail
      </h2>
      {isSuccess ? (
        <p role="status" className="mt-3 text-ink">
          {NEWSLETTER_SENT}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 space-y-4">
          <FormAlert message={error} />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TopicChoices categories={categories} chosen={topics} onChange={setTopics} />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Sending…' : 'Subscribe'}
          </Button>
        </form>
      )}
    </section>
  );
}
