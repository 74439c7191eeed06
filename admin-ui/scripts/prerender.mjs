// Writes the public pages' HTML ahead, after `vite build` (the browser's build in dist/) and
// `vite build --config vite.prerender.config.ts` (the server-side entry in dist-prerender/):
// each page of src/prerender/routes.ts rendered into the built index.html, beside a brotli and a
// gzip copy, at dist/prerendered/<path>/index.html. The API sends them to visitors
// (api/app/controllers/web_app_controller.ts).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const serverEntry = join(root, 'dist-prerender', 'entry-server.js');

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// React's production build, as the browser gets.
process.env.NODE_ENV ??= 'production';
const {
  render,
  fillTemplate,
  prerenderedPaths,
  prerenderedFile,
  startOfApp,
  entryScript,
  startScript,
  renderOwnerShell,
  fillOwnerShellTemplate,
  ownerShellPaths,
  ownerShellFile,
} = await import(
  pathToFileURL(serverEntry).href
);
const template = await readFile(join(dist, 'index.html'), 'utf8');

/** Writes a file with its brotli and gzip copies. */
async function writeCompressed(file, body) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
  await writeFile(`${file}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, await gzipped(body, { level: 9 }));
}

// The scripts that start the app on a prerendered page, named by their content like the build's own files.
const starters = new Map();
async function starter(start) {
  if (!starters.has(start)) {
    const body = Buffer.from(startScript(entryScript(template), start));
    const path = `/assets/start-${createHash('sha256').update(body).digest('hex').slice(0, 8)}.js`;
    await writeCompressed(join(dist, path), body);
    starters.set(start, path);
  }
  return starters.get(start);
}

await rm(join(dist, 'prerendered'), { recursive: true, force: true });
for (const path of prerenderedPaths) {
  const page = { ...render(path), script: await starter(startOfApp(path)) };
  if (!/<h1\b/.test(page.html)) throw new Error(`The prerendered ${path} has no <h1>: its main content did not render.`);
  const html = fillTemplate(template, page);
  const file = join(dist, prerenderedFile(path));
  const body = Buffer.from(html);
  await writeCompressed(file, body);
  console.log(`prerendered ${path} → dist/${prerenderedFile(path)} (${(body.length / 1024).toFixed(1)} kB)`);
}

// The signed-in owner's frame for the pages in ownerShellPaths. No compressed copies: the server
// puts the owner's own identity and the page's preload hints into it on each request.
await rm(join(dist, 'owner-shell'), { recursive: true, force: true });
for (const path of ownerShellPaths) {
  const shell = renderOwnerShell(path);
  if (!/<h1\b/.test(shell.html)) throw new Error(`The owner frame for ${path} has no <h1>: its heading did not render.`);
  const html = fillOwnerShellTemplate(template, { ...shell, script: await starter('once-painted') });
  const file = join(dist, ownerShellFile(path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  console.log(`prerendered the owner frame of ${path} → dist/${ownerShellFile(path)} (${(html.length / 1024).toFixed(1)} kB)`);
}
await rm(join(root, 'dist-prerender'), { recursive: true, force: true });
