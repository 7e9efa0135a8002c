import { formatNumber, LANGUAGE_TAGS, LANGUAGES, type Language } from '@puente/shared/contract';
import type { AttributeTranslations, Localised } from '../db/schema';

/**
 * A text stored in one language (its English) with its translations beside it: the reader's
 * language while the stored text is still the one translated, else the stored text as written.
 */
export function translatedText(stored: string, translations: Partial<Localised> | null | undefined, language: Language): string {
  if (!translations || translations.english !== stored) return stored;
  return translations[language] || stored;
}

/**
 * The figures of a text written with a decimal point ("6.7", "1.5 kW") in the reader's way, by the
 * formatter their prices are written with: "6,7" in Portuguese, "6.7" in Spanish (Mexico), where a
 * price beside it reads "$1,234.50".
 */
export function localiseFigures(text: string, language: Language): string {
  return text.replace(/(?<![\d.,])\d+\.\d+(?![\d.,]*\d)/g, (figure) => formatNumber(Number(figure), language));
}

/**
 * An attribute value as a reader sees it: a known value in their language (whatever language the
 * seller typed it in), a bare figure with the attribute's unit ("60" → "60 meses"), decimals in
 * their language's way.
 */
export function attributeValueText(value: string, attribute: { unit: string; translations: AttributeTranslations | null }, language: Language): string {
  const values = attribute.translations?.values ?? {};
  const wanted = value.trim().toLocaleLowerCase();
  const known =
    values[value] ?? Object.entries(values).find(([key, texts]) => key.toLocaleLowerCase() === wanted || LANGUAGES.some((l) => texts[l]?.toLocaleLowerCase() === wanted))?.[1];
  if (known) return known[language] || value;
  if (/^\d+(\.\d+)?$/.test(value.trim()) && attribute.unit) {
    const unit = attribute.translations?.unit?.[language] ?? attribute.unit;
    return `${formatNumber(Number(value.trim()), language)} ${unit}`;
  }
  return localiseFigures(value, language);
}

/** A language code ("pt") as its name in the reader's language ("Português", "葡萄牙语"). */
export function languageName(code: string, language: Language): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'language' }).of(code);
  } catch {
    name = undefined;
  }
  if (!name || name === code) return code;
  return name.charAt(0).toLocaleUpperCase(LANGUAGE_TAGS[language]) + name.slice(1);
}
