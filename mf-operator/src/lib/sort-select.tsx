import { NativeSelect } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { SORTS } from './labels';

/** Oldest or newest first, for the lists whose call offers it. */
export function SortSelect({ value, onChange }: { value: (typeof SORTS)[number]; onChange: (value: (typeof SORTS)[number]) => void }) {
  const { t } = useTranslation('operator');
  return (
    <NativeSelect.Root maxW="220px" size="sm">
      <NativeSelect.Field aria-label={t('list.sort')} value={value} onChange={(e) => onChange(e.target.value as (typeof SORTS)[number])} data-testid="sort">
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`list.sorts.${sort}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
