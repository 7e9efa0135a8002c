import {
  api,
  Badge,
  BellIcon,
  Box,
  Button,
  calls,
  Dropdown,
  formatDateTime,
  HStack,
  languageAtom,
  Link,
  puenteEvents,
  Stack,
  Text,
  UNREAD_POLL_MS,
  unreadCountAtom,
  useNavigate,
} from '@puente/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Message = { id: number; title: string; content: Array<{ content: string; type: string; link: string; params: Record<string, string> }>; createTime: number };

/** The bell: the unread count, reloaded every 30 seconds, and a dropdown of unread messages. */
export function MessageBell() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const [count, setCount] = useAtom(unreadCountAtom);
  const [unread, setUnread] = useState<Message[] | null>(null);

  const reload = useCallback(async () => {
    try {
      setCount((await api.call(calls.trade.unreadMessageCount, {})).data.count);
    } catch {
      // The client already logged it; the bell keeps its last count.
    }
  }, [setCount]);

  useEffect(() => {
    void reload();
    const timer = window.setInterval(() => void reload(), UNREAD_POLL_MS);
    const off = puenteEvents.on('messages:changed', () => void reload());
    return () => {
      window.clearInterval(timer);
      off();
    };
  }, [reload]);

  async function loadUnread() {
    try {
      setUnread((await api.call(calls.trade.listMessages, { currentPage: 1, everyNumber: -1, isRead: 0 })).list);
    } catch {
      setUnread([]);
    }
  }

  async function markAllRead() {
    const ids = (unread ?? []).map((m) => m.id);
    if (ids.length) await api.call(calls.trade.readMessages, { ids }).catch(() => undefined);
    await Promise.all([reload(), loadUnread()]);
  }

  return (
    <Box onMouseEnter={() => void loadUnread()} onFocus={() => void loadUnread()}>
      <Dropdown
        label={t('chrome.messages')}
        align="end"
        width="22rem"
        testId="message-bell"
        trigger={
          <Box position="relative">
            <BellIcon label={t('chrome.messages')} />
            {count > 0 ? (
              <Badge position="absolute" top="-2" right="-3" colorPalette="red" variant="solid" size="xs" borderRadius="full" data-testid="unread-badge">
                {count > 99 ? '99+' : count}
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
            {unread && unread.length === 0 ? (
              <Text color="fg.muted" px="2" py="3">
                {t('chrome.noUnread')}
              </Text>
            ) : null}
            <Stack gap="0" maxH="18rem" overflowY="auto">
              {(unread ?? []).slice(0, 8).map((m) => (
                <Box
                  key={m.id}
                  as="button"
                  textAlign="start"
                  px="2"
                  py="2"
                  borderRadius="md"
                  _hover={{ bg: 'bg.muted' }}
                  onClick={() => {
                    close();
                    navigate(`/messageDetails?id=${m.id}`);
                  }}
                >
                  <HStack justify="space-between" gap="2">
                    <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                      {m.title}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                      {formatDateTime(m.createTime, language)}
                    </Text>
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                    {m.content.map((s) => s.content).join(' ')}
                  </Text>
                </Box>
              ))}
            </Stack>
            <HStack justify="space-between" borderTopWidth="1px" pt="2">
              <Button size="xs" variant="ghost" onClick={() => void markAllRead()} disabled={!unread?.length} data-testid="mark-all-read">
                {t('chrome.markAllRead')}
              </Button>
              <Button size="xs" variant="ghost" asChild>
                <Link to="/message" onClick={close}>
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
