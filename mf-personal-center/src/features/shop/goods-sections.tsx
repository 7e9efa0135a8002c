import {
  Box,
  Button,
  calls,
  CATEGORY_ROOTS,
  chakra,
  CURRENCIES,
  Field,
  Heading,
  HStack,
  Input,
  QUANTITY_UNITS,
  QueryView,
  SimpleGrid,
  Stack,
  TRADE_TERMS,
  useApiQuery,
  type Currency,
  type SellerGoods,
  type TranslationPlan,
} from '@puente/shared';
import { FieldError, FormField, Uploader, useContractForm, useNumberInput, useSetField } from '@puente/shared/forms';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalisedField } from './localised-field';
import { draftOf, goodsFieldOf, requestOf, type Draft, type Unit } from './goods-draft';
import { CategoryPicker, Select } from './goods-selects';

/** What the API refuses across two fields: a minimum order no buyer could meet. */
function minOrderWithinStock(draft: Draft) {
  const minOrder = Number(draft.minOrder);
  const stock = Number(draft.stock);
  return Number.isFinite(minOrder) && Number.isFinite(stock) && minOrder > stock ? { minOrder: { key: 'goods.minOrderAboveStock' as const, params: { stock } } } : {};
}

/** The fields a seller types numbers in, read in their language's format ("1.000" in Portuguese). */
const NUMBER_FIELDS = ['price', 'minOrder', 'stock'] as const;

/** The goods form's state, shared by its sections: the form, what it holds now, its refusals, and the setter of the fields set by hand. */
export function useGoodsForm(goods: SellerGoods | null, translation?: TranslationPlan) {
  const toRequest = useCallback((draft: Draft) => requestOf(draft, goods), [goods]);
  const form = useContractForm(calls.saveGoods, { defaultValues: draftOf(goods), toRequest, fieldOf: goodsFieldOf, extra: minOrderWithinStock, numbers: NUMBER_FIELDS });
  const draft = form.watch() as Draft;
  const failed = form.formState.errors;
  const set = useSetField(form);
  // The languages a translation service wrote, as the goods were loaded (the form marks them).
  const machine = goods?.machineTranslated;
  // The buyer languages a translation service will write into a name or description saved without them.
  const translated = translation?.configured ? translation.languages : [];
  return { form, draft, failed, set, machine, translated };
}

type GoodsFormState = ReturnType<typeof useGoodsForm>;

/** The source, the category path (one select per level) and the brand. */
export function CategorySection({ state: { draft, failed, set } }: { state: GoodsFormState }) {
  const { t } = useTranslation('personal');
  const tree = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS[draft.source], everyNumber: -1 });
  const brands = useApiQuery(calls.listBrandsForGoodsEdit, {});
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md">
        {t('goods.sectionCategory')}
      </Heading>
      <HStack gap="2" role="radiogroup" aria-label={t('goods.source')}>
        {(['china', 'industry'] as const).map((source) => (
          <Button
            key={source}
            size="sm"
            role="radio"
            aria-checked={draft.source === source}
            variant={draft.source === source ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => {
              set('source', source);
              set('categoryPath', []);
            }}
          >
            {t(`goods.sources.${source}`)}
          </Button>
        ))}
      </HStack>
      <QueryView state={tree} compact>
        {(data) => <CategoryPicker tree={data.list} path={draft.categoryPath} onChange={(p) => set('categoryPath', p)} invalid={Boolean(failed.categoryPath)} />}
      </QueryView>
      <FieldError name="categoryPath" />
      <Select name="brandId" label={t('goods.brand')} value={draft.brandId} onChange={(v) => set('brandId', v)}>
        <option value="">{t('goods.noBrand')}</option>
        {brands.status === 'success'
          ? brands.data.list.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))
          : null}
      </Select>
    </Stack>
  );
}

/** The goods' texts a seller writes per language: a short name, a long description. */
const TEXT_FIELDS = ['name', 'description'] as const;

/** The name and description in every language written, and the pictures. */
export function DescriptionSection({ state: { draft, failed, set, machine, translated }, onUploading }: { state: GoodsFormState; onUploading: (busy: boolean) => void }) {
  const { t } = useTranslation('personal');
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md">
        {t('goods.sectionDescription')}
      </Heading>
      {TEXT_FIELDS.map((field) => (
        <LocalisedField
          key={field}
          name={field}
          label={t(`goods.${field}`)}
          value={draft[field]}
          onChange={(v) => set(field, v)}
          required={field === 'name'}
          multiline={field === 'description'}
          buyerLanguages
          machine={machine?.[field]}
          translated={translated}
        />
      ))}
      <Field.Root required invalid={Boolean(failed.images)}>
        <Field.Label>{t('goods.images')}</Field.Label>
        <Uploader value={draft.images} onChange={(urls) => set('images', urls)} max={10} testId="goods-images" onBusyChange={onUploading} />
        <FieldError name="images" />
      </Field.Root>
    </Stack>
  );
}

