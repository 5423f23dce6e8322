import type { DrugDetail } from '@fillwell/contracts';
import { describeAlternate } from '../drug-naming';

export function DrugHeading({ detail }: { detail: DrugDetail }) {
  const alternate = describeAlternate(detail);
  return (
    <header>
      <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{detail.name}</h1>
      {alternate ? <p className="mt-1 text-lg text-muted">{alternate}</p> : null}
    </header>
  );
}
