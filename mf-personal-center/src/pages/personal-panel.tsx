import {
  Badge,
  Box,
  calls,
  ErrorState,
  Heading,
  HStack,
  LANGUAGE_TAGS,
  languageAtom,
  LoadingState,
  SimpleGrid,
  Stack,
  Text,
  useCall,
} from '@puente/shared';
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

/** /personalPanel: the signed-in user's overview. */
export function PersonalPanel() {
  const { t } = useTranslation('personal');
  const language = useAtomValue(languageAtom);
  const info = useCall(calls.getUserInfo, {});
  const role = useCall(calls.getUserRole, {});

  if (info.status === 'loading') return <LoadingState />;
  if (info.status === 'error') return <ErrorState onRetry={info.reload} />;
  const { user } = info.data;
  const countryName = user.countryCode ? (new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(user.countryCode) ?? user.countryCode) : '';
  // Permission codes contain ':' (i18next's namespace separator), hence nsSeparator: false below.
  const permissions = role.status === 'success' ? role.data.data.userPermissions.map((p) => p.percode) : [];

  return (
    <Stack gap="6" py="6" data-testid="personal-panel">
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
      <Box borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md" mb="4">
          {t('panel.account')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Fact label={t('panel.phone')} value={user.phone} />
          <Fact label={t('panel.company')} value={user.companyName ?? ''} />
          <Fact label={t('panel.country')} value={countryName} />
        </SimpleGrid>
      </Box>
      <Box borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md" mb="3">
          {t('panel.permissionsTitle')}
        </Heading>
        {role.status === 'loading' ? <LoadingState /> : null}
        {role.status === 'error' ? <ErrorState onRetry={role.reload} /> : null}
        {role.status === 'success' && permissions.length === 0 ? <Text color="fg.muted">{t('panel.permissionsEmpty')}</Text> : null}
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          {permissions.map((code) => (
            <li key={code}>{t(`panel.permission.${code}`, { defaultValue: code, nsSeparator: false })}</li>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
