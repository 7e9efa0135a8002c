import { BROKER_MODAL_WIDTH_PX, brokerDialogOpenAtom, Button, Modal } from '@puente/shared';
import { ContractForm } from '@puente/shared/forms';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BrokerApplicationFields, useBrokerApplication } from '../features/broker/broker-application';

/** The broker application (spec sections 2, 3 and 5) in a dialog 640 px wide. */
export function BrokerDialog() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useAtom(brokerDialogOpenAtom);
  const close = () => setOpen(false);
  const application = useBrokerApplication(close);

  return (
    <ContractForm form={application.form} onValid={application.submit} testId="broker-form">
      <Modal
        open={open}
        onClose={close}
        title={t('broker.title')}
        width={`${BROKER_MODAL_WIDTH_PX}px`}
        testId="broker-dialog"
        closeLabel={t('broker.close')}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              {t('broker.cancel')}
            </Button>
            <Button colorPalette="brand" type="submit" loading={application.form.formState.isSubmitting} data-testid="broker-submit">
              {t('broker.submit')}
            </Button>
          </>
        }
      >
        <BrokerApplicationFields application={application} />
      </Modal>
    </ContractForm>
  );
}
