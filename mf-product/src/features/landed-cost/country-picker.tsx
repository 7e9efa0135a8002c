import { Field, NativeSelect, useFormatters, type DestinationCountry } from '@puente/shared';
import { useLandedT } from '@puente/landed-cost';
import { DESTINATION_COUNTRIES } from './destination';

/** The destination country's picker: the seven countries Puente estimates for, by name in the reader's language. */
export function CountryPicker({
  value,
  onChange,
  testId = 'landed-country',
}: {
  value: DestinationCountry | null;
  onChange: (country: DestinationCountry) => void;
  testId?: string;
}) {
  const t = useLandedT();
  const { country } = useFormatters();
  const countries = DESTINATION_COUNTRIES.map((code) => ({ code, name: country(code) })).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Field.Root>
      <Field.Label>{t('destination')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value as DestinationCountry)} bg="bg" data-testid={testId}>
          {value === null ? (
            <option value="" disabled>
              {t('chooseCountry')}
            </option>
          ) : null}
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
