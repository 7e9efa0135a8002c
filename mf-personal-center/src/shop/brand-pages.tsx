import {
  AUDIT_STATUS,
  Badge,
  Box,
  Button,
  calls,
  chakra,
  EmptyState,
  Heading,
  href,
  HStack,
  Input,
  Link,
  NativeSelect,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  today,
  useApiMutation,
  useApiQuery,
  useFormatters,
  useNavigate,
  type CallRequest,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm, useSetField } from '@puente/shared/forms';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_LOCALISED, filledLanguages, LocalisedField, type LocalisedValue } from '../lib/localised-field';
import { useIdParam } from '../lib/query';
import { Uploader } from '../lib/uploader';
import { AuditBadge } from './audit';

/** /personalBrand: the seller's brands in every review state. */
export function BrandList() {
  const { t } = useTranslation('personal');
  const brands = useApiQuery(calls.listBrands, { mine: 1, currentPage: 1, everyNumber: -1 });
  // Both make the brand lists and details stale (the contract's INVALIDATES): the list asks again.
  const putaway = useApiMutation(calls.updateBrandPutaway, { success: (_, body) => t(body.putaway ? 'goods.putOn' : 'goods.putOff') });
  const removeBrand = useApiMutation(calls.deleteBrand, { success: t('brand.deleted') });
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);

  async function shelf(id: number, onShelf: boolean) {
    await putaway.run({ id, putaway: onShelf });
  }
  async function remove(id: number) {
    if (await removeBrand.run({ id })) setConfirmDelete(null);
  }

  return (
    <Stack gap="5" data-testid="brand-list">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('brand.title')}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to={href('personalBrandEdit')}>{t('brand.add')}</Link>
        </Button>
      </HStack>
      <QueryView state={brands} isEmpty={(data) => data.list.length === 0} empty={t('brand.empty')}>
        {(data) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {data.list.map((b) => (
              <Stack key={b.id} borderWidth="1px" borderRadius="lg" p="4" gap="3" data-testid="brand-card">
                <HStack gap="3">
                  {b.logo ? <chakra.img src={b.logo} alt="" width="56px" height="56px" objectFit="contain" borderRadius="md" borderWidth="1px" /> : null}
                  <Box minW="0">
                    <Link to={href('personalBrandDetails', { id: b.id })}>
                      <Text fontWeight="semibold" color="brand.fg">
                        {b.name}
                      </Text>
                    </Link>
                    <HStack gap="2" mt="1" flexWrap="wrap">
                      <AuditBadge status={b.auditStatus} />
                      <Badge colorPalette={b.putaway ? 'brand' : 'gray'}>{t(b.putaway ? 'goods.onShelf' : 'goods.offShelf')}</Badge>
                    </HStack>
                  </Box>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {t('brand.counts', { goods: b.goodsCount, factories: b.factoryCount })}
                </Text>
                {b.auditStatus === AUDIT_STATUS.rejected && b.auditReason ? (
                  <Text fontSize="sm" color="red.fg">
                    {t('goods.rejectedBecause', { reason: b.auditReason })}
                  </Text>
                ) : null}
                <HStack gap="2" flexWrap="wrap">
                  {b.auditStatus === AUDIT_STATUS.passed ? (
                    <Button size="xs" variant="outline" loading={putaway.busy} onClick={() => void shelf(b.id, !b.putaway)}>
                      {t(b.putaway ? 'goods.takeOff' : 'goods.putAway')}
                    </Button>
                  ) : null}
                  <Button size="xs" variant="outline" asChild>
                    <Link to={href('personalBrandEdit', { id: b.id })}>{t('common.edit')}</Link>
                  </Button>
                  <Button size="xs" variant="outline" asChild>
                    <Link to={href('personalBrandFactory', { brandId: b.id })}>{t('brand.factories')}</Link>
                  </Button>
                  {confirmDelete === b.id ? (
                    <Button size="xs" colorPalette="red" loading={removeBrand.busy} onClick={() => void remove(b.id)}>
                      {t('common.confirmDelete')}
                    </Button>
                  ) : (
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(b.id)}>
                      {t('common.delete')}
                    </Button>
                  )}
                </HStack>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Stack>
  );
}

/** /personalBrandDetails?id=: the brand and its factory inspections. */
export function BrandDetails() {
  const { t } = useTranslation('personal');
  const id = useIdParam();
  const brand = useApiQuery(calls.brandDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <EmptyState title={t('brand.notFound')} />;
  return (
    <QueryView state={brand}>
      {({ data: b }) => (
        <Stack gap="5" data-testid="brand-details">
          <HStack gap="4" flexWrap="wrap">
            {b.logo ? <chakra.img src={b.logo} alt="" width="80px" height="80px" objectFit="contain" borderRadius="md" borderWidth="1px" /> : null}
            <Stack gap="1">
              <Heading as="h1" size="xl">
                {b.name}
              </Heading>
              <HStack gap="2">
                <AuditBadge status={b.auditStatus} />
                <Badge>{t(`goods.sources.${b.type}`)}</Badge>
                <Badge>{b.countryCode}</Badge>
              </HStack>
            </Stack>
            <HStack ms="auto" gap="2">
              <Button variant="outline" asChild>
                <Link to={href('personalBrandEdit', { id: b.id })}>{t('common.edit')}</Link>
              </Button>
              <Button colorPalette="brand" asChild>
                <Link to={href('personalBrandFactoryEdit', { brandId: b.id })}>{t('factory.add')}</Link>
              </Button>
            </HStack>
          </HStack>
          <Text whiteSpace="pre-line">{b.description}</Text>
          <Text color="fg.muted">{t('brand.counts', { goods: b.goodsCount, factories: b.factoryCount })}</Text>
          <Heading as="h2" size="md">
            {t('brand.factories')}
          </Heading>
          <FactoryCards factories={b.factories} />
        </Stack>
      )}
    </QueryView>
  );
}

function FactoryCards({ factories }: { factories: Array<{ id: number; name: string; address: string; inspectedAt: string; inspector: string; images: string[] }> }) {
  const { t } = useTranslation('personal');
  const { date } = useFormatters();
  if (!factories.length) return <EmptyState title={t('factory.empty')} />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {factories.map((f) => (
        <HStack key={f.id} borderWidth="1px" borderRadius="lg" p="3" gap="3" align="flex-start" data-testid="factory-card">
          {f.images[0] ? <chakra.img src={f.images[0]} alt="" width="72px" height="72px" objectFit="cover" borderRadius="md" /> : null}
          <Box>
            <Link to={href('personalBrandFactoryDetails', { id: f.id })}>
              <Text fontWeight="semibold" color="brand.fg">
                {f.name}
              </Text>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {f.address}
            </Text>
            <Text fontSize="sm">{t('factory.inspectedBy', { date: date(f.inspectedAt), inspector: f.inspector })}</Text>
          </Box>
        </HStack>
      ))}
    </SimpleGrid>
  );
}

/** /personalBrandEdit (?id= to edit). */
export function BrandEdit() {
  const { t } = useTranslation('personal');
  const id = useIdParam();
  const brand = useApiQuery(calls.brandDetails, { id: id ?? 0 }, { enabled: id !== null });
  const page = (existing: Parameters<typeof BrandForm>[0]['existing']) => (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t(existing ? 'brand.editTitle' : 'brand.addTitle')}
      </Heading>
      <BrandForm key={existing?.id ?? 'new'} existing={existing} />
    </Stack>
  );
  if (id === null) return page(null);
  return <QueryView state={brand}>{({ data }) => page(data)}</QueryView>;
}

