/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiProxy = { '/api': 'http://localhost:3000' };

const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * What every page runs before its route chunk: React, the router, the Redux store, the API
 * client and Vite's preload helper. One chunk for all of them instead of one per shared group
 * (each file gzipped alone compresses worse and costs a request).
 */
const STARTUP_MODULE =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|@reduxjs[\\/]toolkit|immer|reselect|redux-thunk|use-sync-external-store|@standard-schema[\\/]utils)[\\/]|vite[\\/]preload-helper|src[\\/]lib[\\/](api|http)\.ts$/;

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
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
    }),
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
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'startup', test: STARTUP_MODULE }] } },
    },
  },
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
