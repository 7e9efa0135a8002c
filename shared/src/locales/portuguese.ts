// The shared namespaces in one language: a chunk of its own, loaded for the reader's language only.
export { portuguese as common } from '../i18n/common/portuguese';
export { portuguese as messages } from '../contract/messages/portuguese';
