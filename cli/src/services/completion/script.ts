/** A command as completion sees it: its words, its options and what follows it. */
export interface CompletionTree {
  name: string
  description: string
  options: { flags: string[]; description: string }[]
  commands: CompletionTree[]
}

export type Shell = 'bash' | 'zsh'

export const SHELLS: readonly Shell[] = ['bash', 'zsh']

interface Level {
  /** The subcommand words typed so far: `groups add`. */
  path: string
  node: CompletionTree
}

/** Every command with the words before it, deepest first so the most specific pattern matches first. */
function levels(tree: CompletionTree): Level[] {
  const all: Level[] = []
  const walk = (node: CompletionTree, path: string) => {
    all.push({ path, node })
    for (const child of node.commands) walk(child, path ? `${path} ${child.name}` : child.name)
  }
  walk(tree, '')
  return all.sort((a, b) => b.path.split(' ').length - a.path.split(' ').length || b.path.length - a.path.length)
}

/** `"groups add"|"groups add "*)`: the command itself, or it followed by its arguments. */
function casePattern(path: string): string {
  return path ? `"${path}"|"${path} "*)` : '"")'
}

function quoteZsh(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

/** A completion script for `shell`, generated from the commands themselves so it never falls behind. */
export function completionScript(shell: Shell, tree: CompletionTree): string {
  const program = tree.name
  const fn = `_${program.replace(/[^a-z0-9_]/gi, '_')}_completion`
  if (shell === 'bash') {
    const cases = levels(tree).map(({ path, node }) => {
      const words = [...node.commands.map((command) => command.name), ...node.options.flatMap((option) => option.flags)]
      return `    ${casePattern(path)} words=${JSON.stringify(words.join(' '))} ;;`
    })
    return [
      `# bash completion for ${program}. Load it with: source <(${program} completion bash)`,
      `${fn}() {`,
      '  local cur="${COMP_WORDS[COMP_CWORD]}" path="" words="" i',
      '  for ((i = 1; i < COMP_CWORD; i++)); do',
      '    case "${COMP_WORDS[i]}" in -*) ;; *) path="${path:+$path }${COMP_WORDS[i]}" ;; esac',
      '  done',
      '  case "$path" in',
      ...cases,
      '  esac',
      '  COMPREPLY=($(compgen -W "$words" -- "$cur"))',
      '}',
      `complete -o default -F ${fn} ${program}`,
      '',
    ].join('\n')
  }
  const cases = levels(tree).map(({ path, node }) => {
    const commands = node.commands.map((command) => quoteZsh(`${command.name}:${command.description.replace(/:/g, '\\:')}`))
    const options = node.options.flatMap((option) =>
      option.flags.map((flag) => quoteZsh(`${flag}:${option.description.replace(/:/g, '\\:')}`)),
    )
    return [
      `    ${casePattern(path)}`,
      `      commands=(${commands.join(' ')})`,
      `      options=(${options.join(' ')})`,
      '      ;;',
    ].join('\n')
  })
  return [
    `#compdef ${program}`,
    `# zsh completion for ${program}. Load it with: source <(${program} completion zsh)`,
    `${fn}() {`,
    '  local -a typed commands options',
    '  local word',
    '  for word in "${(@)words[2,CURRENT-1]}"; do',
    '    [[ $word == -* ]] || typed+=("$word")',
    '  done',
    '  case "${(j: :)typed}" in',
    ...cases,
    '  esac',
    '  if [[ $PREFIX == -* ]]; then',
    "    _describe -t options 'option' options",
    '  elif (( ${#commands} )); then',
    "    _describe -t commands 'command' commands",
    '  else',
    '    _files',
    '  fi',
    '}',
    `if (( $+functions[compdef] )); then compdef ${fn} ${program}; fi`,
    '',
  ].join('\n')
}