/** The price, unit, minimum order, stock and the trade terms offered. */
export function TradeSection({ state: { form, draft, failed, set } }: { state: GoodsFormState }) {
  const { t } = useTranslation('personal');
  const numberInput = useNumberInput(form);
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md">
        {t('goods.sectionTrade')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <FormField name="price" label={t('goods.price')} required>
          <Input {...numberInput('price', 2)} />
        </FormField>
        <Select name="currency" label={t('goods.currency')} value={draft.currency} onChange={(v) => set('currency', v as Currency)}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <Select name="unit" label={t('goods.unit')} value={draft.unit} onChange={(v) => set('unit', v as Unit)}>
          {QUANTITY_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`units.${u}_other`)}
            </option>
          ))}
        </Select>
        <FormField name="minOrder" label={t('goods.minOrder')}>
          <Input {...numberInput('minOrder', 0)} inputMode="numeric" />
        </FormField>
        <FormField name="stock" label={t('goods.stock')}>
          <Input {...numberInput('stock', 0)} inputMode="numeric" />
        </FormField>
      </SimpleGrid>
      <Field.Root required invalid={Boolean(failed.tradeTerms)}>
        <Field.Label>{t('goods.tradeTerms')}</Field.Label>
        <HStack gap="4" flexWrap="wrap">
          {TRADE_TERMS.map((term) => (
            // The whole label is the tap target: 44 px high, the box alone would be 22.
            <chakra.label key={term} display="flex" alignItems="center" gap="2" minH="44px" pr="2" cursor="pointer">
              <chakra.input
                type="checkbox"
                name={`term-${term}`}
                checked={draft.tradeTerms.includes(term)}
                onChange={(e) => set('tradeTerms', e.target.checked ? [...draft.tradeTerms, term] : draft.tradeTerms.filter((x) => x !== term))}
              />
              {term}
            </chakra.label>
          ))}
        </HStack>
        <FieldError name="tradeTerms" />
      </Field.Root>
    </Stack>
  );
}

/** The goods' attributes, each chosen from the list with a value (suggested where the attribute has some). */
export function AttributesSection({ state: { draft, failed, set } }: { state: GoodsFormState }) {
  const { t } = useTranslation('personal');
  const attributes = useApiQuery(calls.listAttributes, { currentPage: 1, everyNumber: -1 });
  const attributeList = attributes.status === 'success' ? attributes.data.list : [];
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md">
        {t('goods.attributes')}
      </Heading>
      {draft.attributes.map((row, index) => {
        const attribute = attributeList.find((a) => String(a.id) === row.attributeId);
        const update = (patch: Partial<typeof row>) =>
          set(
            'attributes',
            draft.attributes.map((a, i) => (i === index ? { ...a, ...patch } : a)),
          );
        return (
          <HStack key={index} gap="3" align="flex-end" flexWrap="wrap">
            <Box flex="1" minW="180px">
              <Select name={`attribute-${index}`} label={t('goods.attribute')} value={row.attributeId} onChange={(v) => update({ attributeId: v, value: '' })}>
                <option value="">{t('common.choose')}</option>
                {attributeList.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                    {a.unit ? ` (${a.unit})` : ''}
                  </option>
                ))}
              </Select>
            </Box>
            <Field.Root flex="1" minW="180px" invalid={Boolean(failed.attributes?.[index])}>
              <Field.Label>{t('goods.attributeValue')}</Field.Label>
              <Input
                name={`attribute-value-${index}`}
                list={attribute ? `values-${attribute.id}` : undefined}
                value={row.value}
                onChange={(e) => update({ value: e.target.value })}
              />
              {attribute ? (
                <datalist id={`values-${attribute.id}`}>
                  {attribute.values.map((v) => (
                    <option key={v} value={v} />
                  ))}
                </datalist>
              ) : null}
              <FieldError name={`attributes.${index}.attributeId`} />
              <FieldError name={`attributes.${index}.value`} />
            </Field.Root>
            <Button
              variant="ghost"
              colorPalette="red"
              onClick={() =>
                set(
                  'attributes',
                  draft.attributes.filter((_, i) => i !== index),
                )
              }
            >
              {t('common.remove')}
            </Button>
          </HStack>
        );
      })}
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        disabled={draft.attributes.length >= 30}
        onClick={() => set('attributes', [...draft.attributes, { attributeId: '', value: '' }])}
      >
        {t('goods.addAttribute')}
      </Button>
    </Stack>
  );
}
