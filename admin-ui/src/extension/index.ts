export { detectExtension, EXTENSION_DID_NOT_ANSWER, handOffToken } from './bridge';
export { extensionStatusKey, getExtensionStatus, mintExtensionToken } from './extensionApi';
export type { ExtensionStatus } from './types';
