import type { Language } from '@puente/shared';
import { chinese_simplified } from './locales/chinese_simplified';
import { english } from './locales/english';
import { portuguese } from './locales/portuguese';
import { spanish } from './locales/spanish';

/** The shell's strings in every language at once, for tests; the page loads only the reader's (./locales). */
export const translations: Record<Language, Record<string, unknown>> = { english, chinese_simplified, portuguese, spanish };
