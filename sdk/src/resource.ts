import type { JoinFlowClient } from './client.js'

export abstract class APIResource {
  constructor(protected readonly client: JoinFlowClient) {}
}

/** What a DELETE answers with. */
export interface DeletedRecord {
  id: number
}
