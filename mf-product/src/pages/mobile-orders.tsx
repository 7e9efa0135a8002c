import { EmptyState, Link, PhoneOrderList, Stack, Text, userAtom } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/**
 * /productOrder on a phone: the buyer's orders as cards (number, first goods, where the order
 * stands and whose turn it is, total), status tabs in one line that scrolls, and "load more".
 * Each card opens the order's details in the personal centre.
 */
export function MobileOrdersPage() {
  const { t } = useTranslation('product');
  const user = useAtomValue(userAtom);
  return (
    <Stack py="4" data-testid="mobile-orders">
      <PhoneOrderList
        side="buyer"
        title={t('mobile.orders.title')}
        userId={user?.id ?? null}
        empty={
          <EmptyState title={t('mobile.orders.empty')}>
            <Link to="/product">
              <Text color="brand.fg" fontWeight="medium" minH="44px" display="flex" alignItems="center">
                {t('mobile.orders.browse')}
              </Text>
            </Link>
          </EmptyState>
        }
      />
    </Stack>
  );
}
