import {
  api,
  AUDIT_STATUS,
  Badge,
  Box,
  Button,
  calls,
  chakra,
  EmptyState,
  ErrorState,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  LoadingState,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  useApiQuery,
  useNavigate,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_LOCALISED, filledLanguages, LocalisedField, type LocalisedValue } from '../lib/localised-field';
import { useIdParam } from '../lib/query';
import { Uploader } from '../lib/uploader';
import { useSubmit } from '../lib/use-submit';
import { AuditBadge } from './audit';

/** /personalBrand: the seller's brands in every review state. */
export function BrandList() {
  const { t } = useTranslation('personal');
  const brands = useApiQuery(calls.listBrands, { mine: 1, currentPage: 1, everyNumber: -1 });
  const { busy, run } = useSubmit();
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);

  async function shelf(id: number, putaway: boolean) {
    if (await run(() => api.call(calls.updateBrandPutaway, { id, putaway }), t(putaway ? 'goods.putOn' : 'goods.putOff'))) brands.reload();
  }
  async function remove(id: number) {
    if (await run(() => api.call(calls.deleteBrand, { id }), t('brand.deleted'))) {
      setConfirmDelete(null);
      brands.reload();
    }
  }

  return (
    <Stack gap="5" data-testid="brand-list">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('brand.title')}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to="/personalBrandEdit">{t('brand.add')}</Link>
        </Button>
      </HStack>
      {brands.status === 'loading' ? <LoadingState /> : null}
      {brands.status === 'error' ? <ErrorState onRetry={brands.reload} /> : null}
      {brands.status === 'success' && brands.data.list.length === 0 ? <EmptyState title={t('brand.empty')} /> : null}
      {brands.status === 'success' ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {brands.data.list.map((b) => (
            <Stack key={b.id} borderWidth="1px" borderRadius="lg" p="4" gap="3" data-testid="brand-card">
              <HStack gap="3">
                {b.logo ? <chakra.img src={b.logo} alt="" width="56px" height="56px" objectFit="contain" borderRadius="md" borderWidth="1px" /> : null}
                <Box minW="0">
                  <Link to={`/personalBrandDetails?id=${b.id}`}>
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
                  <Button size="xs" variant="outline" loading={busy} onClick={() => void shelf(b.id, !b.putaway)}>
                    {t(b.putaway ? 'goods.takeOff' : 'goods.putAway')}
                  </Button>
                ) : null}
                <Button size="xs" variant="outline" asChild>
                  <Link to={`/personalBrandEdit?id=${b.id}`}>{t('common.edit')}</Link>
                </Button>
                <Button size="xs" variant="outline" asChild>
                  <Link to={`/personalBrandFactory?brandId=${b.id}`}>{t('brand.factories')}</Link>
                </Button>
                {confirmDelete === b.id ? (
                  <Button size="xs" colorPalette="red" loading={busy} onClick={() => void remove(b.id)}>
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
      ) : null}
    </Stack>
  );
}

