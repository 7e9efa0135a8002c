import {
  Box,
  Button,
  calls,
  CATEGORY_ROOTS,
  chakra,
  CURRENCIES,
  Field,
  formatHsCode,
  Heading,
  HStack,
  Input,
  languageAtom,
  perUnit,
  QUANTITY_UNITS,
  QueryView,
  readNumber,
  shippingPortsFor,
  SimpleGrid,
  Stack,
  Text,
  TRADE_TERMS,
  useApiQuery,
  userAtom,
  writeNumber,
  type Currency,
  type SellerGoods,
  type TranslationPlan,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
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
const NUMBER_FIELDS = ['price', 'minOrder', 'stock', 'cartonUnits', 'cartonWeightKg', 'cartonVolumeM3'] as const;

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

/** The codes a category's goods on sale use, each a button that fills the HS code field. */
function HsCodeSuggestions({ categoryId, onPick }: { categoryId: number | undefined; onPick: (code: string) => void }) {
  const { t } = useTranslation('personal');
  const codes = useApiQuery(calls.goodsHsCodes, { categoryId: categoryId ?? 0 }, { enabled: categoryId !== undefined });
  if (categoryId === undefined)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="hs-suggestions">
        {t('goods.hsChooseCategory')}
      </Text>
    );
  return (
    <Box data-testid="hs-suggestions">
      <QueryView
        state={codes}
        compact
        isEmpty={(data) => data.list.length === 0}
        empty={
          <Text fontSize="sm" color="fg.muted">
            {t('goods.hsNoSuggestions')}
          </Text>
        }
      >
        {(data) => (
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted" id="hs-suggestions-label">
              {t('goods.hsSuggestions')}
            </Text>
            <HStack gap="2" flexWrap="wrap" role="group" aria-labelledby="hs-suggestions-label">
              {data.list.map((code) => (
                // 44 px high: a tap target on a phone.
                <Button
                  key={code.hsCode}
                  size="sm"
                  variant="outline"
                  minH="44px"
                  onClick={() => onPick(formatHsCode(code.hsCode))}
                  aria-label={t('goods.useHsCode', { code: formatHsCode(code.hsCode), category: code.categoryTitle })}
                >
                  <chakra.span fontWeight="semibold">{formatHsCode(code.hsCode)}</chakra.span>
                  <chakra.span color="fg.muted">{code.categoryTitle}</chakra.span>
                </Button>
              ))}
            </HStack>
          </Stack>
        )}
      </QueryView>
    </Box>
  );
}

/**
 * What buyers' landed-cost estimates are worked out from: the HS code (suggested from the goods
 * of the chosen category), the carton the goods travel in, with one unit's share of its weight
 * and volume worked out as the seller types, and the port they leave from.
 */
export function ShippingSection({ state: { form, draft, failed, set } }: { state: GoodsFormState }) {
  const { t } = useTranslation('personal');
  const language = useAtomValue(languageAtom);
  const user = useAtomValue(userAtom);
  const numberInput = useNumberInput(form);
  const categoryId = draft.categoryPath[draft.categoryPath.length - 1];
  const read = (value: string) => readNumber(value, language) ?? Number.NaN;
  const share = perUnit({ cartonUnits: read(draft.cartonUnits), cartonWeightKg: read(draft.cartonWeightKg), cartonVolumeM3: read(draft.cartonVolumeM3) });
  const unitWord = t(`units.${draft.unit}`, { count: 1 });
  const ports = shippingPortsFor(user?.countryCode);
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5" data-testid="goods-shipping">
      <Heading as="h2" size="md">
        {t('goods.sectionShipping')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('goods.shippingIntro')}
      </Text>
      <Stack gap="2">
        <FormField name="hsCode" label={t('goods.hsCode')} helper={t('goods.hsCodeHint')} required>
          <Input {...form.register('hsCode')} inputMode="decimal" autoComplete="off" maxLength={12} />
        </FormField>
        <HsCodeSuggestions categoryId={categoryId} onPick={(code) => set('hsCode', code)} />
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <FormField name="cartonUnits" label={t('goods.cartonUnits')} helper={t('goods.cartonUnitsHint', { unit: t(`units.${draft.unit}`, { count: 2 }) })} required>
          <Input {...numberInput('cartonUnits', 0)} inputMode="numeric" />
        </FormField>
        <FormField name="cartonWeightKg" label={t('goods.cartonWeight')} required>
          <Input {...numberInput('cartonWeightKg', 3)} />
        </FormField>
        <FormField name="cartonVolumeM3" label={t('goods.cartonVolume')} helper={t('goods.cartonVolumeHint')} required>
          <Input {...numberInput('cartonVolumeM3', 4)} />
        </FormField>
      </SimpleGrid>
      <Text fontSize="sm" aria-live="polite" data-testid="shipping-per-unit" color={share ? undefined : 'fg.muted'}>
        {share ? t('goods.perUnit', { unit: unitWord, kg: writeNumber(share.kg, language, 3), m3: writeNumber(share.m3, language, 6) }) : t('goods.perUnitPending')}
      </Text>
      <Box>
        <Select name="shipFrom" label={t('goods.shipFrom')} value={draft.shipFrom} onChange={(v) => set('shipFrom', v)} required invalid={Boolean(failed.shipFrom)}>
          <option value="">{t('common.choose')}</option>
          {ports.map((port) => (
            <option key={port.code} value={port.code}>
              {language === 'chinese_simplified' && port.nameZh ? port.nameZh : port.name} ({port.code})
            </option>
          ))}
          {/* Goods saved with a port no longer listed keep it until the seller picks another. */}
          {draft.shipFrom && !ports.some((port) => port.code === draft.shipFrom) ? <option value={draft.shipFrom}>{draft.shipFrom}</option> : null}
        </Select>
        <FieldError name="shipFrom" />
      </Box>
    </Stack>
  );
}
