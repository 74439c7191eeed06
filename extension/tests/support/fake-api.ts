import { createServer, type IncomingMessage, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

export const VALID_TOKEN = 'jf_test_valid_token'

export const OWNER = {
  id: 1,
  email: 'owner@example.com',
  firstName: 'Olivia',
  lastName: 'Owner',
  role: 'user',
  isSuperAdmin: false,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  permissions: [],
}

export interface LocalServer {
  url: string
  requests: IncomingMessage[]
  close(): Promise<void>
}

/** Answers `GET /api/auth/user` like the JoinFlow API: the owner for one token, 401 otherwise. */
export const joinFlowAuthUser: RequestListener = (request, response) => {
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json', 'X-Request-Id': 'test' })
    response.end(JSON.stringify(body))
  }
  if (request.method !== 'GET' || request.url !== '/api/auth/user') {
    json(404, { message: 'Cannot GET this route' })
  } else if (request.headers.authorization === `Bearer ${VALID_TOKEN}`) {
    json(200, OWNER)
  } else {
    json(401, { message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' })
  }
}

export async function startServer(
  handler: RequestListener = joinFlowAuthUser,
): Promise<LocalServer> {
  const requests: IncomingMessage[] = []
  const server = createServer((request, response) => {
    requests.push(request)
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** An address where nothing listens: a server that was started and closed again. */
export async function unreachableUrl(): Promise<string> {
  const server = await startServer()
  await server.close()
  return server.url
}
