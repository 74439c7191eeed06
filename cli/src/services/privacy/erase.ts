import type { EraseResult, JoinFlowClient } from '@joinflow/sdk'
import { renderInfo, renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface EraseOptions {
  email: string
  /** Asks before erasing; absent when the caller already confirmed (`--yes`). */
  confirm?: (email: string) => Promise<boolean>
}

/** Erases one person's contact details and answers from every request in the owner's groups. */
export async function eraseMember({ email, confirm }: EraseOptions, client: JoinFlowClient): Promise<EraseResult & { email: string }> {
  if (confirm && !(await confirm(email))) {
    const kept = { email, erased: 0 }
    renderResult(kept, () => renderInfo({ headline: 'Nothing was erased.' }))
    return kept
  }
  const { erased } = await withSpinner('Erasing member data', () => client.privacy.erase(email))
  const result = { email, erased }
  renderResult(result, () =>
    erased === 0
      ? renderInfo({ headline: `No member data was found for ${email}.` })
      : renderSuccess({ headline: `Erased the data of ${erased} ${erased === 1 ? 'request' : 'requests'} for ${email}.` }),
  )
  return result
}
