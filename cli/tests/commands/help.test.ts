import { describe, expect, it } from 'vitest'
import type { Command } from 'commander'
import { COMMANDS, commandNamed, createProgram } from '../../src/program.js'

const program = await createProgram()

function commandsUnder(command: Command, path: string[] = []): { path: string; command: Command }[] {
  return command.commands.flatMap((child) => {
    const childPath = [...path, child.name()]
    return [{ path: childPath.join(' '), command: child }, ...commandsUnder(child, childPath)]
  })
}

function helpOf(command: Command): string {
  let text = ''
  command.configureOutput({ writeOut: (chunk) => (text += chunk), writeErr: (chunk) => (text += chunk) })
  command.outputHelp()
  return text
}

describe('--help', () => {
  const commands = commandsUnder(program).filter(({ command }) => command.name() !== 'help')

  it.each(commands.map(({ path, command }) => [path, command] as const))('joinflow %s shows examples', (_path, command) => {
    expect(helpOf(command)).toMatch(/Examples:\n {2}\$ .*joinflow /)
  })
})

describe('templates --help', () => {
  it.each(['add', 'edit'])('joinflow templates %s names every placeholder the API renders', (verb) => {
    const templates = program.commands.find((command) => command.name() === 'templates')!
    const help = helpOf(templates.commands.find((command) => command.name() === verb)!).replace(/\s+/g, ' ')
    expect(help).toContain('placeholders: {first-name}, {last-name}, {group-name}, {group-link}, {name}, {email}')
  })
})

describe('start-up', () => {
  it('lists every command by the description its own module gives it', () => {
    for (const command of program.commands) {
      expect(COMMANDS[command.name()]?.description, command.name()).toBe(command.description())
    }
    expect(program.commands.map((command) => command.name())).toEqual(Object.keys(COMMANDS))
  })

  it('loads only the command the line names', async () => {
    const lazy = await createProgram(['--profile', 'acme', 'groups', 'list'])
    expect(lazy.commands.find((command) => command.name() === 'groups')?.commands.map((command) => command.name())).toContain('list')
    expect(lazy.commands.find((command) => command.name() === 'rules')?.commands).toEqual([])
  })

  it('finds the command after global options and after help', () => {
    expect(commandNamed(['--json', '--profile', 'groups', 'rules', 'get'])).toBe('rules')
    expect(commandNamed(['help', 'tokens'])).toBe('tokens')
    expect(commandNamed(['--version'])).toBeUndefined()
  })
})
