import {
  api,
  Box,
  Button,
  calls,
  CATEGORY_ROOTS,
  chakra,
  CURRENCIES,
  EmptyState,
  ErrorState,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  LoadingState,
  NativeSelect,
  QUANTITY_UNITS,
  SimpleGrid,
  Stack,
  Text,
  TRADE_TERMS,
  useApiQuery,
  useNavigate,
  type CategoryNode,
  type Currency,
  type GoodsSource,
  type SellerGoods,
  type TradeTerm,
} from '@puente/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_LOCALISED, filledLanguages, LocalisedField, type LocalisedValue } from '../lib/localised-field';
import { useIdParam } from '../lib/query';
import { Uploader } from '../lib/uploader';
import { useSubmit } from '../lib/use-submit';

type Unit = (typeof QUANTITY_UNITS)[number];

function Select({ label, value, onChange, children, name, required, invalid }: { label: string; value: string; onChange: (v: string) => void; children: React.ReactNode; name: string; required?: boolean; invalid?: boolean }) {
  const { t } = useTranslation('personal');
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {invalid ? <Field.ErrorText>{t('common.required')}</Field.ErrorText> : null}
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

function GoodsForm({ goods }: { goods: SellerGoods | null }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(goods));
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const { busy, run } = useSubmit();
  const tree = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS[draft.source], everyNumber: -1 });
  const brands = useApiQuery(calls.listBrandsForGoodsEdit, {});
  const attributes = useApiQuery(calls.listAttributes, { currentPage: 1, everyNumber: -1 });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const problems = useMemo(() => {
    const list: string[] = [];
    if (!draft.categoryPath.length) list.push('category');
    if (!Object.values(draft.name).some((v) => v.trim())) list.push('name');
    if (!draft.images.length) list.push('images');
    if (!(Number(draft.price) > 0)) list.push('price');
    if (!draft.tradeTerms.length) list.push('tradeTerms');
    return list;
  }, [draft]);

  async function save() {
    setTried(true);
    if (problems.length || uploading) return;
    const saved = await run(
      () =>
        api.call(calls.saveGoods, {
          ...(goods ? { id: goods.id } : {}),
          categoryId: draft.categoryPath[draft.categoryPath.length - 1]!,
          brandId: draft.brandId ? Number(draft.brandId) : null,
          name: filledLanguages(draft.name),
          ...(Object.values(draft.description).some((v) => v.trim()) ? { description: filledLanguages(draft.description) } : {}),
          images: draft.images,
          price: Number(draft.price),
          currency: draft.currency,
          unit: draft.unit,
          minOrder: Number(draft.minOrder) || 1,
          stock: Number(draft.stock) || 0,
          tradeTerms: draft.tradeTerms,
          attributes: draft.attributes.filter((a) => a.attributeId && a.value.trim()).map((a) => ({ attributeId: Number(a.attributeId), value: a.value.trim() })),
        }),
      t('goods.saved'),
    );
    if (saved) navigate('/personalProduct');
  }

  const attributeList = attributes.status === 'success' ? attributes.data.list : [];
  return (
    <Stack gap="6" as="form" onSubmit={(e) => { e.preventDefault(); void save(); }} data-testid="goods-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          {t('goods.sectionCategory')}
        </Heading>
        <HStack gap="2" role="radiogroup" aria-label={t('goods.source')}>
          {(['china', 'industry'] as const).map((source) => (
            <Button key={source} size="sm" role="radio" aria-checked={draft.source === source} variant={draft.source === source ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setDraft((d) => ({ ...d, source, categoryPath: [] }))}>
              {t(`goods.sources.${source}`)}
            </Button>
          ))}
        </HStack>
        {tree.status === 'loading' ? <LoadingState /> : null}
        {tree.status === 'error' ? <ErrorState onRetry={tree.reload} /> : null}
        {tree.status === 'success' ? <CategoryPicker tree={tree.data.list} path={draft.categoryPath} onChange={(p) => set('categoryPath', p)} invalid={tried && problems.includes('category')} /> : null}
        <Select name="brandId" label={t('goods.brand')} value={draft.brandId} onChange={(v) => set('brandId', v)}>
          <option value="">{t('goods.noBrand')}</option>
          {brands.status === 'success' ? brands.data.list.map((b) => <option key={b.id} value={b.id}>{b.name}</option>) : null}
        </Select>
      </Stack>

      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          {t('goods.sectionDescription')}
        </Heading>
        <LocalisedField name="name" label={t('goods.name')} value={draft.name} onChange={(v) => set('name', v)} required invalid={tried && problems.includes('name')} />
        <LocalisedField name="description" label={t('goods.description')} value={draft.description} onChange={(v) => set('description', v)} multiline />
        <Field.Root required invalid={tried && problems.includes('images')}>
          <Field.Label>{t('goods.images')}</Field.Label>
          <Uploader value={draft.images} onChange={(urls) => set('images', urls)} max={10} testId="goods-images" onBusyChange={setUploading} />
          {tried && problems.includes('images') ? <Field.ErrorText>{t('goods.imagesRequired')}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>

      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          {t('goods.sectionTrade')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field.Root required invalid={tried && problems.includes('price')}>
            <Field.Label>{t('goods.price')}</Field.Label>
            <Input name="price" type="number" step="0.01" min="0" value={draft.price} onChange={(e) => set('price', e.target.value)} />
            {tried && problems.includes('price') ? <Field.ErrorText>{t('goods.priceInvalid')}</Field.ErrorText> : null}
          </Field.Root>
          <Select name="currency" label={t('goods.currency')} value={draft.currency} onChange={(v) => set('currency', v as Currency)}>
            {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </Select>
          <Select name="unit" label={t('goods.unit')} value={draft.unit} onChange={(v) => set('unit', v as Unit)}>
            {QUANTITY_UNITS.map((u) => <option key={u} value={u}>{t(`units.${u}`)}</option>)}
          </Select>
          <Field.Root>
            <Field.Label>{t('goods.minOrder')}</Field.Label>
            <Input name="minOrder" type="number" min="1" value={draft.minOrder} onChange={(e) => set('minOrder', e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('goods.stock')}</Field.Label>
            <Input name="stock" type="number" min="0" value={draft.stock} onChange={(e) => set('stock', e.target.value)} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root required invalid={tried && problems.includes('tradeTerms')}>
          <Field.Label>{t('goods.tradeTerms')}</Field.Label>
          <HStack gap="4" flexWrap="wrap">
            {TRADE_TERMS.map((term) => (
              <chakra.label key={term} display="flex" alignItems="center" gap="2">
                <chakra.input type="checkbox" name={`term-${term}`} checked={draft.tradeTerms.includes(term)} onChange={(e) => set('tradeTerms', e.target.checked ? [...draft.tradeTerms, term] : draft.tradeTerms.filter((x) => x !== term))} />
                {term}
              </chakra.label>
            ))}
          </HStack>
          {tried && problems.includes('tradeTerms') ? <Field.ErrorText>{t('goods.tradeTermsRequired')}</Field.ErrorText> : null}
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
              <Field.Root flex="1" minW="180px">
                <Field.Label>{t('goods.attributeValue')}</Field.Label>
                <Input name={`attribute-value-${index}`} list={attribute ? `values-${attribute.id}` : undefined} value={row.value} onChange={(e) => update({ value: e.target.value })} />
                {attribute ? (
                  <datalist id={`values-${attribute.id}`}>
                    {attribute.values.map((v) => <option key={v} value={v} />)}
                  </datalist>
                ) : null}
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
        {tried && problems.length ? <Text color="red.fg">{t('goods.fixProblems')}</Text> : null}
        <Button variant="ghost" asChild>
          <Link to="/personalProduct">{t('common.cancel')}</Link>
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={uploading} data-testid="goods-submit">
          {t(goods ? 'goods.saveChanges' : 'goods.submitForReview')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('goods.reviewNote')}
      </Text>
    </Stack>
  );
}

/** /personalProductEdit (?id= to edit): asks isItAllowedPublish first, then the form. */
export function GoodsEdit() {
  const { t } = useTranslation('personal');
  const id = useIdParam();
  const allowed = useApiQuery(calls.isItAllowedPublish, {});
  const existing = useApiQuery(calls.myGoodsDetails, { id: id ?? 0 }, { enabled: id !== null && allowed.data?.data.allowed === true });

  // A reload of either call keeps the form (and what the seller typed) on screen.
  let body: React.ReactNode;
  if (allowed.status === 'error') body = <ErrorState onRetry={allowed.reload} />;
  else if (!allowed.data) body = <LoadingState />;
  else if (!allowed.data.data.allowed)
    body = (
      <EmptyState title={t('goods.notAllowed')}>
        <Text color="fg.muted" data-testid="publish-refused">
          {allowed.data.data.reason}
        </Text>
        <Link to="/personalBusiness">
          <Text color="brand.fg">{t('goods.completeBusiness')}</Text>
        </Link>
      </EmptyState>
    );
  else if (id !== null && existing.status === 'error') body = <ErrorState onRetry={existing.reload} />;
  else if (id !== null && !existing.data) body = <LoadingState />;
  else body = <GoodsForm key={id ?? 'new'} goods={id !== null && existing.data ? existing.data.data : null} />;

  return (
    <Stack gap="5" data-testid="goods-edit">
      <Heading as="h1" size="xl">
        {t(id ? 'goods.editTitle' : 'goods.publishTitle')}
      </Heading>
      {body}
    </Stack>
  );
}
