import { Box, chakra, TRADE_TERMS, type TradeTerm } from '@puente/shared';
import { useLandedT } from '@puente/landed-cost';
import { useTranslation } from 'react-i18next';

/** Each trade term in plain words: what the seller's price covers and what is left for the buyer. */
export function TermGuide({ terms = TRADE_TERMS }: { terms?: readonly TradeTerm[] }) {
  const t = useLandedT();
  const { t: product } = useTranslation('product');
  return (
    <chakra.details fontSize="sm" data-testid="term-guide">
      <chakra.summary
        cursor="pointer"
        minH="44px"
        display="flex"
        alignItems="center"
        fontWeight="semibold"
        color="brand.fg"
        borderRadius="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {t('termsGuide')}
      </chakra.summary>
      <chakra.dl display="grid" gap="2" mt="1">
        {terms.map((term) => (
          <Box key={term}>
            <chakra.dt fontWeight="semibold">{product(`terms.${term}.name`)}</chakra.dt>
            <chakra.dd color="fg.muted">{product(`terms.${term}.includes`)}</chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </chakra.details>
  );
}
