import { Box, calls, chakra, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';

type Requirement = CallReply<typeof calls.requirementDetails>['data'];

/** A requirement's facts: quantity, type or category, delivery, budget, who posted it and when, views. */
export function RequirementFacts({ r }: { r: Requirement }) {
  const { t } = useTranslation('product');
  const { country, date, dateTime, money, number } = useFormatters();
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg">
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'auto 1fr' }} columnGap="6" rowGap="2" fontSize="sm">
        <chakra.dt color="fg.muted">{t('requirement.fields.quantity')}</chakra.dt>
        <chakra.dd fontWeight="semibold">
          {number(r.quantity)} {t(`units.${r.unit}`, { count: r.quantity })}
        </chakra.dd>
        {r.kind === 'technology' ? (
          <>
            <chakra.dt color="fg.muted">{t('requirement.fields.type')}</chakra.dt>
            <chakra.dd>{r.needType ? t(`requirement.needTypes.${r.needType}`) : r.outputType ? t(`requirement.outputTypes.${r.outputType}`) : '—'}</chakra.dd>
          </>
        ) : (
          <>
            <chakra.dt color="fg.muted">{t('requirement.fields.category')}</chakra.dt>
            <chakra.dd>{r.categoryTitle || t('requirement.anyCategory')}</chakra.dd>
          </>
        )}
        <chakra.dt color="fg.muted">{t('requirement.fields.deliveryDate')}</chakra.dt>
        <chakra.dd>{date(r.deliveryDate)}</chakra.dd>
        <chakra.dt color="fg.muted">{t('requirement.fields.deliveryPlace')}</chakra.dt>
        <chakra.dd>{r.deliveryPlace}</chakra.dd>
        <chakra.dt color="fg.muted">{t('requirement.fields.budgetFact')}</chakra.dt>
        <chakra.dd>{r.budget ? money(r.budget.showAmount, r.budget.showCurrency) : t('requirement.noBudget')}</chakra.dd>
        <chakra.dt color="fg.muted">{t('requirement.postedBy')}</chakra.dt>
        <chakra.dd>
          {r.owner.nickname} {r.owner.countryCode ? `· ${country(r.owner.countryCode)}` : ''} · {dateTime(r.createTime)}
        </chakra.dd>
        <chakra.dt color="fg.muted">{t('requirement.viewsLabel')}</chakra.dt>
        <chakra.dd>{r.views}</chakra.dd>
      </chakra.dl>
    </Box>
  );
}
