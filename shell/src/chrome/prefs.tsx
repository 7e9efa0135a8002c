import {
  CURRENCIES,
  currencyAtom,
  currencySymbol,
  i18n,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageAtom,
  NativeSelect,
  puenteEvents,
  useLocation,
  type Currency,
  type Language,
} from '@puente/shared';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';

/** Preference changes reload the page (spec section 4), except on the classification page, which re-queries in place. */
function applyPreference(pathname: string) {
  if (pathname.toLowerCase() !== '/classificationlanding') window.location.reload();
}

export function LanguageSelect() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [language, setLanguage] = useAtom(languageAtom);
  const [currency] = useAtom(currencyAtom);
  return (
    <NativeSelect.Root size="sm" width="auto" minW="7.5rem">
      <NativeSelect.Field
        aria-label={t('prefs.language')}
        data-testid="language-select"
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value as Language;
          setLanguage(next);
          void i18n.changeLanguage(next);
          puenteEvents.emit('preferences:changed', { currency, language: next });
          applyPreference(location.pathname);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function CurrencySelect() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [currency, setCurrency] = useAtom(currencyAtom);
  const [language] = useAtom(languageAtom);
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('prefs.currency')}
        data-testid="currency-select"
        value={currency}
        onChange={(event) => {
          const next = event.currentTarget.value as Currency;
          setCurrency(next);
          puenteEvents.emit('preferences:changed', { currency: next, language });
          applyPreference(location.pathname);
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code} {currencySymbol(code)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
