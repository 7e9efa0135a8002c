import { Box, calls, href, LANGUAGE_TAGS, languageAtom, Link, QueryView, SimpleGrid, Text, useApiQuery, useFormatters, type User } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{value || '—'}</Text>
    </Box>
  );
}

/** The user's figures at a glance: the available balance, unread messages, and who they are. */
export function OverviewCards({ user }: { user: User }) {
  const { t } = useTranslation('personal');
  const language = useAtomValue(languageAtom);
  const f = useFormatters();
  const money = useApiQuery(calls.trade.revenueStatistics, {});
  const unread = useApiQuery(calls.trade.unreadMessageCount, {});
  const countryName = user.countryCode ? (new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(user.countryCode) ?? user.countryCode) : '';
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Box borderWidth="1px" borderRadius="lg" p="5" data-testid="panel-balance">
        <Text fontSize="sm" color="fg.muted">
          {t('money.available')}
        </Text>
        <QueryView state={money} compact>
          {({ data }) => (
            <Text fontSize="2xl" fontWeight="semibold">
              {f.money(data.show.available, data.show.currency)}
            </Text>
          )}
        </QueryView>
        <Link to={href('personalAccount')}>
          <Text fontSize="sm" color="brand.fg">
            {t('panel.toAccount')}
          </Text>
        </Link>
      </Box>
      <Box borderWidth="1px" borderRadius="lg" p="5" data-testid="panel-unread">
        <Text fontSize="sm" color="fg.muted">
          {t('panel.unread')}
        </Text>
        <QueryView state={unread} compact>
          {({ data }) => (
            <Text fontSize="2xl" fontWeight="semibold">
              {data.count}
            </Text>
          )}
        </QueryView>
        <Link to={href('message')}>
          <Text fontSize="sm" color="brand.fg">
            {t('panel.toMessages')}
          </Text>
        </Link>
      </Box>
      <Box borderWidth="1px" borderRadius="lg" p="5">
        <SimpleGrid columns={1} gap="2">
          <Fact label={t('panel.phone')} value={user.phone} />
          <Fact label={t('panel.company')} value={user.companyName ?? ''} />
          <Fact label={t('panel.country')} value={countryName} />
        </SimpleGrid>
      </Box>
    </SimpleGrid>
  );
}
