import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), isConnected: z.boolean() }),
  catalogue: z.object({
    drugs: z.number().int(),
    medications: z.number().int(),
    pharmacies: z.number().int(),
    prescribers: z.number().int(),
    zipCodes: z.number().int(),
    allergens: z.number().int(),
    medicalConditions: z.number().int(),
    telemedConditions: z.number().int(),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
