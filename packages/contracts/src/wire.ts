import { z } from 'zod';
import { APP_VERSION, PLATFORMS } from '@fillwell/domain';

/** Query parameters every request carries. */
export const clientParamsSchema = z.object({
  platform: z.enum(PLATFORMS).optional(),
  app: z.string().max(20).optional(),
});
export type ClientParams = z.infer<typeof clientParamsSchema>;

export const DEFAULT_CLIENT_PARAMS = { app: APP_VERSION } as const;

/** Responses that name a `result` field wrap their payload in it. */
export function resultOf<T extends z.ZodType>(payload: T) {
  return z.object({ result: payload });
}
