import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // The end-to-end tests run the built binary, which imports the built SDK.
    globalSetup: ['tests/global_setup.ts'],
    testTimeout: 20_000,
  },
})
