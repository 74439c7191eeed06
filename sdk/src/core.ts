// Everything both package entries share: the client, its resources, types and errors.
export { JoinFlowClient, type ClientOptions, type RequestOptions } from './client.js'
export * from './errors.js'
export { MAX_RETRY_AFTER_SECONDS } from './retry.js'
export type { ListParams, ListResult, SortOrder } from './list.js'
export type { Role, User } from './resources/auth.js'
export { Auth } from './resources/auth.js'
export type { ComponentHealth, HealthReport, HealthStatus } from './resources/health.js'
export type {
  CreatedToken,
  PersonalAccessToken,
  RevokedToken,
  TokenCreateParams,
  TokenListParams,
} from './resources/tokens.js'
export { Tokens } from './resources/tokens.js'
export { FetchTransport, type FetchFunction } from './transport/fetch.js'
export type {
  HttpMethod,
  Query,
  QueryValue,
  Transport,
  TransportRequest,
  TransportResponse,
} from './transport/transport.js'
