import { z } from 'zod';

/**
 * The oldest web app version the API still serves. A release that changes the API in a way
 * older tabs cannot follow raises it; a tab below it is asked to refresh before going on.
 * (No imports beyond zod: the web build reads this file while it writes the version file.)
 */
export const MIN_APP_VERSION = '5.0.0';

/** The version file the web build writes beside index.html, read by the server on each check. */
export const APP_VERSION_FILE = 'app-version.json';

const versionTextSchema = z
  .string()
  .regex(/^\d+(\.\d+){0,3}$/, 'Expected a version such as 5.0.12');

/** What the web build says of itself in its version file (camelCase, as written). */
export const appBuildSchema = z.object({
  version: versionTextSchema,
  /** Changes with every build; an open tab compares it with the one it was built with. */
  buildId: z.string().min(1).max(100),
  minVersion: versionTextSchema,
});
export type AppBuild = z.infer<typeof appBuildSchema>;

/**
 * GET /api/v2/app/version: the web build being served now and the oldest version of the app
 * the API accepts. buildId is null when no built web app is served (development).
 */
export const appVersionResponseSchema = z.object({
  version: versionTextSchema,
  buildId: z.string().nullable(),
  minVersion: versionTextSchema,
});
export type AppVersionResponse = z.infer<typeof appVersionResponseSchema>;
