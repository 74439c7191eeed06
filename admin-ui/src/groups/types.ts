/** A connected Facebook group, as the API lists it. */
export interface Group {
  id: number;
  facebookGroupId: string;
  name: string;
  description: string | null;
  coverImageUrl: string | null;
  memberCount: number;
  /** Percent (0–100) of the group's decided requests that the rules approved. */
  autoApprovalRate: number;
  autoApprovalEnabled: boolean;
  isActive: boolean;
  /** Requests captured today (the server's day, UTC). */
  todayRequests: number;
  createdAt: string;
}

/** What the Add Group dialog sends; the server reads the group id and default name from the URL. */
export interface NewGroup {
  url: string;
  name?: string;
  description?: string;
}
