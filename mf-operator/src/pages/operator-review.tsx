import {
  Badge,
  Box,
  Button,
  type CallRequest,
  calls,
  chakra,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Pager,
  SimpleGrid,
  Stack,
  Text,
  useApiQuery,
  useFormatters,
  useLanguageList,
  useSearchParams,
  BUYER_LANGUAGES,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleLink } from '../lib/console-link';
import { DataTable } from '../lib/data-table';
import { AUDIT_CODES, type AuditCode, auditStatusKey, type Sort, SORTS } from '../lib/labels';
import { OperatorView } from '../lib/operator-view';
import { operatorHref, PAGE_SIZE, queryOf, useChoiceParam, useIntParam } from '../lib/paths';
import { PersonText } from '../lib/person';
import { TabBar } from '../lib/tabs';

type Item = calls.operator.ReviewItem;

/** The buyer languages goods lack in their name or description, in the buyer languages' order. */
export const missingOfItem = (missing: Item['missingLanguages']) =>
  BUYER_LANGUAGES.filter((language) => missing?.name.includes(language) || missing?.description.includes(language));

/** The flag of goods some buyers would read in another language. */
function MissingLanguagesFlag({ item }: { item: Item }) {
  const { t } = useTranslation('operator');
  const list = useLanguageList();
  const missing = missingOfItem(item.missingLanguages);
  if (!missing.length) return null;
  return (
    <Badge colorPalette="orange" alignSelf="flex-start" whiteSpace="normal" data-testid="review-missing-languages" data-missing={missing.join(' ')}>
      {t('review.missingLanguages', { languages: list(missing) })}
    </Badge>
  );
}

/**
 * /operatorReview: goods or brands by audit status, seller and age, oldest or newest first, 20 a
 * page; each opens its review. What it shows is in the address, so the details' way back (and the
 * browser's) returns to the same list.
 */
export function ReviewQueuePage() {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const [params, setParams] = useSearchParams();
  const kind = useChoiceParam('kind', calls.operator.REVIEW_KINDS);
  const auditStatus = useChoiceParam('status', AUDIT_CODES);
  const sort = useChoiceParam('sort', SORTS);
  const sellerId = useIntParam('seller');
  const olderThanDays = params.get('older') && /^\d+$/.test(params.get('older')!) ? Number(params.get('older')) : null;
  const page = useIntParam('page') ?? 1;
  const queue = useApiQuery(calls.operator.reviewQueue, {
    kind,
    auditStatus,
    sort,
    currentPage: page,
    everyNumber: PAGE_SIZE,
    ...(sellerId ? { sellerId } : {}),
    ...(olderThanDays !== null ? { olderThanDays } : {}),
  });
  const filters: ReviewFilterValues = { auditStatus, sort, sellerId: sellerId ? String(sellerId) : '', olderThanDays: olderThanDays !== null ? String(olderThanDays) : '' };

  const go = (next: { kind?: string; status?: string; sort?: string; seller?: string | number; older?: string | number; page?: number }) =>
    setParams(queryOf({ kind, status: auditStatus, sort, seller: sellerId, older: olderThanDays, page: 1, ...next }));

  const detailsOf = (item: Item) => operatorHref('operatorReviewDetails', { kind: item.kind, id: item.id });

  return (
    <Stack gap="5" data-testid="operator-review">
      <Heading as="h1" size="2xl">
        {t('review.title')}
      </Heading>
      <TabBar
        label={t('review.kinds')}
        options={calls.operator.REVIEW_KINDS.map((value) => ({ value, label: t(`review.kind.${value}`) }))}
        value={kind}
        onChange={(value) => go({ kind: value })}
        testId="review-kind"
      />
      <ReviewFilters
        key={`${kind}-${auditStatus}-${sort}-${sellerId}-${olderThanDays}`}
        kind={kind}
        values={filters}
        onApply={(values) => go({ status: values.auditStatus, sort: values.sort, seller: values.sellerId.trim(), older: values.olderThanDays.trim() })}
      />
      <OperatorView state={queue} isEmpty={(data) => data.list.length === 0} empty={t('review.empty')}>
        {(data) => (
          <Stack gap="2">
            <Text color="fg.muted" fontSize="sm" data-testid="review-total">
              {t('list.total', { count: data.total })}
            </Text>
            <DataTable
              caption={t('review.table', { kind: t(`review.kind.${kind}`) })}
              testId="review-table"
              rowTestId="review-row"
              rows={data.list}
              rowKey={(item) => `${item.kind}-${item.id}`}
              columns={[
                {
                  key: 'item',
                  header: t(`review.kind.${kind}`),
                  cell: (item) => (
                    <HStack gap="3" align="flex-start">
                      {item.image ? (
                        <chakra.img src={item.image} alt="" width="48px" height="48px" objectFit="cover" borderRadius="md" flexShrink={0} />
                      ) : (
                        <Box width="48px" height="48px" bg="bg.muted" borderRadius="md" flexShrink={0} />
                      )}
                      <Stack gap="0">
                        <ConsoleLink to={detailsOf(item)} testId="review-open">
                          {item.name || `#${item.id}`}
                        </ConsoleLink>
                        <Text fontSize="xs" color="fg.muted">
                          #{item.id}
                        </Text>
                        <MissingLanguagesFlag item={item} />
                      </Stack>
                    </HStack>
                  ),
                },
                { key: 'seller', header: t('review.seller'), cell: (item) => <PersonText person={item.seller} compact /> },
                { key: 'status', header: t('review.status'), cell: (item) => <Badge>{t(auditStatusKey(item.auditStatus), { defaultValue: item.auditStatus })}</Badge> },
                { key: 'submitted', header: t('review.submitted'), cell: (item) => f.dateTime(item.submitted) },
              ]}
            />
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={(next) => go({ page: next })} />
          </Stack>
        )}
      </OperatorView>
    </Stack>
  );
}

