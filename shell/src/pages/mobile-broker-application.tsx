import { Button, isBrokerAtom, Text, useNavigate } from '@puente/shared';
import { ContractForm } from '@puente/shared/forms';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BrokerApplicationFields, useBrokerApplication } from '../features/broker/broker-application';
import { MobilePage } from './mobile-page';

/** /mine/brokerApplication on a phone: the broker application of section 5 as a page, the licence from the camera or files. */
export function MobileBrokerApplicationPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const broker = useAtomValue(isBrokerAtom);
  const application = useBrokerApplication(() => navigate('/mine/personalCenter'));
  return (
    <MobilePage title={t('broker.title')} testId="mobile-broker-page">
      {broker ? (
        <Text data-testid="already-broker">{t('mobile.alreadyBroker')}</Text>
      ) : (
        <ContractForm form={application.form} onValid={application.submit} testId="broker-form">
          <BrokerApplicationFields application={application} />
          <Button type="submit" colorPalette="brand" width="full" minH="44px" mt="6" loading={application.form.formState.isSubmitting} data-testid="broker-submit">
            {t('broker.submit')}
          </Button>
        </ContractForm>
      )}
    </MobilePage>
  );
}
