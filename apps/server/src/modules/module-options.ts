import type { AppConfig } from '../config';
import type { AppDatabase } from '../db/client';

/** What a feature module's routes get: the database and the validated configuration. */
export interface ModuleRoutesOptions {
  db: AppDatabase;
  config: AppConfig;
}
