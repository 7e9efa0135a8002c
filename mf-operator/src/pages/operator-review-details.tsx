import {
  AUDIT_STATUS,
  Badge,
  Button,
  calls,
  chakra,
  EmptyState,
  Heading,
  HStack,
  LANGUAGE_TAGS,
  LANGUAGES,
  SimpleGrid,
  Stack,
  Text,
  useApiQuery,
  useFormatters,
  useLanguageList,
  useNavigate,
  type CallReply,
  type Language,
} from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ConsoleLink } from '../lib/console-link';
import { AuditLog } from '../lib/audit-log';
import { Facts } from '../lib/facts';
import { auditStatusKey } from '../lib/labels';
import { OperatorView } from '../lib/operator-view';
import { operatorHref, useChoiceParam, useIntParam } from '../lib/paths';
import { PersonText } from '../lib/person';
import { Pictures } from '../lib/pictures';
import { useApiMutation } from '@puente/shared';
import { TextDecision } from '../lib/text-decision';

type Details = CallReply<typeof calls.operator.reviewDetails>['data'];

const isMissing = (data: Details, language: Language) =>
  Boolean(data.missingLanguages?.name.some((l) => l === language) || data.missingLanguages?.description.some((l) => l === language));
const isMachine = (data: Details, language: Language) => Boolean(data.machineTranslated?.name.includes(language) || data.machineTranslated?.description.includes(language));

/** Which buyer languages the goods' name and description lack, and what that means for buyers. */
function MissingLanguages({ missing }: { missing: NonNullable<Details['missingLanguages']> }) {
  const { t } = useTranslation('operator');
  const list = useLanguageList();
  if (!missing.name.length && !missing.description.length) return null;
  return (
    <Stack gap="1" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="lg" p="4" data-testid="review-missing-languages">
      <Text fontWeight="semibold">{t('review.missingTitle')}</Text>
      {missing.name.length ? <Text>{t('review.missingName', { languages: list(missing.name) })}</Text> : null}
      {missing.description.length ? <Text>{t('review.missingDescription', { languages: list(missing.description) })}</Text> : null}
      <Text fontSize="sm" color="fg.muted">
        {t('review.missingHint')}
      </Text>
    </Stack>
  );
}

/**
 * /operatorReviewDetails?kind=goods&id=N: what the seller submitted — pictures, the name and
 * description in all four languages side by side, the facts — who they are, the item's audit
 * history, and the decision while it waits for one.
 */
