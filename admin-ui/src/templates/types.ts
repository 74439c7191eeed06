export type TemplateCategory = 'welcome' | 'approval' | 'rejection' | 'general';

export interface MessageTemplate {
  id: number;
  name: string;
  category: TemplateCategory;
  description: string | null;
  template: string;
  /** Only approved templates may be used in automated messages. */
  isApproved: boolean;
  isActive: boolean;
  usageCount: number;
  /** Counts up with every saved edit; approving names the version the reviewer read. */
  version: number;
  createdAt: string;
  updatedAt: string | null;
}

export const TEMPLATE_CATEGORIES: { id: TemplateCategory; name: string }[] = [
  { id: 'welcome', name: 'Welcome' },
  { id: 'approval', name: 'Approval' },
  { id: 'rejection', name: 'Rejection' },
  { id: 'general', name: 'General' },
];
