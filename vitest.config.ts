import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // 2 cores: keep suites parallel but modest.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'payment-sandbox',
          include: ['apps/payment-sandbox/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/i18n/test-setup.ts'],
        },
      },
    ],
  },
});
