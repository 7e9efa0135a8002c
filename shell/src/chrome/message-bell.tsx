import { Badge, BellIcon, Box, Button, calls, Dropdown, href, HStack, Link, QueryView, Stack, Text, UNREAD_POLL_MS, useApiQuery, useNavigate } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSummary } from '../features/messages/message-summary';
import { useMarkAllRead } from '../features/messages/use-mark-all-read';

/** The bell: the unread count, asked again every 30 seconds and whenever a message is read, and a dropdown of unread messages. */
export function MessageBell() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const countQuery = useApiQuery(calls.trade.unreadMessageCount, {}, { refetchInterval: UNREAD_POLL_MS });
  const count = countQuery.data?.data.count ?? 0;
  const shown = count > 99 ? '99+' : String(count);
  // The button's name says what it shows: the number on the badge.
  const label = count > 0 ? t('chrome.messagesWithCount', { count, shown }) : t('chrome.messages');
  const unreadQuery = useApiQuery(calls.trade.listMessages, { currentPage: 1, everyNumber: -1, isRead: 0 }, { enabled: open });
  // Reading makes the count stale (the contract's INVALIDATES): the bell follows by itself.
  const read = useMarkAllRead();

  /** Opening the bell shows the unread messages as they are now. */
  function show() {
    if (open) unreadQuery.reload();
    else setOpen(true);
  }

  return (
    <Box onMouseEnter={show} onFocus={show}>
      <Dropdown
        label={label}
        align="end"
        width="22rem"
        testId="message-bell"
        trigger={
          <Box as="span" position="relative">
            <BellIcon label={t('chrome.messages')} />
            {count > 0 ? (
              <Badge position="absolute" top="-2" right="-3" colorPalette="red" variant="solid" size="xs" borderRadius="full" data-testid="unread-badge">
                {shown}
              </Badge>
            ) : null}
          </Box>
        }
      >
        {(close) => (
          <Stack gap="2" data-testid="unread-list">
            <Text fontWeight="semibold" px="2">
              {t('chrome.unread', { count })}
            </Text>
            <Box px="2">
              <QueryView state={unreadQuery} compact isEmpty={(data) => data.list.length === 0} empty={t('chrome.noUnread')}>
                {(data) => (
                  <Stack gap="0" maxH="18rem" overflowY="auto" mx="-2">
                    {data.list.slice(0, 8).map((m) => (
                      <MessageSummary
                        key={m.id}
                        message={m}
                        compact
                        onOpen={() => {
                          close();
                          navigate(href('messageDetails', { id: m.id }));
                        }}
                      />
                    ))}
                  </Stack>
                )}
              </QueryView>
            </Box>
            <HStack justify="space-between" borderTopWidth="1px" pt="2">
              <Button size="xs" variant="ghost" onClick={() => void read.markAllRead()} loading={read.busy} disabled={count === 0} data-testid="mark-all-read">
                {t('chrome.markAllRead')}
              </Button>
              <Button size="xs" variant="ghost" asChild>
                <Link to={href('message')} onClick={close}>
                  {t('chrome.messageHistory')}
                </Link>
              </Button>
            </HStack>
          </Stack>
        )}
      </Dropdown>
    </Box>
  );
}
