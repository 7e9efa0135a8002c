// The shared namespaces in one language: a chunk of its own, loaded for the reader's language only.
export { chinese_simplified as common } from '../i18n/common/chinese_simplified';
export { chinese_simplified as messages } from '../contract/messages/chinese_simplified';
