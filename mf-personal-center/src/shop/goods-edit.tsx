import {
  Box,
  Button,
  calls,
  CATEGORY_ROOTS,
  chakra,
  CURRENCIES,
  EmptyState,
  Field,
  Heading,
  href,
  HStack,
  Input,
  Link,
  NativeSelect,
  QUANTITY_UNITS,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  TRADE_TERMS,
  useApiMutation,
  useApiQuery,
  useNavigate,
  type CallRequest,
  type CategoryNode,
  type Currency,
  type GoodsSource,
  type SellerGoods,
  type TradeTerm,
} from '@puente/shared';
import { ContractForm, FieldError, FormField, useContractForm } from '@puente/shared/forms';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_LOCALISED, filledLanguages, LocalisedField, type LocalisedValue } from '../lib/localised-field';
import { useIdParam } from '../lib/query';
import { Uploader } from '../lib/uploader';

type Unit = (typeof QUANTITY_UNITS)[number];

function Select({ label, value, onChange, children, name, required, invalid }: { label: string; value: string; onChange: (v: string) => void; children: React.ReactNode; name: string; required?: boolean; invalid?: boolean }) {
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The chosen path down the category tree: one select per level. */
function CategoryPicker({ tree, path, onChange, invalid }: { tree: CategoryNode[]; path: number[]; onChange: (path: number[]) => void; invalid: boolean }) {
  const { t } = useTranslation('personal');
  const levels: CategoryNode[][] = [tree];
  for (const id of path) {
    const node = levels[levels.length - 1]!.find((n) => n.id === id);
    if (!node || !node.childrenTypeList.length) break;
    levels.push(node.childrenTypeList);
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      {levels.map((options, level) => (
        <Select key={level} name={`category-${level}`} label={t('goods.categoryLevel', { level: level + 1 })} value={String(path[level] ?? '')} onChange={(v) => onChange([...path.slice(0, level), ...(v ? [Number(v)] : [])])} required={level === 0} invalid={invalid && level === 0}>
          <option value="">{t('common.choose')}</option>
          {options.map((node) => (
            <option key={node.id} value={node.id}>
              {node.title}
            </option>
          ))}
        </Select>
      ))}
    </SimpleGrid>
  );
}

interface Draft {
  source: GoodsSource;
  categoryPath: number[];
  brandId: string;
  name: LocalisedValue;
  description: LocalisedValue;
  images: string[];
  price: string;
  currency: Currency;
  unit: Unit;
  minOrder: string;
  stock: string;
  tradeTerms: TradeTerm[];
  attributes: Array<{ attributeId: string; value: string }>;
}

function draftOf(goods: SellerGoods | null): Draft {
  if (!goods) {
    return { source: 'china', categoryPath: [], brandId: '', name: { ...EMPTY_LOCALISED }, description: { ...EMPTY_LOCALISED }, images: [], price: '', currency: 'USD', unit: 'pieces', minOrder: '1', stock: '0', tradeTerms: ['FOB'], attributes: [] };
  }
  return {
    source: goods.source,
    categoryPath: goods.categoryPath.map((c) => c.id).filter((id) => id !== CATEGORY_ROOTS.china && id !== CATEGORY_ROOTS.industry),
    brandId: goods.brand ? String(goods.brand.id) : '',
    name: goods.names,
    description: goods.descriptions,
    images: goods.images,
    price: String(goods.price.amount),
    currency: goods.price.currency,
    unit: goods.unit,
    minOrder: String(goods.minOrder),
    stock: String(goods.stock),
    tradeTerms: goods.tradeTerms,
    attributes: goods.attributeValues.map((a) => ({ attributeId: String(a.attributeId), value: a.value })),
  };
}

/** The goods form's fields as the body of saveGoods (numbers stay as typed: the schema reads them). */
function requestOf(draft: Draft, goods: SellerGoods | null) {
  return {
    ...(goods ? { id: goods.id } : {}),
    categoryId: draft.categoryPath[draft.categoryPath.length - 1],
    brandId: draft.brandId ? Number(draft.brandId) : null,
    name: filledLanguages(draft.name),
    ...(Object.values(draft.description).some((v) => v.trim()) ? { description: filledLanguages(draft.description) } : {}),
    images: draft.images,
    price: draft.price,
    currency: draft.currency,
    unit: draft.unit,
    minOrder: draft.minOrder,
    stock: draft.stock,
    tradeTerms: draft.tradeTerms,
    attributes: draft.attributes.filter((a) => a.attributeId || a.value.trim()).map((a) => ({ attributeId: a.attributeId ? Number(a.attributeId) : undefined, value: a.value.trim() })),
  };
}

/** Where a refused body field shows its message in the form. */
function goodsFieldOf(path: string): string {
  if (path === 'categoryId') return 'categoryPath';
  if (path === 'name' || path === 'description') return `${path}.root`;
  return path;
}

function GoodsForm({ goods }: { goods: SellerGoods | null }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const toRequest = useCallback((draft: Draft) => requestOf(draft, goods), [goods]);
  const form = useContractForm(calls.saveGoods, { defaultValues: draftOf(goods), toRequest, fieldOf: goodsFieldOf });
  const draft = form.watch() as Draft;
  const failed = form.formState.errors;
  const saveGoods = useApiMutation(calls.saveGoods, { success: t('goods.saved') });
  const tree = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS[draft.source], everyNumber: -1 });
  const brands = useApiQuery(calls.listBrandsForGoodsEdit, {});
  const attributes = useApiQuery(calls.listAttributes, { currentPage: 1, everyNumber: -1 });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    form.setValue(key as never, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  async function save(body: CallRequest<typeof calls.saveGoods>) {
    if (uploading) return;
    const saved = await saveGoods.run(body);
    if (saved) navigate(href('personalProduct'));
  }

  const attributeList = attributes.status === 'success' ? attributes.data.list : [];
  return (
    <ContractForm form={form} onValid={save} testId="goods-form">
    <Stack gap="6">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          {t('goods.sectionCategory')}
        </Heading>
        <HStack gap="2" role="radiogroup" aria-label={t('goods.source')}>
          {(['china', 'industry'] as const).map((source) => (
            <Button key={source} size="sm" role="radio" aria-checked={draft.source === source} variant={draft.source === source ? 'solid' : 'outline'} colorPalette="brand" onClick={() => { set('source', source); set('categoryPath', []); }}>
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
          {brands.status === 'success' ? brands.data.list.map((b) => <option key={b.id} value={b.id}>{b.name}</option>) : null}
        </Select>
      </Stack>

      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          {t('goods.sectionDescription')}
        </Heading>
        <LocalisedField name="name" label={t('goods.name')} value={draft.name} onChange={(v) => set('name', v)} required />
        <LocalisedField name="description" label={t('goods.description')} value={draft.description} onChange={(v) => set('description', v)} multiline />
        <Field.Root required invalid={Boolean(failed.images)}>
          <Field.Label>{t('goods.images')}</Field.Label>
          <Uploader value={draft.images} onChange={(urls) => set('images', urls)} max={10} testId="goods-images" onBusyChange={setUploading} />
          <FieldError name="images" />
        </Field.Root>
      </Stack>

      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          {t('goods.sectionTrade')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <FormField name="price" label={t('goods.price')} required>
            <Input type="text" inputMode="decimal" {...form.register('price')} />
          </FormField>
          <Select name="currency" label={t('goods.currency')} value={draft.currency} onChange={(v) => set('currency', v as Currency)}>
            {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </Select>
          <Select name="unit" label={t('goods.unit')} value={draft.unit} onChange={(v) => set('unit', v as Unit)}>
            {QUANTITY_UNITS.map((u) => <option key={u} value={u}>{t(`units.${u}_other`)}</option>)}
          </Select>
          <FormField name="minOrder" label={t('goods.minOrder')}>
            <Input type="text" inputMode="numeric" {...form.register('minOrder')} />
          </FormField>
          <FormField name="stock" label={t('goods.stock')}>
            <Input type="text" inputMode="numeric" {...form.register('stock')} />
          </FormField>
        </SimpleGrid>
        <Field.Root required invalid={Boolean(failed.tradeTerms)}>
          <Field.Label>{t('goods.tradeTerms')}</Field.Label>
          <HStack gap="4" flexWrap="wrap">
            {TRADE_TERMS.map((term) => (
              <chakra.label key={term} display="flex" alignItems="center" gap="2">
                <chakra.input type="checkbox" name={`term-${term}`} checked={draft.tradeTerms.includes(term)} onChange={(e) => set('tradeTerms', e.target.checked ? [...draft.tradeTerms, term] : draft.tradeTerms.filter((x) => x !== term))} />
                {term}
              </chakra.label>
            ))}
          </HStack>
          <FieldError name="tradeTerms" />
        </Field.Root>
      </Stack>

      <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          {t('goods.attributes')}
        </Heading>
        {draft.attributes.map((row, index) => {
          const attribute = attributeList.find((a) => String(a.id) === row.attributeId);
          const update = (patch: Partial<typeof row>) => set('attributes', draft.attributes.map((a, i) => (i === index ? { ...a, ...patch } : a)));
          return (
            <HStack key={index} gap="3" align="flex-end" flexWrap="wrap">
              <Box flex="1" minW="180px">
                <Select name={`attribute-${index}`} label={t('goods.attribute')} value={row.attributeId} onChange={(v) => update({ attributeId: v, value: '' })}>
                  <option value="">{t('common.choose')}</option>
                  {attributeList.map((a) => <option key={a.id} value={a.id}>{a.name}{a.unit ? ` (${a.unit})` : ''}</option>)}
                </Select>
              </Box>
              <Field.Root flex="1" minW="180px" invalid={Boolean(failed.attributes?.[index])}>
                <Field.Label>{t('goods.attributeValue')}</Field.Label>
                <Input name={`attribute-value-${index}`} list={attribute ? `values-${attribute.id}` : undefined} value={row.value} onChange={(e) => update({ value: e.target.value })} />
                {attribute ? (
                  <datalist id={`values-${attribute.id}`}>
                    {attribute.values.map((v) => <option key={v} value={v} />)}
                  </datalist>
                ) : null}
                <FieldError name={`attributes.${index}.attributeId`} />
                <FieldError name={`attributes.${index}.value`} />
              </Field.Root>
              <Button variant="ghost" colorPalette="red" onClick={() => set('attributes', draft.attributes.filter((_, i) => i !== index))}>
                {t('common.remove')}
              </Button>
            </HStack>
          );
        })}
        <Button size="sm" variant="outline" alignSelf="flex-start" disabled={draft.attributes.length >= 30} onClick={() => set('attributes', [...draft.attributes, { attributeId: '', value: '' }])}>
          {t('goods.addAttribute')}
        </Button>
      </Stack>

      <HStack justify="flex-end" gap="3">
        {Object.keys(failed).length ? <Text color="fg.error" role="alert">{t('goods.fixProblems')}</Text> : null}
        <Button variant="ghost" asChild>
          <Link to={href('personalProduct')}>{t('common.cancel')}</Link>
        </Button>
        <Button type="submit" colorPalette="brand" loading={saveGoods.busy} disabled={uploading} data-testid="goods-submit">
          {t(goods ? 'goods.saveChanges' : 'goods.submitForReview')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('goods.reviewNote')}
      </Text>
    </Stack>
    </ContractForm>
  );
}

/** /personalProductEdit (?id= to edit): asks isItAllowedPublish first, then the form. */
export function GoodsEdit() {
  const { t } = useTranslation('personal');
  const id = useIdParam();
  const allowed = useApiQuery(calls.isItAllowedPublish, {});
  const existing = useApiQuery(calls.myGoodsDetails, { id: id ?? 0 }, { enabled: id !== null && allowed.data?.data.allowed === true });

  // A reload of either call keeps the form (and what the seller typed) on screen.
  return (
    <Stack gap="5" data-testid="goods-edit">
      <Heading as="h1" size="xl">
        {t(id ? 'goods.editTitle' : 'goods.publishTitle')}
      </Heading>
      <QueryView
        state={allowed}
        isEmpty={({ data }) => !data.allowed}
        empty={
          <EmptyState title={t('goods.notAllowed')}>
            <Text color="fg.muted" data-testid="publish-refused">
              {allowed.data?.data.reason}
            </Text>
            <Link to={href('personalBusiness')}>
              <Text color="brand.fg">{t('goods.completeBusiness')}</Text>
            </Link>
          </EmptyState>
        }
      >
        {() => (id === null ? <GoodsForm key="new" goods={null} /> : <QueryView state={existing}>{({ data }) => <GoodsForm key={id} goods={data} />}</QueryView>)}
      </QueryView>
    </Stack>
  );
}