/** Text in several languages is sent with only the languages written, and left out when none is. */
const written = (value: LocalisedValue) => (Object.values(value).some((v) => v.trim()) ? filledLanguages(value) : undefined);

/** Where a refused body field shows its message: a text's languages together under the text's first input. */
function brandFieldOf(path: string): string {
  if (path === 'name' || path === 'description' || path === 'summary') return `${path}.root`;
  if (path === 'reportUrl') return 'report';
  if (path.startsWith('images.')) return 'images';
  return path;
}

type ExistingBrand = { id: number; names: LocalisedValue; descriptions: LocalisedValue; logo: string; type: 'china' | 'industry'; countryCode: string };
interface BrandDraft {
  name: LocalisedValue;
  description: LocalisedValue;
  logo: string[];
  type: 'china' | 'industry';
  countryCode: string;
}

function BrandForm({ existing }: { existing: ExistingBrand | null }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const { busy, run } = useApiMutation(calls.saveBrand, { success: t('brand.saved') });
  const toRequest = useCallback(
    (draft: BrandDraft) => ({ ...(existing ? { id: existing.id } : {}), name: filledLanguages(draft.name), description: written(draft.description), logo: draft.logo[0], type: draft.type, countryCode: draft.countryCode }),
    [existing],
  );
  const [defaultValues] = useState<BrandDraft>(() => ({
    name: existing?.names ?? { ...EMPTY_LOCALISED },
    description: existing?.descriptions ?? { ...EMPTY_LOCALISED },
    logo: existing?.logo ? [existing.logo] : [],
    type: existing?.type ?? 'china',
    countryCode: existing?.countryCode ?? 'CN',
  }));
  const form = useContractForm<BrandDraft, typeof calls.saveBrand>(calls.saveBrand, { defaultValues, toRequest, fieldOf: brandFieldOf });
  const draft = form.watch();
  const set = useSetField(form);
  const [uploading, setUploading] = useState(false);

  async function save(body: CallRequest<typeof calls.saveBrand>) {
    if (uploading) return;
    const saved = await run(body);
    if (saved) navigate(href('personalBrandDetails', { id: saved.data.id }));
  }

  return (
    <ContractForm form={form} onValid={save} testId="brand-form">
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
      <LocalisedField name="name" label={t('brand.name')} value={draft.name} onChange={(v) => set('name', v)} required />
      <LocalisedField name="description" label={t('brand.description')} value={draft.description} onChange={(v) => set('description', v)} multiline />
      <FormField name="logo" label={t('brand.logo')} required>
        <Uploader value={draft.logo} onChange={(urls) => set('logo', urls)} max={1} onBusyChange={setUploading} testId="brand-logo" />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField name="type" label={t('brand.type')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('type')}>
              <option value="china">{t('goods.sources.china')}</option>
              <option value="industry">{t('goods.sources.industry')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField name="countryCode" label={t('common.countryCode')}>
          <Input maxLength={2} textTransform="uppercase" {...form.register('countryCode')} />
        </FormField>
      </SimpleGrid>
      <HStack justify="flex-end" gap="3">
        <Button variant="ghost" asChild>
          <Link to={href('personalBrand')}>{t('common.cancel')}</Link>
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={uploading}>
          {t('common.save')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('goods.reviewNote')}
      </Text>
    </Stack>
    </ContractForm>
  );
}

/** /personalBrandFactory?brandId=: a brand's factory inspections. */
export function FactoryList() {
  const { t } = useTranslation('personal');
  const { date } = useFormatters();
  const brandId = useIdParam('brandId');
  const brands = useApiQuery(calls.listBrands, { mine: 1, currentPage: 1, everyNumber: -1 }, { enabled: brandId === null });
  const list = useApiQuery(calls.listFactoryInspections, { brandId: brandId ?? 0 }, { enabled: brandId !== null });
  // Deleting makes the inspections and the brand's counts stale (the contract's INVALIDATES).
  const removeFactory = useApiMutation(calls.deleteFactoryInspection, { success: t('factory.deleted') });

  if (brandId === null) {
    // Without a brand: choose one of the seller's brands first.
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t('factory.title')}
        </Heading>
        <Text color="fg.muted">{t('factory.chooseBrand')}</Text>
        <QueryView
          state={brands}
          isEmpty={(data) => data.list.length === 0}
          empty={
            <EmptyState title={t('brand.empty')}>
              <Link to={href('personalBrandEdit')}>
                <Text color="brand.fg">{t('brand.add')}</Text>
              </Link>
            </EmptyState>
          }
        >
          {(data) => (
            <Stack gap="2">
              {data.list.map((b) => (
                <Link key={b.id} to={href('personalBrandFactory', { brandId: b.id })}>
                  <Text color="brand.fg">
                    {b.name} ({b.factoryCount})
                  </Text>
                </Link>
              ))}
            </Stack>
          )}
        </QueryView>
      </Stack>
    );
  }

  async function remove(id: number) {
    await removeFactory.run({ id });
  }

  return (
    <Stack gap="5" data-testid="factory-list">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('factory.title')}
        </Heading>
        <HStack gap="2">
          <Button variant="outline" asChild>
            <Link to={href('personalBrandDetails', { id: brandId })}>{t('factory.backToBrand')}</Link>
          </Button>
          <Button colorPalette="brand" asChild>
            <Link to={href('personalBrandFactoryEdit', { brandId })}>{t('factory.add')}</Link>
          </Button>
        </HStack>
      </HStack>
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('factory.empty')}>
        {(data) => (
          <Stack gap="3">
            {data.list.map((f) => (
              <HStack key={f.id} borderWidth="1px" borderRadius="lg" p="4" justify="space-between" flexWrap="wrap" gap="3" data-testid="factory-row">
                <Box>
                  <Link to={href('personalBrandFactoryDetails', { id: f.id })}>
                    <Text fontWeight="semibold" color="brand.fg">
                      {f.name}
                    </Text>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {f.address}
                  </Text>
                  <Text fontSize="sm">{t('factory.inspectedBy', { date: date(f.inspectedAt), inspector: f.inspector })}</Text>
                </Box>
                <HStack gap="2">
                  <Button size="sm" variant="outline" asChild>
                    <Link to={href('personalBrandFactoryEdit', { brandId, id: f.id })}>{t('common.edit')}</Link>
                  </Button>
                  <Button size="sm" variant="ghost" colorPalette="red" loading={removeFactory.busy} onClick={() => void remove(f.id)}>
                    {t('common.delete')}
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

/** /personalBrandFactoryDetails?id=. */
export function FactoryDetails() {
  const { t } = useTranslation('personal');
  const { date } = useFormatters();
  const id = useIdParam();
  const factory = useApiQuery(calls.factoryInspectionDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <EmptyState title={t('factory.notFound')} />;
  return (
    <QueryView state={factory}>
      {({ data: f }) => (
        <Stack gap="4" data-testid="factory-details">
          <HStack justify="space-between" flexWrap="wrap">
            <Heading as="h1" size="xl">
              {f.name}
            </Heading>
            <HStack gap="2">
              <Button variant="outline" asChild>
                <Link to={href('personalBrandFactory', { brandId: f.brandId })}>{t('factory.title')}</Link>
              </Button>
              <Button colorPalette="brand" asChild>
                <Link to={href('personalBrandFactoryEdit', { brandId: f.brandId, id: f.id })}>{t('common.edit')}</Link>
              </Button>
            </HStack>
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Box>
              <Text fontSize="sm" color="fg.muted">{t('factory.address')}</Text>
              <Text>{f.address}</Text>
            </Box>
            <Box>
              <Text fontSize="sm" color="fg.muted">{t('factory.inspectedAt')}</Text>
              <Text>{date(f.inspectedAt)}</Text>
            </Box>
            <Box>
              <Text fontSize="sm" color="fg.muted">{t('factory.inspector')}</Text>
              <Text>{f.inspector}</Text>
            </Box>
          </SimpleGrid>
          <Text whiteSpace="pre-line">{f.summary}</Text>
          {f.reportUrl ? (
            <chakra.a href={f.reportUrl} target="_blank" rel="noreferrer" color="brand.fg" textDecoration="underline">
              {t('factory.report')}
            </chakra.a>
          ) : null}
          <HStack gap="3" flexWrap="wrap">
            {f.images.map((src) => (
              <chakra.img key={src} src={src} alt="" width="160px" height="120px" objectFit="cover" borderRadius="md" />
            ))}
          </HStack>
        </Stack>
      )}
    </QueryView>
  );
}

/** /personalBrandFactoryEdit?brandId=(&id= to edit). */
export function FactoryEdit() {
  const { t } = useTranslation('personal');
  const brandId = useIdParam('brandId');
  const id = useIdParam();
  const factory = useApiQuery(calls.factoryInspectionDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (brandId === null) return <EmptyState title={t('brand.notFound')} />;
  const page = (existing: Parameters<typeof FactoryForm>[0]['existing']) => (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t(existing ? 'factory.editTitle' : 'factory.addTitle')}
      </Heading>
      <FactoryForm key={existing?.id ?? 'new'} brandId={brandId} existing={existing} />
    </Stack>
  );
  if (id === null) return page(null);
  return <QueryView state={factory}>{({ data }) => page(data)}</QueryView>;
}

type ExistingFactory = { id: number; names: LocalisedValue; summaries: LocalisedValue; address: string; inspectedAt: string; inspector: string; reportUrl: string; images: string[] };
interface FactoryDraft {
  name: LocalisedValue;
  summary: LocalisedValue;
  address: string;
  inspectedAt: string;
  inspector: string;
  report: string[];
  images: string[];
}

/** A factory inspection: its date is checked by the call's schema (it took place: until today). */
function FactoryForm({ brandId, existing }: { brandId: number; existing: ExistingFactory | null }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const { busy, run } = useApiMutation(calls.saveFactoryInspection, { success: t('factory.saved') });
  const toRequest = useCallback(
    (draft: FactoryDraft) => ({
      ...(existing ? { id: existing.id } : {}),
      brandId,
      name: filledLanguages(draft.name),
      summary: written(draft.summary),
      address: draft.address,
      inspectedAt: draft.inspectedAt,
      inspector: draft.inspector,
      reportUrl: draft.report[0],
      images: draft.images,
    }),
    [brandId, existing],
  );
  const [defaultValues] = useState<FactoryDraft>(() => ({
    name: existing?.names ?? { ...EMPTY_LOCALISED },
    summary: existing?.summaries ?? { ...EMPTY_LOCALISED },
    address: existing?.address ?? '',
    inspectedAt: existing?.inspectedAt ?? '',
    inspector: existing?.inspector ?? '',
    report: existing?.reportUrl ? [existing.reportUrl] : [],
    images: existing?.images ?? [],
  }));
  const form = useContractForm<FactoryDraft, typeof calls.saveFactoryInspection>(calls.saveFactoryInspection, { defaultValues, toRequest, fieldOf: brandFieldOf });
  const draft = form.watch();
  const set = useSetField(form);
  const [uploading, setUploading] = useState(false);

  async function save(body: CallRequest<typeof calls.saveFactoryInspection>) {
    if (uploading) return;
    const saved = await run(body);
    if (saved) navigate(href('personalBrandFactoryDetails', { id: saved.data.id }));
  }

  return (
    <ContractForm form={form} onValid={save} testId="factory-form">
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
      <LocalisedField name="name" label={t('factory.name')} value={draft.name} onChange={(v) => set('name', v)} required />
      <FormField name="address" label={t('factory.address')} required>
        <Input {...form.register('address')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField name="inspectedAt" label={t('factory.inspectedAt')} required>
          <Input type="date" max={today()} {...form.register('inspectedAt')} />
        </FormField>
        <FormField name="inspector" label={t('factory.inspector')} required>
          <Input {...form.register('inspector')} />
        </FormField>
      </SimpleGrid>
      <LocalisedField name="summary" label={t('factory.summary')} value={draft.summary} onChange={(v) => set('summary', v)} multiline />
      <FormField name="report" label={t('factory.report')}>
        <Uploader value={draft.report} onChange={(urls) => set('report', urls)} max={1} accept="application/pdf,image/*" images={false} onBusyChange={setUploading} />
      </FormField>
      <FormField name="images" label={t('factory.images')}>
        <Uploader value={draft.images} onChange={(urls) => set('images', urls)} max={10} onBusyChange={setUploading} />
      </FormField>
      <HStack justify="flex-end" gap="3">
        <Button variant="ghost" asChild>
          <Link to={href('personalBrandFactory', { brandId })}>{t('common.cancel')}</Link>
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={uploading}>
          {t('common.save')}
        </Button>
      </HStack>
    </Stack>
    </ContractForm>
  );
}
