import type { IterateParams, ListParams, ListResult } from '../list.js'
import { APIResource } from '../resource.js'
import type {
  AutoApprovalPreview,
  AutoApprovalSettings,
  AutoApprovalSettingsInput,
  DeletedRecord,
  Group,
  GroupCreateParams,
  GroupUpdateParams,
  WelcomeMessageSettings,
  WelcomeMessageSettingsInput,
} from '../types.js'

export interface GroupFilter {
  /** Part of the group's name. */
  q?: string
}

export type GroupListParams = ListParams<keyof Group, GroupFilter>

export type GroupIterateParams = IterateParams<keyof Group, GroupFilter>

export class Groups extends APIResource {
  readonly autoApproval = new AutoApproval(this.client)
  readonly welcomeMessage = new WelcomeMessage(this.client)

  list(params: GroupListParams = {}): Promise<ListResult<Group>> {
    return this.client.getList<Group>('/api/groups', params)
  }

  /** Every group, fetched a page at a time: `for await (const group of client.groups.iterate())`. */
  iterate(params: GroupIterateParams = {}): AsyncGenerator<Group> {
    return this.client.iterateList<Group>('/api/groups', params)
  }

  get(id: number): Promise<Group> {
    return this.client.get<Group>(groupPath(id))
  }

  /** Connects a group: new groups have 0 members, are active and have auto-approval off. */
  create(body: GroupCreateParams): Promise<Group> {
    return this.client.post<Group>('/api/groups', body)
  }

  update(id: number, body: GroupUpdateParams): Promise<Group> {
    return this.client.patch<Group>(groupPath(id), body)
  }

  /** Disconnects the group. */
  delete(id: number): Promise<DeletedRecord> {
    return this.client.delete<DeletedRecord>(groupPath(id))
  }

  /** Reads the cover picture from the group's public Facebook page; the current one is kept on failure. */
  refreshPicture(id: number): Promise<Group> {
    return this.client.post<Group>(`${groupPath(id)}/update-picture`)
  }
}

class AutoApproval extends APIResource {
  get(groupId: number): Promise<AutoApprovalSettings> {
    return this.client.get<AutoApprovalSettings>(`${groupPath(groupId)}/auto-approval`)
  }

  /** Saves the given settings and returns all of them as saved. */
  update(groupId: number, body: AutoApprovalSettingsInput): Promise<AutoApprovalSettings> {
    return this.client.post<AutoApprovalSettings>(`${groupPath(groupId)}/auto-approval`, body)
  }

  /** Applies settings without saving them, to see what a change would do. */
  preview(groupId: number, body: AutoApprovalSettingsInput): Promise<AutoApprovalPreview> {
    return this.client.post<AutoApprovalPreview>(`${groupPath(groupId)}/auto-approval/preview`, body)
  }
}

class WelcomeMessage extends APIResource {
  get(groupId: number): Promise<WelcomeMessageSettings> {
    return this.client.get<WelcomeMessageSettings>(`${groupPath(groupId)}/welcome-message`)
  }

  /** Saves the given settings and returns all of them as saved. */
  update(groupId: number, body: WelcomeMessageSettingsInput): Promise<WelcomeMessageSettings> {
    return this.client.post<WelcomeMessageSettings>(`${groupPath(groupId)}/welcome-message`, body)
  }
}

function groupPath(id: number): string {
  return `/api/groups/${encodeURIComponent(id)}`
}
