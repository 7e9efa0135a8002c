describe('stored preferences (spec section 3)', () => {
  afterEach(() => {
    localStorage.clear();
    jest.resetModules();
  });

  it('defaults the currency to USD and accepts a saved one only if supported', () => {
    localStorage.setItem('selectedCurrency', 'EUR');
    jest.isolateModules(() => {
      const { createStore } = require('jotai') as typeof import('jotai');
      const { currencyAtom } = require('./atoms') as typeof import('./atoms');
      expect(createStore().get(currencyAtom)).toBe('USD');
    });
    localStorage.setItem('selectedCurrency', 'MXN');
    jest.isolateModules(() => {
      const { createStore } = require('jotai') as typeof import('jotai');
      const { currencyAtom } = require('./atoms') as typeof import('./atoms');
      expect(createStore().get(currencyAtom)).toBe('MXN');
    });
  });

  it('keeps the language under the key "to" and saves changes', () => {
    localStorage.setItem('to', 'spanish');
    jest.isolateModules(() => {
      const { createStore } = require('jotai') as typeof import('jotai');
      const { languageAtom, currencyAtom } = require('./atoms') as typeof import('./atoms');
      const store = createStore();
      expect(store.get(languageAtom)).toBe('spanish');
      store.set(languageAtom, 'chinese_simplified');
      store.set(currencyAtom, 'CNH');
    });
    expect(localStorage.getItem('to')).toBe('chinese_simplified');
    expect(localStorage.getItem('selectedCurrency')).toBe('CNH');
  });

  it('keeps the currency in a cookie for the server too, from the start and on every change', () => {
    localStorage.setItem('selectedCurrency', 'MXN');
    jest.isolateModules(() => {
      const { puenteStore } = require('./store') as typeof import('./store');
      const { currencyAtom } = require('./atoms') as typeof import('./atoms');
      expect(document.cookie).toContain('puente-currency=MXN');
      puenteStore.set(currencyAtom, 'BRL');
      expect(document.cookie).toContain('puente-currency=BRL');
    });
  });

  it('derives the broker flag from authority code 11', () => {
    const { isBroker } = require('../contract') as typeof import('../contract');
    expect(isBroker({ authority: '3,11' })).toBe(true);
    expect(isBroker({ authority: '111' })).toBe(false);
    expect(isBroker(null)).toBe(false);
  });
});

describe('a first visit’s language', () => {
  const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
  afterEach(() => {
    Object.defineProperty(Navigator.prototype, 'languages', languages);
    localStorage.clear();
    jest.resetModules();
  });

  function firstLanguage(browser: string[]) {
    Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: () => browser });
    let language = '';
    jest.isolateModules(() => {
      const { createStore } = require('jotai') as typeof import('jotai');
      const { languageAtom } = require('./atoms') as typeof import('./atoms');
      language = createStore().get(languageAtom);
    });
    return language;
  }

  it('is the browser’s first language Puente speaks, as the server reads Accept-Language, else English', () => {
    expect(firstLanguage(['es-MX', 'es', 'en'])).toBe('spanish');
    expect(firstLanguage(['fr-FR', 'pt-BR'])).toBe('portuguese');
    expect(firstLanguage(['zh-TW'])).toBe('chinese_simplified');
    expect(firstLanguage(['fr-FR', 'de'])).toBe('english');
  });

  it('gives way to the reader’s own choice', () => {
    localStorage.setItem('to', 'english');
    expect(firstLanguage(['es-MX'])).toBe('english');
  });

  it('is the language the address names, over the reader’s choice, and becomes the reader’s choice (ADR 009)', () => {
    localStorage.setItem('to', 'english');
    window.history.replaceState(null, '', '/aboutUs?lang=pt');
    try {
      expect(firstLanguage(['es-MX'])).toBe('portuguese');
      expect(localStorage.getItem('to')).toBe('portuguese');
      window.history.replaceState(null, '', '/aboutUs?lang=fr');
      expect(firstLanguage(['es-MX'])).toBe('portuguese');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
