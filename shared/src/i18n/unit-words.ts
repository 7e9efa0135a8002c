import { LANGUAGE_TAGS, LANGUAGES, QUANTITY_UNITS } from '../contract';
import { i18n } from './i18n';

/**
 * What is wrong with a namespace's words for the quantity units (`units.<unit>`), as
 * `language:unit …`: a word missing, or one word for 1 and for many in a language whose grammar has
 * both (English, Portuguese, Spanish; Chinese has one word for any count). Each app's unit test
 * expects none.
 */
export function unitWordProblems(namespace: string): string[] {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const t = i18n.getFixedT(language, namespace);
    const plural = new Intl.PluralRules(LANGUAGE_TAGS[language]).resolvedOptions().pluralCategories.includes('one');
    // Read from the namespace itself: `t` would fall back to another namespace's words.
    const words = (i18n.getResource(language, namespace, 'units') ?? {}) as Record<string, unknown>;
    for (const unit of QUANTITY_UNITS) {
      const one = t(`units.${unit}`, { count: 1 });
      const many = t(`units.${unit}`, { count: 2500 });
      if (!words[`${unit}_other`]) problems.push(`${language}:${unit} missing`);
      else if (plural && one === many) problems.push(`${language}:${unit} has one word for 1 and many`);
    }
  }
  return problems;
}
