import { Badge, Button, calls, chakra, Heading, Input, Pager, Stack, Text, useApiQuery, useFormatters, useSearchParams } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleLink } from '../lib/console-link';
import { DataTable } from '../lib/data-table';
import { OperatorView } from '../lib/operator-view';
import { operatorHref, PAGE_SIZE, queryOf, useIntParam } from '../lib/paths';

/** findUsers takes at most this many characters of a search. */
const QUERY_MAX = 60;

/** /operatorUsers: people by phone, name, username or company, 20 a page; each opens their details. */
export function UsersPage() {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, QUERY_MAX);
  const page = useIntParam('page') ?? 1;
  const [typed, setTyped] = useState(query);
  const users = useApiQuery(calls.operator.findUsers, { query, currentPage: page, everyNumber: PAGE_SIZE });
  const go = (next: Record<string, string | number>) => setParams(queryOf({ q: query, page: 1, ...next }));

  return (
    <Stack gap="5" data-testid="operator-users">
      <Heading as="h1" size="2xl">
        {t('users.title')}
      </Heading>
      <chakra.form
        role="search"
        display="flex"
        gap="3"
        flexWrap="wrap"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: typed.trim() });
        }}
      >
        <Input
          maxW="360px"
          type="search"
          maxLength={QUERY_MAX}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('users.searchPlaceholder')}
          aria-label={t('users.search')}
          data-testid="users-search"
        />
        <Button type="submit" colorPalette="brand" data-testid="users-search-submit">
          {t('users.search')}
        </Button>
      </chakra.form>
      <OperatorView state={users} isEmpty={(data) => data.list.length === 0} empty={query ? t('users.noMatch', { query }) : t('users.empty')}>
        {(data) => (
          <Stack gap="2">
            <Text color="fg.muted" fontSize="sm">
              {t('list.total', { count: data.total })}
            </Text>
            <DataTable
              caption={t('users.table')}
              testId="users-table"
              rowTestId="user-row"
              rows={data.list}
              rowKey={(user) => user.id}
              columns={[
                {
                  key: 'nickname',
                  header: t('users.nickname'),
                  cell: (user) => (
                    <Stack gap="0">
                      <ConsoleLink to={operatorHref('operatorUserDetails', { id: user.id })} testId="user-open">
                        {user.nickname || user.username || `#${user.id}`}
                      </ConsoleLink>
                      <Text fontSize="xs" color="fg.muted">
                        #{user.id} · {user.username}
                      </Text>
                    </Stack>
                  ),
                },
                { key: 'phone', header: t('users.phone'), cell: (user) => user.phone },
                { key: 'company', header: t('users.company'), cell: (user) => [user.company, f.country(user.country)].filter(Boolean).join(' · ') || '—' },
                { key: 'role', header: t('users.role'), cell: (user) => t(`roles.${user.role}`, { defaultValue: user.role || '—' }) },
                { key: 'broker', header: t('users.broker'), cell: (user) => (user.broker ? t('users.yes') : t('users.no')) },
                { key: 'orders', header: t('users.orders'), align: 'end', cell: (user) => f.number(user.orders) },
                {
                  key: 'disabled',
                  header: t('users.state'),
                  cell: (user) => (user.disabled ? <Badge colorPalette="red">{t('users.disabled')}</Badge> : <Badge colorPalette="green">{t('users.active')}</Badge>),
                },
              ]}
            />
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={(next) => go({ page: next })} />
          </Stack>
        )}
      </OperatorView>
    </Stack>
  );
}
