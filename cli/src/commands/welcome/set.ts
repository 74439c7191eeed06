import type { WelcomeMessageSettingsInput } from '@joinflow/sdk'
import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { groupIdOf } from '../../services/groups/resolve.js'
import { setWelcome } from '../../services/welcome/set.js'
import { collect, examples, givenOnly, nothingToChange, parseId, GROUP_ARGUMENT, parseGroupRef } from '../shared.js'

interface WelcomeFlags {
  enabled?: boolean
  message?: string
  /** `false` from --no-variant. */
  variant?: string[] | false
  /** `false` from --no-template-id. */
  templateId?: number | false
  personalizeWithName?: boolean
  tagNewMembers?: boolean
  /** `false` from --no-post-url. */
  postUrl?: string | false
}

export function registerWelcomeSet(welcome: Command): void {
  welcome
    .command('set')
    .description("Change a group's welcome message; the settings not given keep their values")
    .argument('<group>', GROUP_ARGUMENT, parseGroupRef)
    .option('--enabled', 'send a welcome message to each approved member')
    .option('--no-enabled', 'stop sending welcome messages')
    .option('--message <text>', 'the message; {name} and {email} are filled in per member')
    .option('--variant <text>', 'an alternative message, rotated across members (repeat for up to 5; replaces the saved ones)', collect)
    .option('--no-variant', 'remove every variant')
    .option('--template-id <id>', 'send this approved template instead of the message', parseId)
    .option('--no-template-id', 'stop using a template')
    .option('--personalize-with-name', 'greet members by name')
    .option('--no-personalize-with-name', 'do not greet members by name')
    .option('--tag-new-members', 'tag new members when welcoming them')
    .option('--no-tag-new-members', 'do not tag new members')
    .option('--post-url <url>', 'the group post whose comments tag new members')
    .option('--no-post-url', 'forget the welcome post')
    .addHelpText(
      'after',
      examples(
        'joinflow welcome set 4 --enabled --message "Welcome to the group, {name}!"',
        'joinflow welcome set 4 --variant "Hi {name}!" --variant "Glad you are here, {name}."',
        'joinflow welcome set 4 --template-id 9 --tag-new-members --json',
        'joinflow welcome set 4 --tag-new-members --post-url https://www.facebook.com/groups/mygroup/posts/1234567890',
      ),
    )
    .action(async (group: string, flags: WelcomeFlags) => {
      const changes = welcomeChanges(flags)
      if (Object.keys(changes).length === 0) throw nothingToChange('welcome set')
      const client = await signedInClient()
      await setWelcome({ groupId: await groupIdOf(client, group), changes }, client)
    })
}

function welcomeChanges(flags: WelcomeFlags): WelcomeMessageSettingsInput {
  return givenOnly<WelcomeMessageSettingsInput>({
    enabled: flags.enabled,
    message: flags.message,
    variants: flags.variant === false ? [] : flags.variant,
    templateId: flags.templateId === false ? null : flags.templateId,
    personalizeWithName: flags.personalizeWithName,
    tagNewMembers: flags.tagNewMembers,
    welcomePostUrl: flags.postUrl === false ? null : flags.postUrl,
  })
}
