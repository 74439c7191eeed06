import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server-side build that renders the public pages ahead (scripts/prerender.mjs); the
// browser's build stays in vite.config.ts. Everything is bundled so Node runs it as it is.
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: 'src/prerender/entry-server.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js', inlineDynamicImports: true } },
  },
  
});
