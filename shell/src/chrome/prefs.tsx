import {
  CURRENCIES,
  currencyAtom,
  currencySymbol,
  i18n,
  inLanguage,
  isRoute,
  LANGUAGE_PARAM,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageAtom,
  NativeSelect,
  STORAGE_KEYS,
  useLocation,
  type Currency,
  type Language,
} from '@puente/shared';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';

/**
 * Preference changes reload the page (spec section 4), except on the classification page, which
 * re-queries in place. A page about to reload only saves the choice: it asks the API nothing more.
 */
function applyPreference(pathname: string, key: string, value: string, inPlace: () => void) {
  if (isRoute(pathname, 'classificationlanding')) {
    inPlace();
    return;
  }
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the choice cannot outlive the reload: apply it in place instead.
    inPlace();
    return;
  }
  window.location.reload();
}

/** On a phone: 16 px text (no zoom on focus) and a 44 px tall target. */
const COMPACT = { fontSize: '16px', h: '44px' } as const;

export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <NativeSelect.Root size="sm" width="auto" minW={compact ? undefined : '7.5rem'}>
      <NativeSelect.Field
        {...(compact ? COMPACT : {})}
        aria-label={t('prefs.language')}
        data-testid="language-select"
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value as Language;
          // An address that names a language (?lang=es) names the new one: a reload or a shared link keeps the choice.
          if (new URLSearchParams(window.location.search).has(LANGUAGE_PARAM)) {
            window.history.replaceState(window.history.state, '', inLanguage(`${window.location.pathname}${window.location.search}`, next) + window.location.hash);
          }
          applyPreference(location.pathname, STORAGE_KEYS.language, next, () => {
            setLanguage(next);
            void i18n.changeLanguage(next);
          });
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

export function CurrencySelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [currency, setCurrency] = useAtom(currencyAtom);
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        {...(compact ? COMPACT : {})}
        aria-label={t('prefs.currency')}
        data-testid="currency-select"
        value={currency}
        onChange={(event) => {
          const next = event.currentTarget.value as Currency;
          applyPreference(location.pathname, STORAGE_KEYS.currency, next, () => {
            setCurrency(next);
          });
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {compact ? code : `${code} ${currencySymbol(code)}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
