import { Button, Heading, PHONE_TAB_BAR_PX, Stack, useNavigate, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { useAddressForm } from '../features/profile/address-dialog';

/**
 * /mine/addPersonalAddress?kind=billing on a phone: a new address on a page of its own (the
 * desktop dialog's form and rules), saved from a bar above the tab bar, then back to the book.
 */
export function MobileAddAddressPage() {
  const { t } = useTranslation('personal');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const kind = params.get('kind') === 'billing' ? 'billing' : 'shipping';
  const back = kind === 'billing' ? '/mine/personalAddressBill' : '/mine/personalAddress';
  const { fields, busy, submit } = useAddressForm(kind, null, () => navigate(back, { replace: true }));
  return (
    <Stack gap="4" data-testid="mobile-add-address">
      <Heading as="h1" size="lg">
        {t('profile.addAddress')}
      </Heading>
      {fields}
      <Stack position="sticky" bottom={`${PHONE_TAB_BAR_PX}px`} bg="bg" py="2" zIndex="docked">
        <Button colorPalette="brand" minH="44px" loading={busy} onClick={submit} data-testid="address-submit">
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
