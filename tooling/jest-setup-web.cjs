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
