import { commanderExitCode, ExitCode, toCliError } from './errors.js'
import { createProgram } from './program.js'
import { configureOutput } from './ui/output.js'
import { renderError } from './ui/text.js'

/** Runs the CLI on `argv` (as in `process.argv`) and resolves to the process exit code. */
export async function run(argv: string[]): Promise<number> {
  const args = argv.slice(2)
  // Read before parsing so that errors in the command line itself honour --json too.
  configureOutput({ json: wantsJson(args) })
  try {
    const program = await createProgram(args)
    await program.parseAsync(args, { from: 'user' })
    return ExitCode.Ok
  } catch (error) {
    const commanderCode = commanderExitCode(error)
    if (commanderCode !== undefined) return commanderCode
    const cliError = toCliError(error)
    renderError(cliError)
    return cliError.exitCode
  }
}

function wantsJson(args: string[]): boolean {
  const end = args.indexOf('--')
  return (end === -1 ? args : args.slice(0, end)).includes('--json')
}

/**
 * A reader that stops early (`joinflow groups list --json | head -1`) closes the pipe; the CLI
 * then ends quietly, as `cat` does, instead of failing on the write.
 */
export function endQuietlyOnClosedPipe(stream: NodeJS.WriteStream, exit: (code: number) => void = process.exit): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') exit(ExitCode.Ok)
    else throw error
  })
}
