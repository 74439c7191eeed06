import type { Command } from 'commander'
import { examples } from '../shared.js'
import { registerWelcomeGet } from './get.js'
import { registerWelcomeSet } from './set.js'

export function registerWelcome(program: Command): void {
  const welcome = program
    .command('welcome')
    .description("Read and change a group's welcome message")
    .addHelpText('after', examples('joinflow welcome get 4', 'joinflow welcome set 4 --enabled --message "Welcome, {name}!"'))
  registerWelcomeGet(welcome)
  registerWelcomeSet(welcome)
}
