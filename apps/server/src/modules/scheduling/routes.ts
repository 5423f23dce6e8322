import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advanceClockRequestSchema, advanceClockResponseSchema } from '@fillwell/contracts';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { Clock } from './clock';
import type { JobScheduler } from './job-scheduler';

export interface SchedulingRoutesOptions {
  clock: Clock;
  scheduler: JobScheduler;
  isProduction: boolean;
}

/** Runs scheduled work on a timer; outside production a developer can move its clock forward. */
export const schedulingRoutes: FastifyPluginAsyncZod<SchedulingRoutesOptions> = async (
  app,
  { clock, scheduler, isProduction },
) => {
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
  if (isProduction) return;

  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Moves the scheduling clock forward by some days and runs every scheduled job ' +
          '(subscription renewals, auto-refills) at the new time; outside production only',
        body: advanceClockRequestSchema,
        response: { 200: advanceClockResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      clock.advanceDays(request.body.advanceDays);
      const jobs = await scheduler.runAll();
      return {
        now: clock.now().toISOString(),
        today: clock.today(),
        offsetDays: clock.offsetDays(),
        jobs,
      };
    },
  );
};