export function ReviewDetailsPage() {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const kind = useChoiceParam('kind', calls.operator.REVIEW_KINDS);
  const id = useIntParam('id');
  const details = useApiQuery(calls.operator.reviewDetails, { kind, id: id ?? 0 }, { enabled: id !== null });
  const back = (
    <ConsoleLink to={operatorHref('operatorReview', { kind })} testId="review-back">
      ‹ {t('review.back')}
    </ConsoleLink>
  );
  if (id === null)
    return (
      <Stack gap="4">
        {back}
        <EmptyState title={t('review.missing')} />
      </Stack>
    );
  return (
    <Stack gap="6" data-testid="review-details">
      {back}
      <OperatorView state={details}>
        {({ data }) => (
          <Stack gap="6">
            <Stack gap="2">
              <Heading as="h1" size="2xl">
                {data.names[f.language] || data.names[data.originalLanguage as keyof typeof data.names] || `#${data.id}`}
              </Heading>
              <HStack gap="2" flexWrap="wrap">
                <Badge>{t(`review.kind.${data.kind}`)}</Badge>
                <Badge colorPalette={data.auditStatus === AUDIT_STATUS.underReview ? 'orange' : 'gray'} data-testid="review-status">
                  {t(auditStatusKey(data.auditStatus), { defaultValue: data.auditStatus })}
                </Badge>
                <Text fontSize="sm" color="fg.muted">
                  #{data.id} · {t('review.submittedAt', { time: f.dateTime(data.submitted) })}
                </Text>
              </HStack>
              {data.auditReason ? <Text data-testid="review-reason">{t('review.lastReason', { reason: data.auditReason })}</Text> : null}
            </Stack>

            <Stack as="section" gap="3" aria-labelledby="pictures-heading">
              <Heading as="h2" size="lg" id="pictures-heading">
                {t('review.pictures')}
              </Heading>
              {data.images.length ? (
                <Pictures urls={data.images} alt={(n) => t('review.picture', { n })} testId="review-pictures" />
              ) : (
                <Text color="fg.muted">{t('review.noPictures')}</Text>
              )}
            </Stack>

            <Stack as="section" gap="3" aria-labelledby="texts-heading">
              <Heading as="h2" size="lg" id="texts-heading">
                {t('review.texts')}
              </Heading>
              {data.missingLanguages ? <MissingLanguages missing={data.missingLanguages} /> : null}
              <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" data-testid="review-texts">
                {LANGUAGES.map((language) => (
                  <Stack key={language} gap="2" borderWidth="1px" borderRadius="lg" p="4" lang={LANGUAGE_TAGS[language]}>
                    <HStack gap="2">
                      <Heading as="h3" size="sm">
                        {t(`languages.${language}`)}
                      </Heading>
                      {language === data.originalLanguage ? <Badge colorPalette="brand">{t('review.original')}</Badge> : null}
                      {isMissing(data, language) ? <Badge colorPalette="orange">{t('review.missingHere')}</Badge> : null}
                      {isMachine(data, language) ? <Badge colorPalette="purple">{t('review.machineTranslated')}</Badge> : null}
                    </HStack>
                    <Text fontWeight="semibold">{data.names[language] || '—'}</Text>
                    <chakra.p whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm">
                      {data.descriptions[language] || '—'}
                    </chakra.p>
                  </Stack>
                ))}
              </SimpleGrid>
            </Stack>

            <Stack as="section" gap="3" aria-labelledby="facts-heading">
              <Heading as="h2" size="lg" id="facts-heading">
                {t('review.facts')}
              </Heading>
              <Facts items={[...(data.category ? [{ label: t('review.category'), value: data.category }] : []), ...data.facts]} testId="review-facts" />
            </Stack>

            <Stack as="section" gap="3" aria-labelledby="seller-heading">
              <Heading as="h2" size="lg" id="seller-heading">
                {t('review.seller')}
              </Heading>
              <PersonText person={data.seller} />
            </Stack>

            <Stack as="section" gap="3" aria-labelledby="history-heading">
              <Heading as="h2" size="lg" id="history-heading">
                {t('review.history')}
              </Heading>
              <AuditLog entries={data.history} />
            </Stack>

            {data.auditStatus === AUDIT_STATUS.underReview ? (
              <ReviewDecision kind={data.kind} id={data.id} />
            ) : (
              <Text color="fg.muted" data-testid="review-decided">
                {t('review.alreadyDecided')}
              </Text>
            )}
          </Stack>
        )}
      </OperatorView>
    </Stack>
  );
}

/** Pass, or reject with the reason the seller reads; either way the notice, then back to the queue. */
function ReviewDecision({ kind, id }: { kind: calls.operator.ReviewKind; id: number }) {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const back = () => navigate(operatorHref('operatorReview', { kind }));
  const pass = useApiMutation(calls.operator.decideReview, { success: t('review.passed'), onSuccess: back });
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderRadius="lg" p="5" aria-labelledby="decision-heading" data-testid="review-decision">
      <Heading as="h2" size="lg" id="decision-heading">
        {t('review.decision')}
      </Heading>
      <Stack gap="2" align="flex-start">
        <Text color="fg.muted">{t('review.passHint')}</Text>
        <Button colorPalette="brand" loading={pass.busy} onClick={() => void pass.run({ kind, id, decision: 'pass' })} data-testid="review-pass">
          {t('review.pass')}
        </Button>
      </Stack>
      <TextDecision
        call={calls.operator.decideReview}
        field="reason"
        body={{ kind, id, decision: 'reject' }}
        label={t('review.rejectReason')}
        submit={t('review.reject')}
        success={t('review.rejected')}
        onDone={back}
        required
        danger
        testId="review-reject"
      />
    </Stack>
  );
}
