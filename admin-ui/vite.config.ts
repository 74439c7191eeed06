/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API and the built web app share one origin in production; in development the
// dev server forwards /api so session cookies and relative URLs behave the same way.
const apiTarget = process.env.API_URL ?? 'http://localhost:3333';

export default defineConfig({
  plugins: [
    react(),
    // A brotli and a gzip copy beside each text file of the build; the server sends the one the browser
    // takes (api/app/middleware/web_assets_middleware.ts). Fonts and images are compressed already.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|txt|ico|webmanifest|xml)$/,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Vendor code changes far less often than ours; separate chunks stay cached across releases.
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react-admin|ra-[a-z-]+)\//.test(id)) return 'react-admin';
          if (id.includes('node_modules/@mui/')) return 'mui';
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole pages render through react-admin in jsdom and the longest tests type whole forms: on a
    // busy two-core machine one such test takes up to twenty seconds.
    testTimeout: 30_000,
  },
});
