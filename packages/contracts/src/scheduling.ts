import { z } from 'zod';

/** Dev and tests: POST /api/dev/clock moves the scheduling clock forward and runs the jobs. */
export const advanceClockRequestSchema = z.strictObject({
  advanceDays: z.number().int().min(0).max(3650),
});
export type AdvanceClockRequest = z.infer<typeof advanceClockRequestSchema>;

export const clockStateSchema = z.object({
  now: z.string(),
  today: z.string(),
  offsetDays: z.number(),
});

export const advanceClockResponseSchema = clockStateSchema.extend({
  jobs: z.array(z.object({ name: z.string(), handled: z.number().int().nullable() })),
});
export type AdvanceClockResponse = z.infer<typeof advanceClockResponseSchema>;
