import {
  api,
  Badge,
  Box,
  Button,
  calls,
  ErrorState,
  formatDateTime,
  Heading,
  href,
  HStack,
  invalidateCalls,
  languageAtom,
  Link,
  QueryView,
  Stack,
  Text,
  useApiMutation,
  useApiQuery,
  useNavigate,
  useSearchParams,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE = 10;

type Segment = { content: string; type: string; link: string; params: Record<string, string> };

/** A message's segments: text as text, links as links to their path and params — never as HTML. */
export function MessageBody({ segments }: { segments: Segment[] }) {
  return (
    <Text as="div">
      {segments.map((segment, index) =>
        segment.type === 'link' && segment.link.startsWith('/') ? (
          <Link key={index} to={`${segment.link}${Object.keys(segment.params).length ? `?${new URLSearchParams(segment.params).toString()}` : ''}`}>
            <Text as="span" color="brand.fg" textDecoration="underline">
              {segment.content}
            </Text>
          </Link>
        ) : (
          <Text as="span" key={index}>
            {segment.content}{' '}
          </Text>
        ),
      )}
    </Text>
  );
}

/** /message: every message, newest first, with unread ones marked. */
export function MessagesPage() {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const unreadOnly = params.get('filter') === 'unread';
  const messages = useApiQuery(calls.trade.listMessages, { currentPage: page, everyNumber: PAGE_SIZE, ...(unreadOnly ? { isRead: 0 } : {}) });
  const go = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...next });
  // Reading makes the list and the bell's count stale (the contract's INVALIDATES): both ask again.
  const read = useApiMutation(calls.trade.readMessages);

  async function markAllRead() {
    const unread = await api.call(calls.trade.listMessages, { currentPage: 1, everyNumber: -1, isRead: 0 }).catch(() => null);
    if (unread?.list.length) await read.run({ ids: unread.list.map((m) => m.id) });
  }

  const pages = messages.data ? Math.max(1, Math.ceil(messages.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack gap="5" py="8" data-testid="messages-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('pages.messagesTitle')}
        </Heading>
        <HStack gap="2">
          <Button size="sm" variant={unreadOnly ? 'outline' : 'solid'} colorPalette="brand" onClick={() => go({ filter: 'all', page: '1' })}>
            {t('pages.all')}
          </Button>
          <Button size="sm" variant={unreadOnly ? 'solid' : 'outline'} colorPalette="brand" onClick={() => go({ filter: 'unread', page: '1' })}>
            {t('pages.unreadOnly')}
          </Button>
          <Button size="sm" variant="ghost" loading={read.busy} onClick={() => void markAllRead()}>
            {t('pages.markAllRead')}
          </Button>
        </HStack>
      </HStack>
      <QueryView state={messages} isEmpty={(data) => data.list.length === 0} empty={t('pages.empty')}>
        {(data) => (
          <Stack gap="0" borderWidth="1px" borderRadius="lg" bg="bg" divideY="1px">
            {data.list.map((m) => (
              <Box key={m.id} as="button" textAlign="start" px="5" py="4" _hover={{ bg: 'bg.muted' }} onClick={() => navigate(href('messageDetails', { id: m.id }))} data-testid="message-row">
                <HStack justify="space-between" gap="3">
                  <HStack gap="2" minW="0">
                    {!m.isRead ? <Badge colorPalette="red">{t('pages.unread')}</Badge> : null}
                    <Text fontWeight={m.isRead ? 'normal' : 'semibold'} truncate>
                      {m.title}
                    </Text>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                    {formatDateTime(m.createTime, language)}
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                  {m.content.map((s) => s.content).join(' ')}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </QueryView>
      {pages > 1 ? (
        <HStack justify="center" gap="3">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => go({ page: String(page - 1) })}>
            {t('pages.previous')}
          </Button>
          <Text fontSize="sm">{t('pages.page', { page, pages })}</Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => go({ page: String(page + 1) })}>
            {t('pages.next')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

/** /messageDetails?id=…: one message, marked read on opening. */
export function MessageDetailsPage() {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const message = useApiQuery(calls.trade.messageDetails, { id }, { enabled: id > 0 });
  const opened = message.status === 'success';
  // Opening a message reads it: the bell and the lists count again.
  useEffect(() => {
    if (opened) void invalidateCalls([calls.trade.unreadMessageCount.path, calls.trade.listMessages.path]);
  }, [opened]);
  if (!(id > 0)) return <ErrorState />;
  return (
    <QueryView state={message}>
      {({ data: m }) => (
        <Stack gap="4" py="8" maxW="3xl" data-testid="message-details">
          <Link to={href('message')}>
            <Text color="brand.fg">← {t('pages.back')}</Text>
          </Link>
          <Heading as="h1" size="xl">
            {m.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(m.createTime, language)}
          </Text>
          <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg">
            <MessageBody segments={m.content} />
          </Box>
        </Stack>
      )}
    </QueryView>
  );
}
