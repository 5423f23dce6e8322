import type { CatalogueIndex } from './catalog/index';
import type { ModuleRoutesOptions } from './module-options';
import type { StandingOrders } from './orders/index';
import type { PharmacyIndex } from './pharmacies/index';
import type { Clock, JobScheduler } from './scheduling/index';

/** What the care modules (telemedicine, subscriptions, refills) get besides the database. */
export interface CareModuleOptions extends ModuleRoutesOptions {
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  /** Orders placed by the service itself: refills and renewals. */
  standingOrders: StandingOrders;
  /** The time scheduled work runs by (moved forward by POST /api/dev/clock outside production). */
  clock: Clock;
  /** Register scheduled jobs (renewals, refills) here. */
  scheduler: JobScheduler;
}
