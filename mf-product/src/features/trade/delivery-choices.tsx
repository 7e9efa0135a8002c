import { Heading, SimpleGrid, Stack, Text, type TradeTerm } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioCard } from './radio-card';

/** One titled part of the checkout form. */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export type LogisticsProvider = 'domesticExpress' | 'freightCarrier';

/** The trade terms every chosen goods offers, each with what it includes; `terms` is null while they load. */
export function TermChoice({ terms, failed, value, onChange }: { terms: TradeTerm[] | null; failed: boolean; value: TradeTerm | null; onChange: (term: TradeTerm) => void }) {
  const { t } = useTranslation('product');
  return (
    <CheckoutSection title={t('checkout.term')}>
      {failed ? <Text color="red.600">{t('checkout.termsFailed')}</Text> : null}
      {terms === null && !failed ? <Text color="fg.muted">{t('checkout.loadingTerms')}</Text> : null}
      {terms?.length === 0 ? <Text color="red.600">{t('checkout.noCommonTerm')}</Text> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" data-testid="trade-term-options">
        {(terms ?? []).map((option) => (
          <RadioCard key={option} name="term" value={option} checked={value === option} onChange={() => onChange(option)} testId={`term-${option}`}>
            <Text fontWeight="semibold">{t(`terms.${option}.name`)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t(`terms.${option}.includes`)}
            </Text>
          </RadioCard>
        ))}
      </SimpleGrid>
    </CheckoutSection>
  );
}

/** Who carries the goods; the API's own provider names where the preview has them. */
export function LogisticsChoice({
  value,
  onChange,
  names,
}: {
  value: LogisticsProvider;
  onChange: (provider: LogisticsProvider) => void;
  names?: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation('product');
  return (
    <CheckoutSection title={t('checkout.logistics')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {(['domesticExpress', 'freightCarrier'] as const).map((id) => (
          <RadioCard key={id} name="provider" value={id} checked={value === id} onChange={() => onChange(id)} testId={`provider-${id}`}>
            <Text fontWeight="semibold">{names?.find((p) => p.id === id)?.name ?? t(`checkout.providers.${id}`)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t(`checkout.providerHints.${id}`)}
            </Text>
          </RadioCard>
        ))}
      </SimpleGrid>
    </CheckoutSection>
  );
}
