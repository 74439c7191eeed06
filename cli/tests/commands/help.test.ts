import { describe, expect, it } from 'vitest'
import type { Command } from 'commander'
import { createProgram } from '../../src/program.js'

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
  const commands = commandsUnder(createProgram()).filter(({ command }) => command.name() !== 'help')

  it.each(commands.map(({ path, command }) => [path, command] as const))('joinflow %s shows examples', (_path, command) => {
    expect(helpOf(command)).toMatch(/Examples:\n {2}\$ .*joinflow /)
  })
})

describe('templates --help', () => {
  it.each(['add', 'edit'])('joinflow templates %s names every placeholder the API renders', (verb) => {
    const templates = createProgram().commands.find((command) => command.name() === 'templates')!
    const help = helpOf(templates.commands.find((command) => command.name() === verb)!).replace(/\s+/g, ' ')
    expect(help).toContain('placeholders: {first-name}, {last-name}, {group-name}, {group-link}, {name}, {email}')
  })
})
