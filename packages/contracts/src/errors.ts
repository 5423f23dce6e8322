import { z } from 'zod';

/** The one error shape of every failed API call (camelCase in code, snake_case on the wire). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  status: z.number().int(),
  validationErrors: z.record(z.string(), z.array(z.string())),
  errorDetails: z.unknown().nullable(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
