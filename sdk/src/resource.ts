import type { APIClient } from './api_client.js'

export abstract class APIResource {
  constructor(protected readonly client: APIClient) {}
}
