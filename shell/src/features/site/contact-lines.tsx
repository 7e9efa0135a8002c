import { Text } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** Phone, email and address from the footer's site variables (the footer and the contact page). */
export function ContactLines({ vars }: { vars: Array<{ name: string; value: string }> }) {
  const { t } = useTranslation('shell');
  const value = (name: string) => vars.find((v) => v.name === name)?.value ?? '';
  return (
    <>
      {(['phone', 'email', 'address'] as const).map((name) => (
        <Text key={name}>
          {t(`footer.${name}`)}: {value(name)}
        </Text>
      ))}
    </>
  );
}
