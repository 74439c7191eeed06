import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/module-chunks.json` beside Vite's manifest: for each of the app's own modules
 * (`src/...`), the file of the chunk that holds it. Vite's manifest names a chunk by its source
 * only when the chunk is one module's own; the grouped chunks (chunkGroups.ts) hold many, and this
 * says which. The server reads both to preload the chunks a signed-in page needs.
 */
export function moduleChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'joinflow-module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const name = relative(root, id).split('\\').join('/');
          if (name.startsWith('src/')) chunks[name] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}
