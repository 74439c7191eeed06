import type { JoinFlowClient } from './client.js'

export abstract class APIResource {
  constructor(protected readonly client: JoinFlowClient) {}
}
