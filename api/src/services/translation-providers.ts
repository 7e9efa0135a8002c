import type { Env } from '../config/env';
import { NoTranslationProvider, type TranslationProvider } from './translation';
import { DeepLTranslationProvider } from './translation-deepl';

/** The provider PUENTE_TRANSLATION names, with its own settings; a service is added here. */
export function translationProviderFor(env: Partial<Pick<Env, 'PUENTE_TRANSLATION' | 'DEEPL_AUTH_KEY' | 'DEEPL_API_URL'>>): TranslationProvider {
  switch (env.PUENTE_TRANSLATION) {
    case 'deepl':
      // loadEnv refuses deepl without a key; one built otherwise fails each request as DeepL refuses it.
      return new DeepLTranslationProvider({ authKey: env.DEEPL_AUTH_KEY ?? '', apiUrl: env.DEEPL_API_URL });
    default:
      return new NoTranslationProvider();
  }
}
