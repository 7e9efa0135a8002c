import {
  Badge,
  Box,
  Button,
  calls,
  CATEGORY_ROOTS,
  chakra,
  CURRENCIES,
  currencyAtom,
  Flex,
  Heading,
  href,
  HStack,
  Input,
  isSignedInAtom,
  Link,
  Modal,
  NativeSelect,
  Pager,
  QUANTITY_UNITS,
  QueryView,
  REQUIREMENT_SORTS,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  today,
  useApiMutation,
  useApiQuery,
  useFormatters,
  useNavigate,
  userAtom,
  useSearchParams,
  type CallRequest,
  type CategoryNode,
  type Currency,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirementRows } from '../components/cards';

import { Section } from '../components/section';
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
          <Link to={href('releaseRequirements')}>{t('requirement.publish')}</Link>
        </Button>
      ) : null}
      {entries.centre ? (
        <Button asChild variant="outline" data-testid="requirement-centre-entry">
          <Link to={href('releaseListAll')}>{t('requirement.browseAll')}</Link>
        </Button>
      ) : null}
      {signedIn ? (
        <Button asChild variant="ghost">
          <Link to={href('releaseList')}>{t('requirement.myHistory')}</Link>
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
            <Section title={t('requirement.latest')} more={{ to: href('releaseListAll', { sort: 'newest' }), label: t('landing.seeAll') }}>
              {data.latest.length ? <RequirementRows list={data.latest} /> : <Text color="fg.muted">{t('requirement.empty')}</Text>}
            </Section>
            <Section title={t('requirement.hottest')} more={{ to: href('releaseListAll', { sort: 'hottest' }), label: t('landing.seeAll') }}>
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
        noValidate
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

/** What the publishing form holds: inputs as typed (the schema reads the numbers and names their limits). */
interface RequirementDraft {
  kind: Kind;
  title: string;
  description: string;
  categoryId: string;
  quantity: string;
  unit: Unit;
  deliveryDate: string;
  deliveryPlace: string;
  /** `need:<type>` or `output:<type>` (technology only). */
  typeChoice: string;
  budget: string;
  currency: Currency;
}

/** The draft as saveRequirement's body. */
function requirementRequest(draft: RequirementDraft, editId: number) {
  const [typeKind, typeValue] = draft.typeChoice.split(':');
  const technology = draft.kind === 'technology';
  return {
    ...(editId ? { id: editId } : {}),
    kind: draft.kind,
    title: draft.title,
    description: draft.description,
    categoryId: !technology && draft.categoryId ? Number(draft.categoryId) : null,
    quantity: draft.quantity,
    unit: draft.unit,
    deliveryDate: draft.deliveryDate,
    deliveryPlace: draft.deliveryPlace,
    needType: technology && typeKind === 'need' ? typeValue : null,
    outputType: technology && typeKind === 'output' ? typeValue : null,
    budget: draft.budget.trim() ? draft.budget : null,
    currency: draft.currency,
  };
}

/** A technology requirement's need or output type shows at the one select that chooses it. */
const requirementFieldOf = (path: string) => (path === 'needType' || path === 'outputType' ? 'typeChoice' : path);

/** The publishing form (product or technology); `?kind=technology` opens the technology variant, `?id=` edits. */
function RequirementForm() {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const entries = useRequirementEntries();
  const readerCurrency = useAtomValue(currencyAtom);
  const editId = Number(params.get('id')) || 0;
  const existing = useApiQuery(calls.requirementDetails, { id: editId }, { enabled: editId > 0 });
  const toRequest = useCallback((draft: RequirementDraft) => requirementRequest(draft, editId), [editId]);
  const form = useContractForm(calls.saveRequirement, {
    defaultValues: { kind: params.get('kind') === 'technology' ? 'technology' : 'product', title: '', description: '', categoryId: '', quantity: '', unit: 'pieces', deliveryDate: '', deliveryPlace: '', typeChoice: '', budget: '', currency: readerCurrency },
    toRequest,
    fieldOf: requirementFieldOf,
  });
  const kind = form.watch('kind');
  const save = useApiMutation(calls.saveRequirement, { success: t('requirement.published') });
  const chinaTree = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS.china, everyNumber: -1 });
  const industryTree = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS.industry, everyNumber: -1 });

  // The requirement being edited fills the form once: a later refetch never overwrites what the member typed.
  const filledFrom = useRef<number | null>(null);
  useEffect(() => {
    const r = existing.data?.data;
    if (!r || filledFrom.current === r.id) return;
    filledFrom.current = r.id;
    form.reset({
      kind: r.kind,
      title: r.title,
      description: r.description,
      categoryId: r.categoryId ? String(r.categoryId) : '',
      quantity: String(r.quantity),
      unit: r.unit,
      deliveryDate: r.deliveryDate,
      deliveryPlace: r.deliveryPlace,
      typeChoice: r.needType ? `need:${r.needType}` : r.outputType ? `output:${r.outputType}` : '',
      budget: r.budget ? String(r.budget.amount) : '',
      currency: r.budget ? (r.budget.currency as Currency) : form.getValues('currency'),
    });
  }, [existing.data, form]);

  if (!entries.release) {
    return (
      <Stack align="center" py="16" gap="3" data-testid="no-release-permission">
        <Text fontWeight="semibold">{t('requirement.noPermission')}</Text>
        <Button asChild variant="outline">
          <Link to={href('productRequirement')}>{t('requirement.backToCentre')}</Link>
        </Button>
      </Stack>
    );
  }

  async function publish(body: CallRequest<typeof calls.saveRequirement>) {
    const reply = await save.run(body);
    if (reply) navigate(href('releaseInfo', { id: reply.data.id }));
  }

  // The other kind asks for other fields: once the reader has tried to publish, their checks show at once.
  function chooseKind(option: Kind) {
    form.setValue('kind', option);
    if (form.formState.isSubmitted) void form.trigger();
  }

  const categories = [...flatten(chinaTree.data?.list ?? []), ...flatten(industryTree.data?.list ?? [])];
  return (
    <Stack py="6" gap="6" maxW="3xl" data-testid="requirement-form">
      <Heading as="h1" size="2xl">
        {editId ? t('requirement.editTitle') : t('requirement.publishTitle')}
      </Heading>
      <ContractForm form={form} onValid={publish}>
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p="6" bg="bg">
          <HStack gap="2" role="radiogroup" aria-label={t('requirement.kind')}>
            {(['product', 'technology'] as const).map((option) => (
              <Button key={option} type="button" size="sm" variant={kind === option ? 'solid' : 'outline'} colorPalette="brand" role="radio" aria-checked={kind === option} onClick={() => chooseKind(option)} data-testid={`kind-${option}`}>
                {t(`requirement.kinds.${option}`)}
              </Button>
            ))}
          </HStack>
          <FormField name="title" label={t('requirement.fields.title')} required>
            <Input {...form.register('title')} data-testid="requirement-title" />
          </FormField>
          {kind === 'technology' ? (
            <FormField name="typeChoice" label={t('requirement.fields.type')} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('typeChoice')} data-testid="requirement-type">
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
            </FormField>
          ) : (
            <FormField name="categoryId" label={t('requirement.fields.category')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('categoryId')} data-testid="requirement-category">
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
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField name="quantity" label={t('requirement.fields.quantity')} required>
              <Input type="text" inputMode="decimal" {...form.register('quantity')} data-testid="requirement-quantity" />
            </FormField>
            <FormField name="unit" label={t('requirement.fields.unit')} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('unit')} data-testid="requirement-unit">
                  {QUANTITY_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {t(`units.${u}_other`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField name="deliveryDate" label={t('requirement.fields.deliveryDate')} required>
              <Input type="date" min={today()} {...form.register('deliveryDate')} data-testid="requirement-date" />
            </FormField>
            <FormField name="deliveryPlace" label={t('requirement.fields.deliveryPlace')} required>
              <Input {...form.register('deliveryPlace')} placeholder={t('requirement.placeHint')} data-testid="requirement-place" />
            </FormField>
            <FormField name="budget" label={t('requirement.fields.budget')}>
              <Input type="text" inputMode="decimal" {...form.register('budget')} data-testid="requirement-budget" />
            </FormField>
            <FormField name="currency" label={t('requirement.fields.currency')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('currency')}>
                  {CURRENCIES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <FormField name="description" label={t('requirement.fields.description')}>
            <Textarea rows={6} {...form.register('description')} placeholder={t('requirement.descriptionHint')} data-testid="requirement-description" />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} alignSelf="start" data-testid="requirement-submit">
            {editId ? t('requirement.save') : t('requirement.publish')}
          </Button>
        </Stack>
      </ContractForm>
    </Stack>
  );
}

/** /releaseRequirements: publish a requirement, or edit one with ?id= (the catalogue's `auth` sends a guest to log in). */
export function RequirementReleasePage() {
  return <RequirementForm />;
}

function MyRequirements() {
  const { t } = useTranslation('product');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status = statusParam === 'open' || statusParam === 'withdrawn' ? statusParam : undefined;
  const list = useApiQuery(calls.myRequirements, { status, currentPage: page, everyNumber: REQUIREMENTS_PAGE });
  const { date, dateTime, number } = useFormatters();
  // Withdrawing makes the requirement lists stale (the contract's INVALIDATES): this list asks again.
  const withdrawal = useApiMutation(calls.withdrawRequirement, { success: t('requirement.withdrawnDone') });
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  // The requirement whose withdrawal waits for the member's word in the site's own dialog.
  const [asking, setAsking] = useState<number | null>(null);
  const closeDialog = useCallback(() => setAsking(null), []);

  async function withdraw(id: number) {
    setAsking(null);
    setWithdrawing(id);
    await withdrawal.run({ id });
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
                      <Link to={href('releaseInfo', { id: item.id })}>
                        <Text fontWeight="semibold">{item.title}</Text>
                      </Link>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`requirement.kinds.${item.kind}`)} · {number(item.quantity)} {t(`units.${item.unit}`, { count: item.quantity })} · {t('requirement.deliverBy', { date: date(item.deliveryDate), place: item.deliveryPlace })}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {dateTime(item.createTime)} · {t('requirement.views', { count: item.views })}
                    </Text>
                  </Stack>
                  {item.status === 'open' ? (
                    <HStack gap="2">
                      <Button asChild size="xs" variant="outline">
                        <Link to={href('releaseRequirements', { id: item.id })}>{t('requirement.edit')}</Link>
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" loading={withdrawal.busy && withdrawing === item.id} onClick={() => setAsking(item.id)} data-testid="withdraw">
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
      <Modal
        open={asking !== null}
        onClose={closeDialog}
        title={t('requirement.withdrawTitle')}
        width="28rem"
        closeLabel={t('requirement.closeDialog')}
        testId="withdraw-dialog"
        footer={
          <>
            <Button variant="ghost" onClick={closeDialog}>
              {t('requirement.keepOpen')}
            </Button>
            <Button colorPalette="red" onClick={() => asking !== null && void withdraw(asking)} data-testid="confirm-withdraw">
              {t('requirement.withdraw')}
            </Button>
          </>
        }
      >
        <Text>{t('requirement.confirmWithdraw')}</Text>
      </Modal>
    </Stack>
  );
}

/** /releaseList: the signed-in member's publishing history, with withdrawal. */
export function MyRequirementsPage() {
  return <MyRequirements />;
}

/** /releaseInfo?id=: one requirement. */
export function RequirementInfoPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const user = useAtomValue(userAtom);
  const details = useApiQuery(calls.requirementDetails, { id }, { enabled: id > 0 });
  const { date, dateTime, money, number } = useFormatters();
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
                  {number(r.quantity)} {t(`units.${r.unit}`, { count: r.quantity })}
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
                <chakra.dd>{date(r.deliveryDate)}</chakra.dd>
                <chakra.dt color="fg.muted">{t('requirement.fields.deliveryPlace')}</chakra.dt>
                <chakra.dd>{r.deliveryPlace}</chakra.dd>
                <chakra.dt color="fg.muted">{t('requirement.fields.budget')}</chakra.dt>
                <chakra.dd>{r.budget ? money(r.budget.showAmount, r.budget.showCurrency) : t('requirement.noBudget')}</chakra.dd>
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
                  <Link to={href('releaseRequirements', { id: r.id })}>{t('requirement.edit')}</Link>
                </Button>
              ) : null}
              <Button asChild variant="ghost" size="sm">
                <Link to={href('releaseListAll')}>{t('requirement.backToList')}</Link>
              </Button>
            </HStack>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
