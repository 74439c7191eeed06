/*
 * JavaScript entry point for ace commands: registers the TypeScript hook,
 * then hands over to bin/console.ts.
 */
import 'ts-node-maintained/register/esm'

await import('./bin/console.js')
