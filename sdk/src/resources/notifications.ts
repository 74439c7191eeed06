import { APIResource } from '../resource.js'
import type { Notification, NotificationFeed, NotificationsRead } from '../types.js'

export class Notifications extends APIResource {
  list(): Promise<NotificationFeed> {
    return this.client.get<NotificationFeed>('/api/notifications')
  }

  markRead(id: number): Promise<Notification> {
    return this.client.post<Notification>(`/api/notifications/${encodeURIComponent(id)}/read`)
  }

  markAllRead(): Promise<NotificationsRead> {
    return this.client.post<NotificationsRead>('/api/notifications/read-all')
  }
}
