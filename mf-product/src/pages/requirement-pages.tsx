import {
  api,
  ApiError,
  Badge,
  Box,
  Button,
  calls,
  CATEGORY_ROOTS,
  chakra,
  CURRENCIES,
  currencyAtom,
  Field,
  Flex,
  formatMoney,
  Heading,
  HStack,
  Input,
  isSignedInAtom,
  languageAtom,
  Link,
  NativeSelect,
  Pager,
  puenteEvents,
  QUANTITY_UNITS,
  QueryView,
  REQUIREMENT_SORTS,
  RequireSession,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  useApiQuery,
  useNavigate,
  userAtom,
  useSearchParams,
  type CategoryNode,
  type Currency,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirementRows } from '../components/cards';

import { Section } from '../components/section';
import { today, useDates } from '../lib/format';
import { useRequirementEntries } from '../lib/permissions';
import { pageCount } from '../lib/search-state';

type Kind = 'product' | 'technology';
type Unit = (typeof QUANTITY_UNITS)[number];
type Sort = (typeof REQUIREMENT_SORTS)[number];
const NEED_TYPES = calls.NEED_TYPES;
const OUTPUT_TYPES = calls.OUTPUT_TYPES;
const REQUIREMENTS_PAGE = 15;

function Entries() {
  const { t } = useTranslation('product');
  const entries = useRequirementEntries();
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <HStack gap="3" wrap="wrap">
      {entries.release ? (
        <Button asChild colorPalette="brand" data-testid="publish-requirement">
          <Link to="/releaseRequirements">{t('requirement.publish')}</Link>
        </Button>
      ) : null}
      {entries.centre ? (
        <Button asChild variant="outline" data-testid="requirement-centre-entry">
          <Link to="/releaseListAll">{t('requirement.browseAll')}</Link>
        </Button>
      ) : null}
      {signedIn ? (
        <Button asChild variant="ghost">
          <Link to="/releaseList">{t('requirement.myHistory')}</Link>
        </Button>
      ) : null}
    </HStack>
  );
}

