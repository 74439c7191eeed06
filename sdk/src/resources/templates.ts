import type { IterateParams, ListParams, ListResult } from '../list.js'
import { APIResource, type DeletedRecord } from '../resource.js'

export type TemplateCategory = 'welcome' | 'approval' | 'rejection' | 'general'

export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = ['welcome', 'approval', 'rejection', 'general']

/**
 * A reusable message. New templates wait for approval by someone holding manage_content (or a super
 * admin) and cannot be used in automated messages until then.
 */
export interface MessageTemplate {
  id: number
  name: string
  category: TemplateCategory
  description: string | null
  /** The text, with placeholders such as {first-name}, {last-name}, {group-name} and {group-link}. */
  template: string
  isApproved: boolean
  isActive: boolean
  /** Welcome messages actually sent with it. */
  usageCount: number
  /** Counts up with every saved edit; an approval names the version its reviewer read. */
  version: number
  /** ISO 8601 timestamps. */
  createdAt: string
  updatedAt: string
}

export interface TemplateCreateParams {
  name: string
  template: string
  /** Default `general`. */
  category?: TemplateCategory
  description?: string
}

/** Changing an approved template's text sends it back for approval. */
export interface TemplateUpdateParams extends Partial<TemplateCreateParams> {
  isActive?: boolean
}

/** The version of the template the reviewer read: its `version` when they opened it. */
export interface TemplateApproveParams {
  version: number
}

export interface TemplateFilter {
  category?: TemplateCategory
  /** Part of the name. */
  q?: string
}

export type TemplateListParams = ListParams<keyof MessageTemplate, TemplateFilter>

export type TemplateIterateParams = IterateParams<keyof MessageTemplate, TemplateFilter>

export class Templates extends APIResource {
  list(params: TemplateListParams = {}): Promise<ListResult<MessageTemplate>> {
    return this.client.getList<MessageTemplate>('/api/templates', params)
  }

  /** Every template, fetched a page at a time. */
  iterate(params: TemplateIterateParams = {}): AsyncGenerator<MessageTemplate> {
    return this.client.iterateList<MessageTemplate>('/api/templates', params)
  }

  get(id: number): Promise<MessageTemplate> {
    return this.client.get<MessageTemplate>(templatePath(id))
  }

  create(body: TemplateCreateParams): Promise<MessageTemplate> {
    return this.client.post<MessageTemplate>('/api/templates', body)
  }

  update(id: number, body: TemplateUpdateParams): Promise<MessageTemplate> {
    return this.client.put<MessageTemplate>(templatePath(id), body)
  }

  delete(id: number): Promise<DeletedRecord> {
    return this.client.delete<DeletedRecord>(templatePath(id))
  }

  /**
   * Approves the version the reviewer read. A template edited since then is not approved: a
   * ConflictError (409) whose message names the current version. Needs the manage_content permission
   * or a super admin; otherwise a PermissionDeniedError (403).
   */
  approve(id: number, body: TemplateApproveParams): Promise<MessageTemplate> {
    return this.client.post<MessageTemplate>(`${templatePath(id)}/approve`, body)
  }
}

function templatePath(id: number): string {
  return `/api/templates/${encodeURIComponent(id)}`
}
