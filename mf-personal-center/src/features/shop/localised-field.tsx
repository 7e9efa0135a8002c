import {
  Button,
  eachLanguage,
  Field,
  Input,
  LANGUAGE_NAMES,
  languageAtom,
  LANGUAGES,
  missingBuyerLanguages,
  Stack,
  Text,
  Textarea,
  useLanguageList,
  type BuyerLanguage,
  type Language,
} from '@puente/shared';
import { useFieldError } from '@puente/shared/forms';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type LocalisedValue = Record<Language, string>;
export const EMPTY_LOCALISED: LocalisedValue = eachLanguage(() => '');

/** Only the languages written: the API shows the others in the original's words. */
export function filledLanguages(value: LocalisedValue): Partial<LocalisedValue> {
  return Object.fromEntries(Object.entries(value).filter(([, text]) => text.trim())) as Partial<LocalisedValue>;
}

/** An optional text in several languages: only the languages written, and left out when none is. */
export const writtenLanguages = (value: LocalisedValue) => (Object.values(value).some((v) => v.trim()) ? filledLanguages(value) : undefined);

/** One language's input with its error (too long) or, under the reader's language, the whole field's (required). */
function LanguageInput({
  name,
  language,
  label,
  value,
  onChange,
  multiline,
  required,
  withWhole,
}: {
  name: string;
  language: Language;
  label: string;
  value: LocalisedValue;
  onChange: (value: LocalisedValue) => void;
  multiline: boolean;
  required: boolean;
  withWhole: boolean;
}) {
  const own = useFieldError(`${name}.${language}`);
  const whole = useFieldError(`${name}.root`);
  const error = own ?? (withWhole ? whole : undefined);
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea name={`${name}.${language}`} rows={4} value={value[language]} onChange={(e) => onChange({ ...value, [language]: e.target.value })} />
      ) : (
        <Input name={`${name}.${language}`} value={value[language]} onChange={(e) => onChange({ ...value, [language]: e.target.value })} />
      )}
      {error ? <Field.ErrorText data-field-error={name}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/**
 * Text in the reader's language, with the other three a click away; errors from the surrounding
 * ContractForm. With `buyerLanguages`, written text says which buyer languages it still lacks (their
 * buyers would read it in another language) and opens them in a click; `machine` marks the
 * languages a translation service wrote, and `translated` are those it will write on save: for
 * them the field says so instead of warning.
 */
export function LocalisedField({
  label,
  value,
  onChange,
  multiline = false,
  required = false,
  name,
  buyerLanguages = false,
  machine = [],
  translated = [],
}: {
  label: string;
  value: LocalisedValue;
  onChange: (value: LocalisedValue) => void;
  multiline?: boolean;
  required?: boolean;
  name: string;
  buyerLanguages?: boolean;
  machine?: readonly Language[];
  translated?: readonly BuyerLanguage[];
}) {
  const { t } = useTranslation('personal');
  const language = useAtomValue(languageAtom);
  const languageList = useLanguageList();
  const [all, setAll] = useState(() => LANGUAGES.some((l) => l !== language && value[l]));
  const shown = all ? [language, ...LANGUAGES.filter((l) => l !== language)] : [language];
  const lacking = buyerLanguages ? missingBuyerLanguages(value) : [];
  const missing = lacking.filter((l) => !translated.includes(l));
  const filled = lacking.filter((l) => translated.includes(l));
  const nameOf = (l: Language) => `${LANGUAGE_NAMES[l]}${machine.includes(l) && value[l] ? `, ${t('common.machineTranslated')}` : ''}`;
  return (
    <Stack gap="2">
      {shown.map((l) => (
        <LanguageInput
          key={l}
          name={name}
          language={l}
          label={`${label}${all || l !== language || machine.includes(l) ? ` (${nameOf(l)})` : ''}`}
          value={value}
          onChange={onChange}
          multiline={multiline}
          required={required && l === language}
          withWhole={l === language}
        />
      ))}
      {filled.length ? (
        <Text fontSize="sm" color="fg.muted" data-testid={`${name}-translated-languages`} data-translated={filled.join(' ')}>
          {t('common.languagesTranslated', { languages: languageList(filled) })}
        </Text>
      ) : null}
      {missing.length ? (
        <Text fontSize="sm" color="fg.warning" data-testid={`${name}-missing-languages`} data-missing={missing.join(' ')}>
          {t('common.languagesMissing', { languages: languageList(missing) })}
        </Text>
      ) : null}
      {!all ? (
        <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setAll(true)}>
          {t(missing.length ? 'common.addLanguages' : 'common.otherLanguages')}
        </Button>
      ) : null}
    </Stack>
  );
}
