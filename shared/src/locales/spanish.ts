// The shared namespaces in one language: a chunk of its own, loaded for the reader's language only.
export { spanish as common } from '../i18n/common/spanish';
export { spanish as messages } from '../contract/messages/spanish';
