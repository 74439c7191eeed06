import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { completionScript, type CompletionTree } from '../../src/services/completion/script.js'

const tree: CompletionTree = {
  name: 'joinflow',
  description: 'Manage JoinFlow',
  options: [{ flags: ['--json'], description: 'print JSON' }],
  commands: [
    {
      name: 'groups',
      description: 'Connect groups',
      options: [],
      commands: [
        { name: 'add', description: 'Connect a group', options: [{ flags: ['--name'], description: 'display name' }], commands: [] },
        { name: 'list', description: 'List groups', options: [], commands: [] },
      ],
    },
    { name: 'apply', description: 'Apply a setup file', options: [{ flags: ['-f', '--file'], description: 'the file: YAML' }], commands: [] },
  ],
}

/** What bash offers after `line`, by loading the script and calling its function as `complete` would. */
function bashCompletions(line: string): string[] {
  const words = line.split(' ')
  const script = `${completionScript('bash', tree)}
COMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')})
COMP_CWORD=${words.length - 1}
_joinflow_completion
printf '%s\\n' "\${COMPREPLY[@]}"`
  return execFileSync('bash', ['-c', script], { encoding: 'utf8' }).split('\n').filter(Boolean)
}

describe('completionScript', () => {
  it('completes commands, subcommands and options in bash', () => {
    expect(bashCompletions('joinflow ')).toEqual(['groups', 'apply', '--json'])
    expect(bashCompletions('joinflow gr')).toEqual(['groups'])
    expect(bashCompletions('joinflow groups ')).toEqual(['add', 'list'])
    expect(bashCompletions('joinflow groups add https://facebook.com/groups/x --')).toEqual(['--name'])
    expect(bashCompletions('joinflow --json apply -')).toEqual(['-f', '--file'])
  })

  it('writes a zsh script that registers itself and describes each command', () => {
    const script = completionScript('zsh', tree)
    expect(script.startsWith('#compdef joinflow\n')).toBe(true)
    expect(script).toContain(`"groups"|"groups "*)`)
    expect(script).toContain(`commands=('add:Connect a group' 'list:List groups')`)
    expect(script).toContain(`options=('-f:the file\\: YAML' '--file:the file\\: YAML')`)
    expect(script).toContain('compdef _joinflow_completion joinflow')
  })
})
