import type { TestProject } from 'vitest/node';
import { prepareDatabaseTemplates } from './database-templates';
import { getPostgresTestUrl, getTestDatabaseKind } from './test-database';

/**
 * Migrates and seeds the API tests' databases once per run; each test file then starts from a
 * copy of its own, instead of creating, migrating and seeding one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = getTestDatabaseKind() === 'postgres' ? getPostgresTestUrl() : undefined;
  const prepared = await prepareDatabaseTemplates(url);
  project.provide('databaseTemplates', prepared.templates);
  return prepared.remove;
}
