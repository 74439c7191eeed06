import type { IterateParams, ListParams, ListResult } from '../list.js'
import { APIResource, type DeletedRecord } from '../resource.js'
import type { MemberRequestStatus, RequestDecision } from './requests.js'

/** A Facebook group connected to the account. */
export interface Group {
  id: number
  /** Facebook's numeric id or the group's slug, as in facebook.com/groups/<facebookGroupId>. */
  facebookGroupId: string
  name: string
  description: string
  coverImageUrl: string | null
  memberCount: number
  /** Percent (0–100) of the group's decided requests that the rules approved. */
  autoApprovalRate: number
  autoApprovalEnabled: boolean
  isActive: boolean
  /** Requests captured today (the server's day, UTC). */
  todayRequests: number
  /** ISO 8601 timestamp. */
  createdAt: string
}

/** Either `url` (a facebook.com/groups/... address) or `facebookGroupId` is required. */
export interface GroupCreateParams {
  url?: string
  facebookGroupId?: string
  /** Defaults to a name made from the URL: "Facebook Group 123" or the slug's words. */
  name?: string
  description?: string
}

export interface GroupUpdateParams {
  name?: string
  description?: string
  isActive?: boolean
}

export interface GroupFilter {
  /** Part of the group's name. */
  q?: string
}

export type GroupListParams = ListParams<keyof Group, GroupFilter>

export type GroupIterateParams = IterateParams<keyof Group, GroupFilter>

/** How a group's join requests are decided. Every rule is off by default. */
export interface AutoApprovalSettings {
  enabled: boolean
  requireEmail: boolean
  /** Any one of them must appear in the answers (whole words, ignoring case and accents). */
  requiredKeywords: string[]
  /** An answer with one of them declines the request. */
  blockedKeywords: string[]
  /** Past this, requests wait for the next hour instead of being approved. Default 50. */
  maxApprovalsPerHour: number
  /** 0 turns the rule off. */
  minAccountAgeDays: number
  requireAllAnswers: boolean
  requireRulesAgreement: boolean
  requirePhone: boolean
  allowedLocations: string[]
  blockedLocations: string[]
}

type ListSetting = 'requiredKeywords' | 'blockedKeywords' | 'allowedLocations' | 'blockedLocations'

/**
 * Settings to save: any subset, the rest keep their saved values. Lists may also be given as
 * comma-separated text ("crypto, forex"); entries are trimmed and blanks dropped.
 */
export type AutoApprovalSettingsInput = Partial<Omit<AutoApprovalSettings, ListSetting>> &
  Partial<Record<ListSetting, string[] | string>>

export interface PreviewDecision {
  requestId: number
  name: string
  decision: RequestDecision
  reasons: string[]
  currentStatus: MemberRequestStatus
}

/** What unsaved settings would decide for the group's last 500 requests, newest first. */
export interface AutoApprovalPreview {
  total: number
  counts: Record<RequestDecision, number>
  decisions: PreviewDecision[]
}

export interface WelcomeMessageSettings {
  enabled: boolean
  /** Supports {name}, {email}, {first-name}, {last-name}, {group-name} and {group-link}. */
  message: string
  personalizeWithName: boolean
  tagNewMembers: boolean
  /** Up to 5 alternative messages, rotated across new members. */
  variants: string[]
  /** An approved message template sent instead of `message`. */
  templateId: number | null
  /** The group post whose comments tag new members, when tagNewMembers is on. */
  welcomePostUrl: string | null
}

export type WelcomeMessageSettingsInput = Partial<WelcomeMessageSettings>

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
    return this.client.put<Group>(groupPath(id), body)
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
