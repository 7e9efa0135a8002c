import { SimpleGrid, Stack, Text } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** The requirement centre's figures: open requirements, this month's, and the countries they come from. */
export function RequirementFigures({ open, thisMonth, countries }: { open: number; thisMonth: number; countries: number }) {
  const { t } = useTranslation('product');
  return (
    <SimpleGrid columns={3} gap="4">
      {(
        [
          ['open', open],
          ['thisMonth', thisMonth],
          ['countries', countries],
        ] as const
      ).map(([key, value]) => (
        <Stack key={key} gap="0" borderWidth="1px" borderRadius="lg" p="4" bg="bg" textAlign="center">
          <Text fontSize="3xl" fontWeight="bold" color="brand.fg">
            {value}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t(`requirement.figures.${key}`)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
