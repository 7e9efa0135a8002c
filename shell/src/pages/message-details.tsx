import { Box, calls, ErrorState, formatDateTime, Heading, href, invalidateCalls, languageAtom, Link, QueryView, Stack, Text, useApiQuery, useSearchParams } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBody } from '../features/messages/message-body';

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
