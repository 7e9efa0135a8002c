import { Button, Field, Input, LANGUAGE_NAMES, LANGUAGES, languageAtom, Stack, Textarea, type Language } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type LocalisedValue = Record<Language, string>;
export const EMPTY_LOCALISED: LocalisedValue = { english: '', chinese_simplified: '', portuguese: '', spanish: '' };

/** Only the languages written: the API shows the others in the original's words. */
export function filledLanguages(value: LocalisedValue): Partial<LocalisedValue> {
  return Object.fromEntries(Object.entries(value).filter(([, text]) => text.trim())) as Partial<LocalisedValue>;
}

/** Text in the reader's language, with the other three a click away. */
export function LocalisedField({ label, value, onChange, multiline = false, required = false, invalid = false, name }: { label: string; value: LocalisedValue; onChange: (value: LocalisedValue) => void; multiline?: boolean; required?: boolean; invalid?: boolean; name: string }) {
  const { t } = useTranslation('personal');
  const language = useAtomValue(languageAtom);
  const [all, setAll] = useState(() => LANGUAGES.some((l) => l !== language && value[l]));
  const shown = all ? [language, ...LANGUAGES.filter((l) => l !== language)] : [language];
  return (
    <Stack gap="2">
      {shown.map((l) => (
        <Field.Root key={l} required={required && l === language} invalid={invalid && l === language}>
          <Field.Label>
            {label} {all || l !== language ? `(${LANGUAGE_NAMES[l]})` : ''}
          </Field.Label>
          {multiline ? (
            <Textarea name={`${name}.${l}`} rows={4} value={value[l]} onChange={(e) => onChange({ ...value, [l]: e.target.value })} />
          ) : (
            <Input name={`${name}.${l}`} value={value[l]} onChange={(e) => onChange({ ...value, [l]: e.target.value })} />
          )}
          {invalid && l === language ? <Field.ErrorText>{t('common.required')}</Field.ErrorText> : null}
        </Field.Root>
      ))}
      {!all ? (
        <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setAll(true)}>
          {t('common.otherLanguages')}
        </Button>
      ) : null}
    </Stack>
  );
}
