import { calls, CATEGORY_ROOTS, CURRENCIES, NativeSelect, QUANTITY_UNITS, useApiQuery } from '@puente/shared';
import { FormField } from '@puente/shared/forms';
import { useTranslation } from 'react-i18next';
import { flattenCategories } from './requirement-draft';

/** A technology requirement's type: what it needs or what it offers. */
export function TechnologyTypeSelect({ register }: { register: object }) {
  const { t } = useTranslation('product');
  return (
    <FormField name="typeChoice" label={t('requirement.fields.type')} required>
      <NativeSelect.Root>
        <NativeSelect.Field {...register} data-testid="requirement-type">
          <option value="">{t('requirement.chooseType')}</option>
          <optgroup label={t('requirement.needTypesLabel')}>
            {calls.NEED_TYPES.map((type) => (
              <option key={type} value={`need:${type}`}>
                {t(`requirement.needTypes.${type}`)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('requirement.outputTypesLabel')}>
            {calls.OUTPUT_TYPES.map((type) => (
              <option key={type} value={`output:${type}`}>
                {t(`requirement.outputTypes.${type}`)}
              </option>
            ))}
          </optgroup>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** A product requirement's category, from both sources' trees (optional). */
export function CategorySelect({ register }: { register: object }) {
  const { t } = useTranslation('product');
  const chinaTree = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS.china, everyNumber: -1 });
  const industryTree = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS.industry, everyNumber: -1 });
  const categories = [...flattenCategories(chinaTree.data?.list ?? []), ...flattenCategories(industryTree.data?.list ?? [])];
  return (
    <FormField name="categoryId" label={t('requirement.fields.category')}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register} data-testid="requirement-category">
          <option value="">{t('requirement.anyCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {`${'— '.repeat(c.depth)}${c.title}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** The unit of the quantity (in its plural) or the budget's currency. */
export function OptionSelect({ name, register }: { name: 'unit' | 'currency'; register: object }) {
  const { t } = useTranslation('product');
  const options: readonly string[] = name === 'unit' ? QUANTITY_UNITS : CURRENCIES;
  return (
    <FormField name={name} label={t(`requirement.fields.${name}`)} required={name === 'unit'}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register} data-testid={name === 'unit' ? 'requirement-unit' : undefined}>
          {options.map((option) => (
            <option key={option} value={option}>
              {name === 'unit' ? t(`units.${option}_other`) : option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
