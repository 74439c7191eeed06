import { defineConfig } from 'vitest/config'

// The background worker has no DOM, so tests run in Node unless a file asks for jsdom.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['*.test.ts', 'src/**/*.test.ts', 'tooling/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
})
