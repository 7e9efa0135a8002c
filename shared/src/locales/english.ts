// The shared namespaces in one language: a chunk of its own, loaded for the reader's language only.
export { english as common } from '../i18n/common/english';
export { english as messages } from '../contract/messages/english';
