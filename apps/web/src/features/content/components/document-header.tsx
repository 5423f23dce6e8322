import { PRODUCT } from '@fillwell/domain';

interface DocumentHeaderProps {
  title: string;
  /** A line under the heading (a post's author and date, say). */
  detail?: string;
}

/** A document's title, as the browser tab's and the page's heading. */
export function DocumentHeader({ title, detail }: DocumentHeaderProps) {
  return (
    <header>
      <title>{`${title} | ${PRODUCT.name}`}</title>
      <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{title}</h1>
      {detail ? <p className="mt-2 text-muted">{detail}</p> : null}
    </header>
  );
}

export const DOCUMENT_FRAME_CLASSES = 'mx-auto max-w-3xl px-4 py-8 sm:py-12';
