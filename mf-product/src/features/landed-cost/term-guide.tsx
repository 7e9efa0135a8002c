import { Box, chakra, TRADE_TERMS, type TradeTerm } from '@puente/shared';
import { useLandedT } from '@puente/landed-cost';
import { useTranslation } from 'react-i18next';
import { Disclosure } from './disclosure';

/** Each trade term in plain words: what the seller's price covers and what is left for the buyer. */
export function TermGuide({ terms = TRADE_TERMS }: { terms?: readonly TradeTerm[] }) {
  const t = useLandedT();
  const { t: product } = useTranslation('product');
  return (
    <Disclosure summary={t('termsGuide')} data-testid="term-guide">
      <chakra.dl display="grid" gap="2" mt="1">
        {terms.map((term) => (
          <Box key={term}>
            <chakra.dt fontWeight="semibold">{product(`terms.${term}.name`)}</chakra.dt>
            <chakra.dd color="fg.muted">{product(`terms.${term}.includes`)}</chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Disclosure>
  );
}
