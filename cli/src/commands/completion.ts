import { Argument, type Command } from 'commander'
import { completionScript, SHELLS, type CompletionTree, type Shell } from '../services/completion/script.js'
import { renderText } from '../ui/index.js'
import { examples } from './shared.js'

export function registerCompletion(program: Command): void {
  program
    .command('completion')
    .description('Print the shell completion script for bash or zsh')
    .addArgument(new Argument('<shell>', 'the shell to complete in').choices(SHELLS))
    .addHelpText(
      'after',
      examples(
        'source <(joinflow completion bash)',
        "joinflow completion bash > ~/.local/share/bash-completion/completions/joinflow",
        'source <(joinflow completion zsh)',
        'joinflow completion zsh > "${fpath[1]}/_joinflow"',
      ),
    )
    .action((shell: Shell) => {
      renderText(completionScript(shell, completionTree(program)))
    })
}

/** The command tree as completion needs it, read from commander so new commands complete at once. */
function completionTree(command: Command): CompletionTree {
  const options = command.options
    .filter((option) => !option.hidden)
    .map((option) => ({
      flags: [option.short, option.long].filter((flag): flag is string => Boolean(flag)),
      description: option.description,
    }))
  return {
    name: command.name(),
    description: command.description(),
    options: [...options, { flags: ['--help'], description: 'show help' }],
    commands: command.commands.map(completionTree),
  }
}
