export type { ExtensionStatus } from '@joinflow/sdk/browser';
export { detectExtension, EXTENSION_DID_NOT_ANSWER, handOffToken } from './bridge';

export const extensionStatusKey = ['extension', 'status'];
