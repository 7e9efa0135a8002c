import { Badge, Button, calls, chakra, Heading, HStack, Pager, Stack, Text, useApiQuery, useFormatters, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Facts } from '../lib/facts';
import { SORTS } from '../lib/labels';
import { OperatorView } from '../lib/operator-view';
import { PAGE_SIZE, queryOf, useChoiceParam, useIntParam } from '../lib/paths';
import { Pictures } from '../lib/pictures';
import { SortSelect } from '../lib/sort-select';
import { useApiMutation } from '@puente/shared';
import { TabBar } from '../lib/tabs';
import { TextDecision } from '../lib/text-decision';

/** /operatorInbox: service enquiries and complaints, open or closed, 20 a page; each answered or closed in place. */
export function InboxPage() {
  const { t } = useTranslation('operator');
  const [, setParams] = useSearchParams();
  const kind = useChoiceParam('kind', calls.operator.INBOX_KINDS);
  const state = useChoiceParam('state', calls.operator.INBOX_STATES);
  const sort = useChoiceParam('sort', SORTS);
  const page = useIntParam('page') ?? 1;
  const letters = useApiQuery(calls.operator.inbox, { kind, state, sort, currentPage: page, everyNumber: PAGE_SIZE });
  const go = (next: Record<string, string | number>) => setParams(queryOf({ kind, state, sort, page: 1, ...next }));

  return (
    <Stack gap="5" data-testid="operator-inbox">
      <Heading as="h1" size="2xl">
        {t('inbox.title')}
      </Heading>
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <TabBar
          label={t('inbox.kinds')}
          options={calls.operator.INBOX_KINDS.map((value) => ({ value, label: t(`inbox.kind.${value}`) }))}
          value={kind}
          onChange={(value) => go({ kind: value })}
          testId="inbox-kind"
        />
        <HStack gap="3" flexWrap="wrap">
          <TabBar
            label={t('inbox.states')}
            options={calls.operator.INBOX_STATES.map((value) => ({ value, label: t(`inbox.state.${value}`) }))}
            value={state}
            onChange={(value) => go({ state: value })}
            testId="inbox-state"
          />
          <SortSelect value={sort} onChange={(value) => go({ sort: value })} />
        </HStack>
      </HStack>
      <OperatorView state={letters} isEmpty={(data) => data.list.length === 0} empty={t('inbox.empty')}>
        {(data) => (
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              {t('list.total', { count: data.total })}
            </Text>
            {data.list.map((letter) => (
              <LetterCard key={`${letter.kind}-${letter.id}`} letter={letter} />
            ))}
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={(next) => go({ page: next })} />
          </Stack>
        )}
      </OperatorView>
    </Stack>
  );
}

type Letter = calls.operator.InboxItem;

/** One letter: subject, message, sender and contact, pictures, the reply sent; reply or close it while open. */
function LetterCard({ letter }: { letter: Letter }) {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const close = useApiMutation(calls.operator.closeInbox, { success: t('inbox.closed', { reference: letter.reference }) });
  const headingId = `letter-${letter.kind}-${letter.id}`;
  const open = letter.status !== 'closed';
  return (
    <Stack as="article" gap="3" borderWidth="1px" borderRadius="lg" p="5" aria-labelledby={headingId} data-testid="letter">
      <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h2" size="md" id={headingId} overflowWrap="anywhere">
            {letter.subject || t('inbox.noSubject')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {letter.reference} · {f.dateTime(letter.created)}
          </Text>
        </Stack>
        <Badge colorPalette={open ? 'orange' : 'gray'} data-testid="letter-status">
          {t(`inbox.status.${letter.status}`, { defaultValue: letter.status })}
        </Badge>
      </HStack>
      <chakra.p whiteSpace="pre-wrap" overflowWrap="anywhere">
        {letter.message}
      </chakra.p>
      <Facts
        items={[
          { label: t('inbox.sender'), value: letter.userId ? `${letter.name} (#${letter.userId})` : letter.name },
          { label: t('inbox.contact'), value: letter.contact },
          { label: t('inbox.language'), value: t(`languages.${letter.language}`, { defaultValue: letter.language }) },
        ]}
      />
      {letter.images.length ? <Pictures urls={letter.images} alt={(n) => t('inbox.picture', { n })} /> : null}
      {letter.reply ? (
        <Stack gap="1" borderStartWidth="3px" borderColor="brand.solid" ps="3" data-testid="letter-reply">
          <Text fontSize="sm" color="fg.muted">
            {t('inbox.replied')}
          </Text>
          <chakra.p whiteSpace="pre-wrap" overflowWrap="anywhere">
            {letter.reply}
          </chakra.p>
        </Stack>
      ) : null}
      {open ? (
        <Stack gap="3">
          {letter.userId === null ? (
            <Text fontSize="sm" color="fg.muted">
              {t('inbox.guestHint')}
            </Text>
          ) : null}
          <TextDecision
            call={calls.operator.replyInbox}
            field="reply"
            body={{ kind: letter.kind, id: letter.id }}
            label={t('inbox.reply')}
            submit={t('inbox.send')}
            success={t('inbox.sent', { reference: letter.reference })}
            required
            testId={`letter-${letter.id}-reply`}
          />
          <HStack justify="flex-end">
            <Button variant="outline" loading={close.busy} onClick={() => void close.run({ kind: letter.kind, id: letter.id })} data-testid="letter-close">
              {t('inbox.close', { reference: letter.reference })}
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  );
}
