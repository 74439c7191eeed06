import type { IterateParams, ListParams, ListResult } from '../list.js'
import { APIResource } from '../resource.js'
import type {
  DeletedRecord,
  MessageTemplate,
  TemplateApproveParams,
  TemplateCategory,
  TemplateCreateParams,
  TemplateUpdateParams,
} from '../types.js'

export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = ['welcome', 'approval', 'rejection', 'general']

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
    return this.client.patch<MessageTemplate>(templatePath(id), body)
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
