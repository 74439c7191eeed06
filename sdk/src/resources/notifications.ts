import { APIResource } from '../resource.js'

export interface Notification {
  id: number
  kind: string
  title: string
  body: string
  /** A page of the web app to open, such as `/integrations`. */
  link: string | null
  readAt: string | null
  createdAt: string
}

export interface NotificationFeed {
  unread: number
  /** The latest 50. */
  items: Notification[]
}

export class Notifications extends APIResource {
  list(): Promise<NotificationFeed> {
    return this.client.get<NotificationFeed>('/api/notifications')
  }

  markRead(id: number): Promise<unknown> {
    return this.client.post<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`)
  }

  markAllRead(): Promise<unknown> {
    return this.client.post<unknown>('/api/notifications/read-all')
  }
}
