// The API's shapes come from the SDK.
export type {
  Delivery,
  DeliveryAttempt,
  DeliveryDetail,
  DeliveryStatus,
  IntegrationType,
  DeliveryChip as RequestDelivery,
} from '@joinflow/sdk/browser';
