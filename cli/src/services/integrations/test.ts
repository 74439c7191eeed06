import type { ConnectionTestResult, JoinFlowClient } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface TestIntegrationOptions {
  type: 'email' | 'sms'
  platform: string
  apiKey: string
  listId?: string
  credentials?: Record<string, string>
}

/** Checks a key with the platform without saving anything; a refusal ends as an error with the platform's reason. */
export async function testIntegration(options: TestIntegrationOptions, client: JoinFlowClient): Promise<ConnectionTestResult> {
  const { type, platform, apiKey, credentials } = options
  const result = await withSpinner('Testing the connection', () =>
    type === 'email'
      ? client.integrations.email.test({ platform, apiKey, listId: options.listId || null, credentials })
      : client.integrations.sms.test({ platform, apiKey, listId: options.listId || undefined, credentials }),
  )
  renderResult(result, () => renderSuccess({ headline: 'Connection Successful', body: [result.message] }))
  return result
}
