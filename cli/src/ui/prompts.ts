/** Prompts only make sense when a person can answer them. */
export function canPrompt(): boolean {
  return Boolean(process.stdin.isTTY && process.stderr.isTTY)
}

// Prompts draw on stderr so that stdout carries nothing but results.
const context = { output: process.stderr }

// inquirer is loaded on first use: most runs never prompt and should not pay for loading it.
export async function promptText({ message, defaultValue }: { message: string; defaultValue?: string }): Promise<string> {
  const { input } = await import('@inquirer/prompts')
  return input({ message, default: defaultValue, required: true }, context)
}

export async function promptSecret({ message }: { message: string }): Promise<string> {
  const { password } = await import('@inquirer/prompts')
  return password({ message, mask: '*', validate: (value) => value.length > 0 || 'Enter a value.' }, context)
}

/** A yes/no question that defaults to no, for actions that cannot be undone. */
export async function promptConfirm({ message }: { message: string }): Promise<boolean> {
  const { confirm } = await import('@inquirer/prompts')
  return confirm({ message, default: false }, context)
}