/** /personalBrandDetails?id=: the brand and its factory inspections. */
export function BrandDetails() {
  const { t } = useTranslation('personal');
  const id = useIdParam();
  const brand = useApiQuery(calls.brandDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <EmptyState title={t('brand.notFound')} />;
  if (brand.status === 'loading') return <LoadingState />;
  if (brand.status === 'error') return <ErrorState onRetry={brand.reload} />;
  const b = brand.data.data;
  return (
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
            <Link to={`/personalBrandEdit?id=${b.id}`}>{t('common.edit')}</Link>
          </Button>
          <Button colorPalette="brand" asChild>
            <Link to={`/personalBrandFactoryEdit?brandId=${b.id}`}>{t('factory.add')}</Link>
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
  );
}

function FactoryCards({ factories }: { factories: Array<{ id: number; name: string; address: string; inspectedAt: string; inspector: string; images: string[] }> }) {
  const { t } = useTranslation('personal');
  if (!factories.length) return <EmptyState title={t('factory.empty')} />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {factories.map((f) => (
        <HStack key={f.id} borderWidth="1px" borderRadius="lg" p="3" gap="3" align="flex-start" data-testid="factory-card">
          {f.images[0] ? <chakra.img src={f.images[0]} alt="" width="72px" height="72px" objectFit="cover" borderRadius="md" /> : null}
          <Box>
            <Link to={`/personalBrandFactoryDetails?id=${f.id}`}>
              <Text fontWeight="semibold" color="brand.fg">
                {f.name}
              </Text>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {f.address}
            </Text>
            <Text fontSize="sm">{t('factory.inspectedBy', { date: f.inspectedAt, inspector: f.inspector })}</Text>
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
  if (id !== null && brand.status === 'loading') return <LoadingState />;
  if (id !== null && brand.status === 'error') return <ErrorState onRetry={brand.reload} />;
  const existing = id !== null && brand.status === 'success' ? brand.data.data : null;
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t(existing ? 'brand.editTitle' : 'brand.addTitle')}
      </Heading>
      <BrandForm key={existing?.id ?? 'new'} existing={existing} />
    </Stack>
  );
}

function BrandForm({ existing }: { existing: { id: number; names: LocalisedValue; descriptions: LocalisedValue; logo: string; type: 'china' | 'industry'; countryCode: string } | null }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const { busy, run } = useSubmit();
  const [name, setName] = useState<LocalisedValue>(existing?.names ?? { ...EMPTY_LOCALISED });
  const [description, setDescription] = useState<LocalisedValue>(existing?.descriptions ?? { ...EMPTY_LOCALISED });
  const [logo, setLogo] = useState<string[]>(existing?.logo ? [existing.logo] : []);
  const [type, setType] = useState<'china' | 'industry'>(existing?.type ?? 'china');
  const [countryCode, setCountryCode] = useState(existing?.countryCode ?? 'CN');
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const nameMissing = !Object.values(name).some((v) => v.trim());

  async function save() {
    setTried(true);
    if (nameMissing || !logo.length || uploading) return;
    const saved = await run(
      () =>
        api.call(calls.saveBrand, {
          ...(existing ? { id: existing.id } : {}),
          name: filledLanguages(name),
          ...(Object.values(description).some((v) => v.trim()) ? { description: filledLanguages(description) } : {}),
          logo: logo[0]!,
          type,
          countryCode,
        }),
      t('brand.saved'),
    );
    if (saved) navigate(`/personalBrandDetails?id=${saved.data.id}`);
  }

  return (
    <Stack as="form" gap="4" borderWidth="1px" borderRadius="lg" p="5" onSubmit={(e) => { e.preventDefault(); void save(); }} data-testid="brand-form">
      <LocalisedField name="name" label={t('brand.name')} value={name} onChange={setName} required invalid={tried && nameMissing} />
      <LocalisedField name="description" label={t('brand.description')} value={description} onChange={setDescription} multiline />
      <Field.Root required invalid={tried && !logo.length}>
        <Field.Label>{t('brand.logo')}</Field.Label>
        <Uploader value={logo} onChange={setLogo} max={1} onBusyChange={setUploading} testId="brand-logo" />
        {tried && !logo.length ? <Field.ErrorText>{t('common.required')}</Field.ErrorText> : null}
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root>
          <Field.Label>{t('brand.type')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="type" value={type} onChange={(e) => setType(e.target.value as 'china' | 'industry')}>
              <option value="china">{t('goods.sources.china')}</option>
              <option value="industry">{t('goods.sources.industry')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('common.countryCode')}</Field.Label>
          <Input name="countryCode" maxLength={2} value={countryCode} onChange={(e) => setCountryCode(e.target.value.toUpperCase())} />
        </Field.Root>
      </SimpleGrid>
      <HStack justify="flex-end" gap="3">
        <Button variant="ghost" asChild>
          <Link to="/personalBrand">{t('common.cancel')}</Link>
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={uploading}>
          {t('common.save')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('goods.reviewNote')}
      </Text>
    </Stack>
  );
}

/** /personalBrandFactory?brandId=: a brand's factory inspections. */
export function FactoryList() {
  const { t } = useTranslation('personal');
  const brandId = useIdParam('brandId');
  const brands = useApiQuery(calls.listBrands, { mine: 1, currentPage: 1, everyNumber: -1 }, { enabled: brandId === null });
  const list = useApiQuery(calls.listFactoryInspections, { brandId: brandId ?? 0 }, { enabled: brandId !== null });
  const { busy, run } = useSubmit();

  if (brandId === null) {
    // Without a brand: choose one of the seller's brands first.
    if (brands.status === 'loading') return <LoadingState />;
    if (brands.status === 'error') return <ErrorState onRetry={brands.reload} />;
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t('factory.title')}
        </Heading>
        <Text color="fg.muted">{t('factory.chooseBrand')}</Text>
        {brands.data.list.length === 0 ? (
          <EmptyState title={t('brand.empty')}>
            <Link to="/personalBrandEdit">
              <Text color="brand.fg">{t('brand.add')}</Text>
            </Link>
          </EmptyState>
        ) : null}
        <Stack gap="2">
          {brands.data.list.map((b) => (
            <Link key={b.id} to={`/personalBrandFactory?brandId=${b.id}`}>
              <Text color="brand.fg">
                {b.name} ({b.factoryCount})
              </Text>
            </Link>
          ))}
        </Stack>
      </Stack>
    );
  }

  async function remove(id: number) {
    if (await run(() => api.call(calls.deleteFactoryInspection, { id }), t('factory.deleted'))) list.reload();
  }

  return (
    <Stack gap="5" data-testid="factory-list">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('factory.title')}
        </Heading>
        <HStack gap="2">
          <Button variant="outline" asChild>
            <Link to={`/personalBrandDetails?id=${brandId}`}>{t('factory.backToBrand')}</Link>
          </Button>
          <Button colorPalette="brand" asChild>
            <Link to={`/personalBrandFactoryEdit?brandId=${brandId}`}>{t('factory.add')}</Link>
          </Button>
        </HStack>
      </HStack>
      {list.status === 'loading' ? <LoadingState /> : null}
      {list.status === 'error' ? <ErrorState onRetry={list.reload} /> : null}
      {list.status === 'success' && list.data.list.length === 0 ? <EmptyState title={t('factory.empty')} /> : null}
      {list.status === 'success'
        ? list.data.list.map((f) => (
            <HStack key={f.id} borderWidth="1px" borderRadius="lg" p="4" justify="space-between" flexWrap="wrap" gap="3" data-testid="factory-row">
              <Box>
                <Link to={`/personalBrandFactoryDetails?id=${f.id}`}>
                  <Text fontWeight="semibold" color="brand.fg">
                    {f.name}
                  </Text>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {f.address}
                </Text>
                <Text fontSize="sm">{t('factory.inspectedBy', { date: f.inspectedAt, inspector: f.inspector })}</Text>
              </Box>
              <HStack gap="2">
                <Button size="sm" variant="outline" asChild>
                  <Link to={`/personalBrandFactoryEdit?brandId=${brandId}&id=${f.id}`}>{t('common.edit')}</Link>
                </Button>
                <Button size="sm" variant="ghost" colorPalette="red" loading={busy} onClick={() => void remove(f.id)}>
                  {t('common.delete')}
                </Button>
              </HStack>
            </HStack>
          ))
        : null}
    </Stack>
  );
}

