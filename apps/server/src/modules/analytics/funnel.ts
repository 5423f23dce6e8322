import { API_ERROR_CODES, type Funnel, type FunnelQuery } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { readFunnelRows } from './event-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days shown when none are asked for: the last two weeks, today included. */
const DEFAULT_DAYS = 14;
const MAX_DAYS = 366;

function toIsoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function rangeError(message: string): HttpError {
  return new HttpError(400, API_ERROR_CODES.validation, message, {
    validationErrors: { from: [message] },
  });
}

/** The days asked for (UTC, both included), checked: from before to, at most a year. */
export function resolveFunnelRange(query: FunnelQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? toIsoDay(now);
  const from = query.from ?? toIsoDay(new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw rangeError('The first day must not be after the last day.');
  if (days > MAX_DAYS) throw rangeError(`Choose at most ${MAX_DAYS} days.`);
  return { from, to };
}

/** The funnel of the days asked for, by day and UTM source. */
export async function readFunnel(db: AppDatabase, query: FunnelQuery, now: Date): Promise<Funnel> {
  const { from, to } = resolveFunnelRange(query, now);
  const rows = await readFunnelRows(
    db,
    new Date(`${from}T00:00:00Z`),
    new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
  );
  return { from, to, rows };
}
