export interface PrivacySettings {
  eraseAfterDelivery: boolean;
  /** Days after which member contact data is erased anyway; null keeps it. */
  retentionDays: number | null;
}