/** /personalBrandFactoryDetails?id=. */
export function FactoryDetails() {
  const { t } = useTranslation('personal');
  const id = useIdParam();
  const factory = useApiQuery(calls.factoryInspectionDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <EmptyState title={t('factory.notFound')} />;
  if (factory.status === 'loading') return <LoadingState />;
  if (factory.status === 'error') return <ErrorState onRetry={factory.reload} />;
  const f = factory.data.data;
  return (
    <Stack gap="4" data-testid="factory-details">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {f.name}
        </Heading>
        <HStack gap="2">
          <Button variant="outline" asChild>
            <Link to={`/personalBrandFactory?brandId=${f.brandId}`}>{t('factory.title')}</Link>
          </Button>
          <Button colorPalette="brand" asChild>
            <Link to={`/personalBrandFactoryEdit?brandId=${f.brandId}&id=${f.id}`}>{t('common.edit')}</Link>
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
          <Text>{f.inspectedAt}</Text>
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
  );
}

/** /personalBrandFactoryEdit?brandId=(&id= to edit). */
export function FactoryEdit() {
  const { t } = useTranslation('personal');
  const brandId = useIdParam('brandId');
  const id = useIdParam();
  const factory = useApiQuery(calls.factoryInspectionDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (brandId === null) return <EmptyState title={t('brand.notFound')} />;
  if (id !== null && factory.status === 'loading') return <LoadingState />;
  if (id !== null && factory.status === 'error') return <ErrorState onRetry={factory.reload} />;
  const existing = id !== null && factory.status === 'success' ? factory.data.data : null;
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t(existing ? 'factory.editTitle' : 'factory.addTitle')}
      </Heading>
      <FactoryForm key={existing?.id ?? 'new'} brandId={brandId} existing={existing} />
    </Stack>
  );
}

