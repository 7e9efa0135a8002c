import { Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS, type Language, type TextSource } from '../contract';
import { languageAtom } from '../store/atoms';

/**
 * What a reader is told about goods text shown in another language than theirs: "Written in
 * Chinese", or "Machine-translated from Chinese" for text a translation service wrote; nothing for
 * text in their language. Every screen labels the API's own report (`nameSource`,
 * `descriptionSource`), so a fallback is named the same everywhere.
 */
export function textLanguageNote(source: TextSource | undefined, reader: Language, t: (key: string, options?: Record<string, string>) => string): string {
  if (!source) return '';
  if (source.translatedFrom) return t('textLanguage.translatedFrom', { language: t(`textLanguage.names.${source.translatedFrom}`) });
  if (source.language === reader) return '';
  return t('textLanguage.writtenIn', { language: t(`textLanguage.names.${source.language}`) });
}

/** `textLanguageNote` in the reader's words, for text that cannot carry the label beside it (a select's option). */
export function useTextLanguageNote(): (source: TextSource | undefined) => string {
  const { t } = useTranslation('common');
  const reader = useAtomValue(languageAtom);
  return (source) => textLanguageNote(source, reader, (key, options) => t(key, options ?? {}));
}

/** The label beside goods text shown in another language, in the reader's own words; nothing otherwise. */
export function TextLanguageNote({ source, testId = 'text-language' }: { source: TextSource | undefined; testId?: string }) {
  const note = useTextLanguageNote()(source);
  if (!note) return null;
  return (
    <Text as="span" display="block" fontSize="xs" color="fg.muted" fontStyle="italic" data-testid={testId} data-language={source?.language}>
      {note}
    </Text>
  );
}

/** The `lang` of an element showing text in a language (screen readers pronounce it right). */
export const langOf = (source: TextSource | undefined): string | undefined => (source ? LANGUAGE_TAGS[source.language] : undefined);

/** Languages in the reader's words as one list ("English and Portuguese", "inglês e português"). */
export function useLanguageList(): (languages: readonly Language[]) => string {
  const { t } = useTranslation('common');
  const reader = useAtomValue(languageAtom);
  return (languages) => {
    const names = languages.map((language) => t(`textLanguage.names.${language}`));
    try {
      return new Intl.ListFormat(LANGUAGE_TAGS[reader], { type: 'conjunction' }).format(names);
    } catch {
      return names.join(', ');
    }
  };
}
