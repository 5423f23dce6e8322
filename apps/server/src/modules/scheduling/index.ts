export { addDaysToIsoDate, createClock, toIsoDate, type Clock } from './clock';
export { createJobLeases, type JobLeases, type LeaseRequest } from './job-leases';
export {
  createJobScheduler,
  DEFAULT_TICK_MS,
  type JobRunReport,
  type JobScheduler,
  type ScheduledJob,
} from './job-scheduler';
export { schedulingRoutes, type SchedulingRoutesOptions } from './routes';