interface ReviewFilterValues {
  auditStatus: AuditCode;
  sellerId: string;
  olderThanDays: string;
  sort: Sort;
}

type QueueRequest = CallRequest<typeof calls.operator.reviewQueue>;

/**
 * The review queue's filters, checked with the queue call's own schema (a seller id is a whole
 * number from 1, an age 0 to 3650 days), so what the API would refuse is shown at its field.
 */
function ReviewFilters({ kind, values, onApply }: { kind: calls.operator.ReviewKind; values: ReviewFilterValues; onApply: (values: ReviewFilterValues) => void }) {
  const { t } = useTranslation('operator');
  const toRequest = useCallback(
    (draft: ReviewFilterValues): QueueRequest => ({
      kind,
      auditStatus: draft.auditStatus,
      sort: draft.sort,
      ...(draft.sellerId.trim() ? { sellerId: draft.sellerId.trim() as unknown as number } : {}),
      ...(draft.olderThanDays.trim() ? { olderThanDays: draft.olderThanDays.trim() as unknown as number } : {}),
    }),
    [kind],
  );
  const form = useContractForm<ReviewFilterValues, typeof calls.operator.reviewQueue>(calls.operator.reviewQueue, { defaultValues: values, toRequest });
  return (
    <ContractForm form={form} onValid={() => onApply(form.getValues())} testId="review-filters" aria-label={t('review.filters')}>
      <SimpleGrid columns={{ base: 2, lg: 5 }} gap="3" alignItems="end">
        <FormField name="auditStatus" label={t('review.status')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('auditStatus')}>
              {AUDIT_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(auditStatusKey(code))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField name="sellerId" label={t('review.sellerId')}>
          <Input inputMode="numeric" {...form.register('sellerId')} />
        </FormField>
        <FormField name="olderThanDays" label={t('review.olderThan')}>
          <Input inputMode="numeric" {...form.register('olderThanDays')} />
        </FormField>
        <FormField name="sort" label={t('list.sort')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('sort')}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`list.sorts.${sort}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <HStack>
          <Button type="submit" colorPalette="brand" data-testid="review-filters-apply">
            {t('list.apply')}
          </Button>
        </HStack>
      </SimpleGrid>
    </ContractForm>
  );
}
