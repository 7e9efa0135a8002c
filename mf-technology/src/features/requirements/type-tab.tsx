import { Box } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import type { TechnologyType } from './requirement-list';

/** One need or output type (or all of them) as a tab of the technology products; `tab` ties it to the list it switches (useTabPanel). */
export function TypeTab({ type, chosen, onChoose, tab }: { type: TechnologyType | null; chosen: boolean; onChoose: () => void; tab: { id: string; 'aria-controls': string } }) {
  const { t } = useTranslation('technology');
  return (
    <Box
      as="button"
      role="tab"
      {...tab}
      aria-selected={chosen}
      onClick={onChoose}
      px="3"
      py="1.5"
      borderRadius="full"
      fontSize="sm"
      fontWeight="medium"
      bg={chosen ? 'brand.solid' : 'bg.muted'}
      color={chosen ? 'brand.contrast' : 'fg'}
      data-testid="type-tab"
      data-type={type ?? 'all'}
    >
      {type ? t(`types.${type}`) : t('products.all')}
    </Box>
  );
}
