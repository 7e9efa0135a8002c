import { Button, Modal, Text } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** The site's own dialog that asks before a requirement is withdrawn (never the browser's confirm). */
export function WithdrawDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('product');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('requirement.withdrawTitle')}
      width="28rem"
      closeLabel={t('requirement.closeDialog')}
      testId="withdraw-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('requirement.keepOpen')}
          </Button>
          <Button colorPalette="red" onClick={onConfirm} data-testid="confirm-withdraw">
            {t('requirement.withdraw')}
          </Button>
        </>
      }
    >
      <Text>{t('requirement.confirmWithdraw')}</Text>
    </Modal>
  );
}
