#!/usr/bin/env node
// Colours are decided when chalk is first loaded and chalk reads FORCE_COLOR, not NO_COLOR
// (https://no-color.org), so the translation happens before the CLI is imported.
if (process.env.NO_COLOR) process.env.FORCE_COLOR = '0'

const { run, endQuietlyOnClosedPipe } = await import('../dist/index.js')
endQuietlyOnClosedPipe(process.stdout)
endQuietlyOnClosedPipe(process.stderr)
process.exitCode = await run(process.argv)
