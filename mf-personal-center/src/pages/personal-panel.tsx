import { Badge, Box, Button, calls, findRoute, Heading, href, HStack, languageAtom, Link, QueryView, Stack, useApiQuery, type User } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { EnquiryList } from '../features/enquiries/enquiry-list';
import { menuFor } from '../features/layout/menu';
import { OrderCounts } from '../features/overview/order-counts';
import { OverviewCards } from '../features/overview/overview-cards';

/** /personalPanel: the signed-in user's overview, fitted to the role. */
export function PersonalPanel() {
  const info = useApiQuery(calls.getUserInfo, {});
  return <QueryView state={info}>{({ user }) => <Panel user={user} />}</QueryView>;
}

function Panel({ user }: { user: User }) {
  const { t } = useTranslation('personal');
  const language = useAtomValue(languageAtom);
  const role = useApiQuery(calls.getUserRole, {});
  const seller = user.role === 'seller';
  const shortcuts = menuFor(user)
    .flatMap((g) => g.paths)
    .filter((p) => p !== href('personalPanel'));

  return (
    <Stack gap="6" data-testid="personal-panel">
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h1" size="2xl" data-testid="panel-nickname">
          {t('panel.welcome', { nickname: user.nickname })}
        </Heading>
        <Badge colorPalette="brand" size="lg">
          {t(`panel.role.${user.role ?? 'none'}`)}
        </Badge>
        {user.ifBroker ? (
          <Badge colorPalette="orange" size="lg" data-testid="broker-tag">
            {t('panel.broker')}
          </Badge>
        ) : null}
      </HStack>

      <OverviewCards user={user} />

      {!seller ? <OrderCounts side="buyer" /> : null}
      {seller || user.ifBroker ? <OrderCounts side="seller" /> : null}

      <EnquiryList />

      <Box borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md" mb="3">
          {t('panel.shortcuts')}
        </Heading>
        <HStack gap="2" flexWrap="wrap" data-testid="panel-shortcuts">
          {shortcuts.map((path) => (
            <Button key={path} size="sm" variant="outline" asChild>
              <Link to={path}>{findRoute(path)?.title[language] ?? path}</Link>
            </Button>
          ))}
        </HStack>
      </Box>

      <Box borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md" mb="3">
          {t('panel.permissionsTitle')}
        </Heading>
        <QueryView state={role} compact isEmpty={({ data }) => data.userPermissions.length === 0} empty={t('panel.permissionsEmpty')}>
          {({ data }) => (
            <Stack as="ul" gap="1" ps="5" listStyleType="disc">
              {data.userPermissions.map(({ percode }) => (
                // Permission codes contain ':' (i18next's namespace separator), hence nsSeparator: false.
                <li key={percode}>{t(`panel.permission.${percode}`, { defaultValue: percode, nsSeparator: false })}</li>
              ))}
            </Stack>
          )}
        </QueryView>
      </Box>
    </Stack>
  );
}