function FactoryForm({ brandId, existing }: { brandId: number; existing: { id: number; names: LocalisedValue; summaries: LocalisedValue; address: string; inspectedAt: string; inspector: string; reportUrl: string; images: string[] } | null }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const { busy, run } = useSubmit();
  const [name, setName] = useState<LocalisedValue>(existing?.names ?? { ...EMPTY_LOCALISED });
  const [summary, setSummary] = useState<LocalisedValue>(existing?.summaries ?? { ...EMPTY_LOCALISED });
  const [address, setAddress] = useState(existing?.address ?? '');
  const [inspectedAt, setInspectedAt] = useState(existing?.inspectedAt ?? '');
  const [inspector, setInspector] = useState(existing?.inspector ?? '');
  const [report, setReport] = useState<string[]>(existing?.reportUrl ? [existing.reportUrl] : []);
  const [images, setImages] = useState<string[]>(existing?.images ?? []);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = { name: !Object.values(name).some((v) => v.trim()), address: !address.trim(), inspectedAt: !inspectedAt, inspector: !inspector.trim() };

  async function save() {
    setTried(true);
    if (Object.values(missing).some(Boolean) || uploading) return;
    const saved = await run(
      () =>
        api.call(calls.saveFactoryInspection, {
          ...(existing ? { id: existing.id } : {}),
          brandId,
          name: filledLanguages(name),
          ...(Object.values(summary).some((v) => v.trim()) ? { summary: filledLanguages(summary) } : {}),
          address,
          inspectedAt,
          inspector,
          ...(report[0] ? { reportUrl: report[0] } : {}),
          images,
        }),
      t('factory.saved'),
    );
    if (saved) navigate(`/personalBrandFactoryDetails?id=${saved.data.id}`);
  }

  return (
    <Stack as="form" gap="4" borderWidth="1px" borderRadius="lg" p="5" onSubmit={(e) => { e.preventDefault(); void save(); }} data-testid="factory-form">
      <LocalisedField name="name" label={t('factory.name')} value={name} onChange={setName} required invalid={tried && missing.name} />
      <Field.Root required invalid={tried && missing.address}>
        <Field.Label>{t('factory.address')}</Field.Label>
        <Input name="address" value={address} onChange={(e) => setAddress(e.target.value)} />
        {tried && missing.address ? <Field.ErrorText>{t('common.required')}</Field.ErrorText> : null}
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root required invalid={tried && missing.inspectedAt}>
          <Field.Label>{t('factory.inspectedAt')}</Field.Label>
          <Input name="inspectedAt" type="date" value={inspectedAt} onChange={(e) => setInspectedAt(e.target.value)} />
          {tried && missing.inspectedAt ? <Field.ErrorText>{t('common.required')}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={tried && missing.inspector}>
          <Field.Label>{t('factory.inspector')}</Field.Label>
          <Input name="inspector" value={inspector} onChange={(e) => setInspector(e.target.value)} />
          {tried && missing.inspector ? <Field.ErrorText>{t('common.required')}</Field.ErrorText> : null}
        </Field.Root>
      </SimpleGrid>
      <LocalisedField name="summary" label={t('factory.summary')} value={summary} onChange={setSummary} multiline />
      <Field.Root>
        <Field.Label>{t('factory.report')}</Field.Label>
        <Uploader value={report} onChange={setReport} max={1} accept="application/pdf,image/*" images={false} onBusyChange={setUploading} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('factory.images')}</Field.Label>
        <Uploader value={images} onChange={setImages} max={10} onBusyChange={setUploading} />
      </Field.Root>
      <HStack justify="flex-end" gap="3">
        <Button variant="ghost" asChild>
          <Link to={`/personalBrandFactory?brandId=${brandId}`}>{t('common.cancel')}</Link>
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={uploading}>
          {t('common.save')}
        </Button>
      </HStack>
    </Stack>
  );
}
