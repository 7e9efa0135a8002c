// jsdom lacks what react-router 7 and Chakra's overlays expect.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
globalThis.__PUENTE_CONTRACT__ = '1.0.0';
globalThis.__PUENTE_APP__ = 'test';
globalThis.__PUENTE_BUILD__ = { version: '1.0.0', builtAt: '2026-11-23T08:00:00.000Z' };

// Pages download their reader's language of the shared strings; tests have every language at hand.
const { addSharedStrings } = require('../shared/src/i18n/i18n.ts');
for (const language of ['english', 'chinese_simplified', 'portuguese', 'spanish']) addSharedStrings(language, require(`../shared/src/locales/${language}.ts`));
// Pages that show orders download their reader's order words; tests have every language's at hand too.
const { addOrderWords } = require('../shared/src/i18n/order-words.ts');
for (const language of ['english', 'chinese_simplified', 'portuguese', 'spanish']) addOrderWords(language, require(`../shared/src/contract/order-words/${language}.ts`)[language]);
// A busy two-core machine can take over a second to draw a page's first list: wait up to five
// seconds for what a test expects to appear before calling it missing.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