/** /productRequirement: the requirement centre's home: figures, the newest and the most viewed requirements. */
export function RequirementCentrePage() {
  const { t } = useTranslation('product');
  const home = useApiQuery(calls.requirementHome, { everyNumber: 6 });
  return (
    <Stack py="6" gap="8" data-testid="requirement-centre">
      <Stack gap="3" borderRadius="xl" p={{ base: '6', md: '10' }} bg="brand.subtle">
        <Heading as="h1" size="3xl">
          {t('requirement.centreTitle')}
        </Heading>
        <Text maxW="3xl">{t('requirement.centreIntro')}</Text>
        <Entries />
      </Stack>
      <QueryView state={home}>
        {({ data }) => (
          <Stack gap="8">
            <SimpleGrid columns={3} gap="4">
              {(
                [
                  ['open', data.open],
                  ['thisMonth', data.thisMonth],
                  ['countries', data.countries],
                ] as const
              ).map(([key, value]) => (
                <Stack key={key} gap="0" borderWidth="1px" borderRadius="lg" p="4" bg="bg" textAlign="center">
                  <Text fontSize="3xl" fontWeight="bold" color="brand.fg">
                    {value}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`requirement.figures.${key}`)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Section title={t('requirement.latest')} more={{ to: '/releaseListAll?sort=newest', label: t('landing.seeAll') }}>
              {data.latest.length ? <RequirementRows list={data.latest} /> : <Text color="fg.muted">{t('requirement.empty')}</Text>}
            </Section>
            <Section title={t('requirement.hottest')} more={{ to: '/releaseListAll?sort=hottest', label: t('landing.seeAll') }}>
              {data.hottest.length ? <RequirementRows list={data.hottest} /> : <Text color="fg.muted">{t('requirement.empty')}</Text>}
            </Section>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

/** /releaseListAll: every open requirement with the eight sorts, the kind and a keyword. */
export function RequirementListPage() {
  const { t } = useTranslation('product');
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as Sort | null;
  const sort: Sort = sortParam && REQUIREMENT_SORTS.includes(sortParam) ? sortParam : 'relevant';
  const kindParam = params.get('kind');
  const kind = kindParam === 'product' || kindParam === 'technology' ? kindParam : undefined;
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(keyword);
  const list = useApiQuery(calls.listRequirements, { sort, kind, keyword: keyword || undefined, currentPage: page, everyNumber: REQUIREMENTS_PAGE });
  const set = (change: Record<string, string | undefined>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };
  return (
    <Stack py="6" gap="5" data-testid="requirement-list">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('requirement.listTitle')}
        </Heading>
        <Entries />
      </Flex>
      <chakra.form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          set({ keyword: draft.trim() || undefined });
        }}
      >
        <HStack maxW="xl">
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('requirement.search')} aria-label={t('requirement.search')} bg="bg" />
          <Button type="submit" colorPalette="brand">
            {t('search.submit')}
          </Button>
        </HStack>
      </chakra.form>
      <HStack gap="1" wrap="wrap">
        {([undefined, 'product', 'technology'] as const).map((option) => (
          <Button key={option ?? 'all'} size="xs" variant={kind === option ? 'solid' : 'outline'} colorPalette="brand" onClick={() => set({ kind: option })}>
            {option ? t(`requirement.kinds.${option}`) : t('requirement.allKinds')}
          </Button>
        ))}
      </HStack>
      <HStack gap="1" wrap="wrap" role="tablist" aria-label={t('search.sortBy')} data-testid="requirement-sorts">
        <Text fontSize="sm" color="fg.muted" me="2">
          {t('search.sortBy')}
        </Text>
        {REQUIREMENT_SORTS.map((option) => (
          <Button key={option} size="xs" variant={sort === option ? 'solid' : 'ghost'} colorPalette="brand" role="tab" aria-selected={sort === option} onClick={() => set({ sort: option === 'relevant' ? undefined : option })} data-testid={`rsort-${option}`}>
            {t(`sorts.requirements.${option}`)}
          </Button>
        ))}
      </HStack>
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('requirement.empty')}>
        {(data) => (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('requirement.count', { count: data.total })}
            </Text>
            <RequirementRows list={data.list} />
            <Pager page={page} pages={pageCount(data.total, REQUIREMENTS_PAGE)} onPage={(next) => set({ page: String(next) }, true)} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

function flatten(nodes: readonly CategoryNode[], depth = 0): { id: number; title: string; depth: number }[] {
  return nodes.flatMap((node) => [{ id: node.id, title: node.title, depth }, ...flatten(node.childrenTypeList, depth + 1)]);
}

/** The publishing form (product or technology); `?kind=technology` opens the technology variant, `?id=` edits. */
function RequirementForm() {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const entries = useRequirementEntries();
  const readerCurrency = useAtomValue(currencyAtom);
  const editId = Number(params.get('id')) || 0;
  const existing = useApiQuery(calls.requirementDetails, { id: editId }, { enabled: editId > 0 });
  const [kind, setKind] = useState<Kind>(params.get('kind') === 'technology' ? 'technology' : 'product');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState<Unit>('pieces');
  const [deliveryDate, setDeliveryDate] = useState('');
  const [deliveryPlace, setDeliveryPlace] = useState('');
  const [typeChoice, setTypeChoice] = useState('');
  const [budget, setBudget] = useState('');
  const [currency, setCurrency] = useState<Currency>(readerCurrency);
  const [busy, setBusy] = useState(false);
  const chinaTree = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS.china, everyNumber: -1 });
  const industryTree = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS.industry, everyNumber: -1 });

  useEffect(() => {
    const r = existing.data?.data;
    if (!r) return;
    setKind(r.kind);
    setTitle(r.title);
    setDescription(r.description);
    setCategoryId(r.categoryId ? String(r.categoryId) : '');
    setQuantity(String(r.quantity));
    setUnit(r.unit);
    setDeliveryDate(r.deliveryDate);
    setDeliveryPlace(r.deliveryPlace);
    setTypeChoice(r.needType ? `need:${r.needType}` : r.outputType ? `output:${r.outputType}` : '');
    if (r.budget) {
      setBudget(String(r.budget.amount));
      setCurrency(r.budget.currency as Currency);
    }
  }, [existing.data]);

  if (!entries.release) {
    return (
      <Stack align="center" py="16" gap="3" data-testid="no-release-permission">
        <Text fontWeight="semibold">{t('requirement.noPermission')}</Text>
        <Button asChild variant="outline">
          <Link to="/productRequirement">{t('requirement.backToCentre')}</Link>
        </Button>
      </Stack>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'technology' && !typeChoice) {
      puenteEvents.emit('toast', { type: 'warning', message: t('requirement.typeRequired') });
      return;
    }
    if (deliveryDate && deliveryDate < today()) {
      puenteEvents.emit('toast', { type: 'warning', message: t('requirement.dateInPast') });
      return;
    }
    const [typeKind, typeValue] = typeChoice.split(':');
    setBusy(true);
    try {
      const reply = await api.call(calls.saveRequirement, {
        ...(editId ? { id: editId } : {}),
        kind,
        title,
        description,
        categoryId: kind === 'product' && categoryId ? Number(categoryId) : null,
        quantity: Number(quantity),
        unit,
        deliveryDate,
        deliveryPlace,
        needType: kind === 'technology' && typeKind === 'need' ? (typeValue as (typeof NEED_TYPES)[number]) : null,
        outputType: kind === 'technology' && typeKind === 'output' ? (typeValue as (typeof OUTPUT_TYPES)[number]) : null,
        budget: budget ? Number(budget) : null,
        currency,
      });
      puenteEvents.emit('toast', { type: 'success', message: t('requirement.published') });
      navigate(`/releaseInfo?id=${reply.data.id}`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  const categories = [...flatten(chinaTree.data?.list ?? []), ...flatten(industryTree.data?.list ?? [])];
  return (
    <Stack py="6" gap="6" maxW="3xl" data-testid="requirement-form">
      <Heading as="h1" size="2xl">
        {editId ? t('requirement.editTitle') : t('requirement.publishTitle')}
      </Heading>
      <form onSubmit={submit} noValidate>
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p="6" bg="bg">
          <HStack gap="2" role="radiogroup" aria-label={t('requirement.kind')}>
            {(['product', 'technology'] as const).map((option) => (
              <Button key={option} type="button" size="sm" variant={kind === option ? 'solid' : 'outline'} colorPalette="brand" role="radio" aria-checked={kind === option} onClick={() => setKind(option)} data-testid={`kind-${option}`}>
                {t(`requirement.kinds.${option}`)}
              </Button>
            ))}
          </HStack>
          <Field.Root required>
            <Field.Label>{t('requirement.fields.title')}</Field.Label>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} data-testid="requirement-title" />
          </Field.Root>
          {kind === 'technology' ? (
            <Field.Root required>
              <Field.Label>{t('requirement.fields.type')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={typeChoice} onChange={(e) => setTypeChoice(e.currentTarget.value)} data-testid="requirement-type">
                  <option value="">{t('requirement.chooseType')}</option>
                  <optgroup label={t('requirement.needTypesLabel')}>
                    {NEED_TYPES.map((type) => (
                      <option key={type} value={`need:${type}`}>
                        {t(`requirement.needTypes.${type}`)}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={t('requirement.outputTypesLabel')}>
                    {OUTPUT_TYPES.map((type) => (
                      <option key={type} value={`output:${type}`}>
                        {t(`requirement.outputTypes.${type}`)}
                      </option>
                    ))}
                  </optgroup>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : (
            <Field.Root>
              <Field.Label>{t('requirement.fields.category')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={categoryId} onChange={(e) => setCategoryId(e.currentTarget.value)} data-testid="requirement-category">
                  <option value="">{t('requirement.anyCategory')}</option>
                  {categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {`${'— '.repeat(c.depth)}${c.title}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>{t('requirement.fields.quantity')}</Field.Label>
              <Input type="number" inputMode="decimal" value={quantity} onChange={(e) => setQuantity(e.target.value)} data-testid="requirement-quantity" />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('requirement.fields.unit')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={unit} onChange={(e) => setUnit(e.currentTarget.value as Unit)} data-testid="requirement-unit">
                  {QUANTITY_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {t(`units.${u}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('requirement.fields.deliveryDate')}</Field.Label>
              <Input type="date" min={today()} value={deliveryDate} onChange={(e) => setDeliveryDate(e.target.value)} data-testid="requirement-date" />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('requirement.fields.deliveryPlace')}</Field.Label>
              <Input value={deliveryPlace} onChange={(e) => setDeliveryPlace(e.target.value)} placeholder={t('requirement.placeHint')} data-testid="requirement-place" />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('requirement.fields.budget')}</Field.Label>
              <Input type="number" inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('requirement.fields.currency')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={currency} onChange={(e) => setCurrency(e.currentTarget.value as Currency)}>
                  {CURRENCIES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>{t('requirement.fields.description')}</Field.Label>
            <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={6} maxLength={4000} placeholder={t('requirement.descriptionHint')} />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy} alignSelf="start" data-testid="requirement-submit">
            {editId ? t('requirement.save') : t('requirement.publish')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

export function RequirementReleasePage() {
  return (
    <RequireSession>
      <RequirementForm />
    </RequireSession>
  );
}

function MyRequirements() {
  const { t } = useTranslation('product');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status = statusParam === 'open' || statusParam === 'withdrawn' ? statusParam : undefined;
  const list = useApiQuery(calls.myRequirements, { status, currentPage: page, everyNumber: REQUIREMENTS_PAGE });
  const { day, dateTime } = useDates();
  const [busy, setBusy] = useState<number | null>(null);

  async function withdraw(id: number) {
    if (!window.confirm(t('requirement.confirmWithdraw'))) return;
    setBusy(id);
    try {
      await api.call(calls.withdrawRequirement, { id });
      puenteEvents.emit('toast', { type: 'success', message: t('requirement.withdrawnDone') });
      list.reload();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack py="6" gap="5" data-testid="my-requirements">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('requirement.myHistory')}
        </Heading>
        <Entries />
      </Flex>
      <HStack gap="1">
        {([undefined, 'open', 'withdrawn'] as const).map((option) => (
          <Button key={option ?? 'all'} size="xs" variant={status === option ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setParams(option ? { status: option } : {})}>
            {t(`requirement.statuses.${option ?? 'all'}`)}
          </Button>
        ))}
      </HStack>
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('requirement.noneMine')}>
        {(data) => (
          <Stack gap="3">
            <Stack gap="0" borderWidth="1px" borderRadius="lg" bg="bg" divideY="1px">
              {data.list.map((item) => (
                <Flex key={item.id} px="4" py="3" gap="4" align="center" wrap="wrap" data-testid="my-requirement" data-requirement-id={item.id}>
                  <Stack gap="0.5" flex="1" minW="48">
                    <HStack gap="2">
                      <Badge colorPalette={item.status === 'open' ? 'green' : 'gray'} data-testid="my-requirement-status">
                        {t(`requirement.statuses.${item.status}`)}
                      </Badge>
                      <Link to={`/releaseInfo?id=${item.id}`}>
                        <Text fontWeight="semibold">{item.title}</Text>
                      </Link>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`requirement.kinds.${item.kind}`)} · {item.quantity} {t(`units.${item.unit}`)} · {t('requirement.deliverBy', { date: day(item.deliveryDate), place: item.deliveryPlace })}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {dateTime(item.createTime)} · {t('requirement.views', { count: item.views })}
                    </Text>
                  </Stack>
                  {item.status === 'open' ? (
                    <HStack gap="2">
                      <Button asChild size="xs" variant="outline">
                        <Link to={`/releaseRequirements?id=${item.id}`}>{t('requirement.edit')}</Link>
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" loading={busy === item.id} onClick={() => void withdraw(item.id)} data-testid="withdraw">
                        {t('requirement.withdraw')}
                      </Button>
                    </HStack>
                  ) : null}
                </Flex>
              ))}
            </Stack>
            <Pager page={page} pages={pageCount(data.total, REQUIREMENTS_PAGE)} onPage={(next) => setParams({ ...(status ? { status } : {}), page: String(next) })} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

/** /releaseList: the signed-in member's publishing history, with withdrawal. */
export function MyRequirementsPage() {
  return (
    <RequireSession>
      <MyRequirements />
    </RequireSession>
  );
}

/** /releaseInfo?id=: one requirement. */
export function RequirementInfoPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const user = useAtomValue(userAtom);
  const language = useAtomValue(languageAtom);
  const details = useApiQuery(calls.requirementDetails, { id }, { enabled: id > 0 });
  const { day, dateTime } = useDates();
  if (id <= 0) return <Text py="16" textAlign="center">{t('requirement.missing')}</Text>;
  return (
    <Stack py="6" gap="6" maxW="4xl" data-testid="requirement-info">
      <QueryView state={details}>
        {({ data: r }) => (
          <Stack gap="5">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={r.kind === 'technology' ? 'purple' : 'brand'}>{t(`requirement.kinds.${r.kind}`)}</Badge>
              <Badge colorPalette={r.status === 'open' ? 'green' : 'gray'} data-testid="requirement-status">
                {t(`requirement.statuses.${r.status}`)}
              </Badge>
            </HStack>
            <Heading as="h1" size="2xl" data-testid="requirement-heading">
              {r.title}
            </Heading>
            <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg">
              <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'auto 1fr' }} columnGap="6" rowGap="2" fontSize="sm">
                <chakra.dt color="fg.muted">{t('requirement.fields.quantity')}</chakra.dt>
                <chakra.dd fontWeight="semibold">
                  {r.quantity} {t(`units.${r.unit}`)}
                </chakra.dd>
                {r.kind === 'technology' ? (
                  <>
                    <chakra.dt color="fg.muted">{t('requirement.fields.type')}</chakra.dt>
                    <chakra.dd>{r.needType ? t(`requirement.needTypes.${r.needType}`) : r.outputType ? t(`requirement.outputTypes.${r.outputType}`) : '—'}</chakra.dd>
                  </>
                ) : (
                  <>
                    <chakra.dt color="fg.muted">{t('requirement.fields.category')}</chakra.dt>
                    <chakra.dd>{r.categoryTitle || t('requirement.anyCategory')}</chakra.dd>
                  </>
                )}
                <chakra.dt color="fg.muted">{t('requirement.fields.deliveryDate')}</chakra.dt>
                <chakra.dd>{day(r.deliveryDate)}</chakra.dd>
                <chakra.dt color="fg.muted">{t('requirement.fields.deliveryPlace')}</chakra.dt>
                <chakra.dd>{r.deliveryPlace}</chakra.dd>
                <chakra.dt color="fg.muted">{t('requirement.fields.budget')}</chakra.dt>
                <chakra.dd>{r.budget ? formatMoney(r.budget.showAmount, r.budget.showCurrency, language) : t('requirement.noBudget')}</chakra.dd>
                <chakra.dt color="fg.muted">{t('requirement.postedBy')}</chakra.dt>
                <chakra.dd>
                  {r.owner.nickname} {r.owner.countryCode ? `· ${r.owner.countryCode}` : ''} · {dateTime(r.createTime)}
                </chakra.dd>
                <chakra.dt color="fg.muted">{t('requirement.viewsLabel')}</chakra.dt>
                <chakra.dd>{r.views}</chakra.dd>
              </chakra.dl>
            </Box>
            {r.description ? <Text whiteSpace="pre-line">{r.description}</Text> : null}
            <HStack gap="3">
              {user && user.id === r.owner.id && r.status === 'open' ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={`/releaseRequirements?id=${r.id}`}>{t('requirement.edit')}</Link>
                </Button>
              ) : null}
              <Button asChild variant="ghost" size="sm">
                <Link to="/releaseListAll">{t('requirement.backToList')}</Link>
              </Button>
            </HStack>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
