import { Badge, Box, HStack, Text, useFormatters } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A payee account: bank, currency, kind, holder and numbers; `action` beside it. */
export function AccountLine({
  a,
  action,
}: {
  a: { kind: string; holderName: string; bankName: string; branch: string; accountNumber: string; swift: string; countryCode: string; currency: string };
  action?: ReactNode;
}) {
  const { t } = useTranslation('personal');
  const { country } = useFormatters();
  return (
    <HStack borderWidth="1px" borderRadius="md" p="3" justify="space-between" flexWrap="wrap" gap="3" data-testid="payee-account">
      <Box>
        <HStack gap="2">
          <Text fontWeight="semibold">{a.bankName}</Text>
          <Badge>{a.currency}</Badge>
          <Badge colorPalette={a.kind === 'pingpong' ? 'purple' : 'gray'}>{t(`money.accountKind.${a.kind}`)}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {a.holderName} · {a.accountNumber} · {a.branch}
          {a.swift ? ` · SWIFT ${a.swift}` : ''} · {country(a.countryCode)}
        </Text>
      </Box>
      {action}
    </HStack>
  );
}
