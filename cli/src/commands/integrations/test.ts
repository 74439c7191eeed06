import { InvalidArgumentError, type Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { testIntegration } from '../../services/integrations/test.js'
import { examples } from '../shared.js'
import { API_KEY_ENV, parseCredential, resolveApiKey } from './flags.js'

function parseTestType(value: string): 'email' | 'sms' {
  if (value !== 'email' && value !== 'sms') throw new InvalidArgumentError('Expected email or sms.')
  return value
}

export function registerIntegrationsTest(integrations: Command): void {
  integrations
    .command('test')
    .description('Check a platform key without saving anything')
    .requiredOption('--type <type>', 'email or sms', parseTestType)
    .requiredOption('--platform <id>', 'the platform id from `joinflow catalog email|sms`')
    .option('--api-key <key>', `the platform key (or set ${API_KEY_ENV}; asked for on a terminal)`)
    .option('--list-id <id>', 'email: the list or audience; sms: the contact list or group')
    .option('--credential <name=value>', 'another field the platform needs, repeatable', parseCredential)
    .addHelpText('after', examples(`${API_KEY_ENV}=xxxx-us21 joinflow integrations test --type email --platform mailchimp`))
    .action(async (flags: { type: 'email' | 'sms'; platform: string; apiKey?: string; listId?: string; credential?: Record<string, string> }) => {
      const apiKey = await resolveApiKey(flags.apiKey)
      await testIntegration(
        { type: flags.type, platform: flags.platform, apiKey, listId: flags.listId, credentials: flags.credential },
        await signedInClient(),
      )
    })
}
