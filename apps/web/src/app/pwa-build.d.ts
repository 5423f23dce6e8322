/** The id of the web build this code belongs to (set by scripts/app-version-plugin.ts). */
declare const __APP_BUILD_ID__: string;
