import { Button, calls, Heading, href, HStack, QueryView, Stack, Text, useApiQuery, useNavigate, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { MessageSummary } from '../features/messages/message-summary';
import { useMarkAllRead } from '../features/messages/use-mark-all-read';

const PAGE_SIZE = 10;

/** /message: every message, newest first, with unread ones marked. */
export function MessagesPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const unreadOnly = params.get('filter') === 'unread';
  const messages = useApiQuery(calls.trade.listMessages, { currentPage: page, everyNumber: PAGE_SIZE, ...(unreadOnly ? { isRead: 0 } : {}) });
  const go = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...next });
  const read = useMarkAllRead();

  const pages = messages.data ? Math.max(1, Math.ceil(messages.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack gap="5" py="8" data-testid="messages-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('pages.messagesTitle')}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant={unreadOnly ? 'outline' : 'solid'} colorPalette="brand" onClick={() => go({ filter: 'all', page: '1' })}>
            {t('pages.all')}
          </Button>
          <Button size="sm" variant={unreadOnly ? 'solid' : 'outline'} colorPalette="brand" onClick={() => go({ filter: 'unread', page: '1' })}>
            {t('pages.unreadOnly')}
          </Button>
          <Button size="sm" variant="ghost" loading={read.busy} onClick={() => void read.markAllRead()} data-testid="mark-all-read">
            {t('pages.markAllRead')}
          </Button>
        </HStack>
      </HStack>
      <QueryView state={messages} isEmpty={(data) => data.list.length === 0} empty={t('pages.empty')}>
        {(data) => (
          <Stack gap="0" borderWidth="1px" borderRadius="lg" bg="bg" divideY="1px">
            {data.list.map((m) => (
              <MessageSummary key={m.id} message={m} onOpen={() => navigate(href('messageDetails', { id: m.id }))} testId="message-row" />
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
