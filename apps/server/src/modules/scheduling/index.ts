export { addDaysToIsoDate, createClock, toIsoDate, type Clock } from './clock';
export {
  createJobScheduler,
  type JobRunReport,
  type JobScheduler,
  type ScheduledJob,
} from './job-scheduler';
export { schedulingRoutes, type SchedulingRoutesOptions } from './routes';
