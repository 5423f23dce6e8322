/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { createAppVersionPlugin } from './scripts/app-version-plugin.js';

const apiProxy = { '/api': 'http://localhost:3000' };

const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * What every page runs before its route chunk: React, the router, the Redux store and the API
 * client, plus the small app modules the shell needs at startup (Vite's preload helper stays in
 * the entry, src/app/boot.ts, which needs nothing else before the first paint). One
 * chunk for all of them instead of one per shared group (each file gzipped alone compresses worse
 * and costs a request).
 */
const STARTUP_MODULES = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|@reduxjs[\\/]toolkit|immer|reselect|redux-thunk|use-sync-external-store|@standard-schema[\\/]utils)[\\/]/,
  /src[\\/]lib[\\/](api|http)\.ts$/,
  // The header's session and cart endpoints, and the rules the shell and the route table read.
  /src[\\/]features[\\/](cart|account)[\\/]api\.ts$/,
  /packages[\\/]domain[\\/]src[\\/](money|product|checkout-steps|checkout-paths|legal-documents)\.ts$/,
];

function isStartupModule(id: string): boolean {
  return STARTUP_MODULES.some((pattern) => pattern.test(id));
}

/**
 * React and its DOM renderer, in a chunk of their own: src/app/boot.ts evaluates it before the
 * rest of the start-up code, so taking a page over starts with two shorter tasks, not one long one.
 */
const REACT_RUNTIME_MODULES = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The chunks index.html loads: the entry and every chunk it imports, directly or not. */
const initialChunks = new Set<string>();

/**
 * Notes the initial chunks before Vite writes each dynamic import's preload list. Those chunks
 * are loaded before any dynamic import runs, so listing them again only adds bytes to the entry.
 */
const findInitialChunks: Plugin = {
  name: 'fillwell:find-initial-chunks',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      initialChunks.clear();
      const pending = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' && file.isEntry ? [file.fileName] : [],
      );
      for (let fileName = pending.pop(); fileName; fileName = pending.pop()) {
        const chunk = bundle[fileName];
        if (initialChunks.has(fileName) || chunk?.type !== 'chunk') continue;
        initialChunks.add(fileName);
        pending.push(...chunk.imports);
      }
    },
  },
};

/**
 * The server renderer (src/entry-server.tsx), built after the app into dist/.server/ with every
 * dependency inside it: the API server imports it from wherever the build was copied.
 */
const SERVER_BUILD = { outDir: 'dist/.server', copyPublicDir: false } as const;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [findInitialChunks, tailwindcss(), createPwaPlugin(), createAppVersionPlugin()]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The package's exports name only its development build (dev-only warnings on); a build
      // ships the production one. Tests keep the development build.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
        : []),
    ],
  },
  ...(isSsrBuild
    ? {
        build: SERVER_BUILD,
        ssr: { noExternal: true, target: 'node' },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {
        build: {
          // Lists each chunk's imports: the server preloads the app's start chunks on the pages
          // the browser draws, and the bench measures the JavaScript a page starts with.
          manifest: true,
          modulePreload: {
            // A browser without modulepreload (before Safari 17 or Firefox 115) fetches a module
            // when it is imported instead; the polyfill cost every page 0.6 KB for them.
            polyfill: false,
            resolveDependencies: (
              _file: string,
              deps: string[],
              { hostType }: { hostType: string },
            ) => (hostType === 'js' ? deps.filter((dep) => !initialChunks.has(dep)) : deps),
          },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react-runtime', test: REACT_RUNTIME_MODULES, priority: 2 },
                  { name: 'startup', test: isStartupModule, priority: 1 },
                ],
              },
            },
          },
        },
      }),
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Files share their worker's loaded modules and DOM (see ../../vitest.config.ts); the setup
    // file empties the DOM and storage after each test.
    isolate: false,
    // Above the 5 s a screen may take to appear on first render (see src/test/setup.ts).
    testTimeout: 15_000,
  },
}));

function createPwaPlugin() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['icons/icon.svg'],
    manifest: {
      name: 'Fillwell',
      short_name: 'Fillwell',
      description: 'Find the lowest price for your prescription, with or without insurance.',
      theme_color: '#0b5563',
      background_color: '#ffffff',
      display: 'standalone',
      start_url: '/',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    },
  });
}
