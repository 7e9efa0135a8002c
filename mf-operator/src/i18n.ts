import type { Language } from '@puente/shared';
import { chinese_simplified } from './locales/chinese_simplified';
import { english } from './locales/english';
import { portuguese } from './locales/portuguese';
import { spanish } from './locales/spanish';

/** mf-operator's strings, under the `operator` namespace (one file per language in ./locales). */
export const translations: Record<Language, Record<string, unknown>> = { english, chinese_simplified, portuguese, spanish };
