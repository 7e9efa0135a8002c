import { Button, calls, HStack, Input, useApiMutation } from '@puente/shared';
import { FormField } from '@puente/shared/forms';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const RESEND_SECONDS = 60;

type SmsCodeType = (typeof calls.SMS_CODE_TYPES)[keyof typeof calls.SMS_CODE_TYPES];

/** What these fields need of their form (registration, password reset): its phone and code fields. */
interface PhoneCodeForm {
  register: (name: 'phone' | 'code') => object;
  trigger: (name: 'phone') => Promise<boolean>;
  getValues: (name: 'phone') => string;
}

/** Where the last send is kept for the tab's life: a reload still counts down rather than offering a send the API refuses. */
const sentKey = (type: SmsCodeType) => `puente.smsSent.${type}`;

function lastSent(type: SmsCodeType): { phone: string; secondsLeft: number } {
  try {
    const kept = JSON.parse(sessionStorage.getItem(sentKey(type)) ?? 'null') as { phone: string; at: number } | null;
    const secondsLeft = kept ? Math.ceil(RESEND_SECONDS - (Date.now() - kept.at) / 1000) : 0;
    return kept && secondsLeft > 0 ? { phone: kept.phone, secondsLeft: Math.min(secondsLeft, RESEND_SECONDS) } : { phone: '', secondsLeft: 0 };
  } catch {
    return { phone: '', secondsLeft: 0 };
  }
}

/** A verification code by SMS: sends it, then counts down before it may be sent again (across a reload too). */
function useSmsCode(type: SmsCodeType) {
  const [cooldown, setCooldown] = useState(() => lastSent(type).secondsLeft);
  const [sentTo, setSentTo] = useState(() => lastSent(type).phone);
  useEffect(() => {
    if (cooldown <= 0) return undefined;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);
  const sendSms = useApiMutation(calls.sendSmsCode, {
    onSuccess: (_reply, body) => {
      setSentTo(body.phone);
      setCooldown(RESEND_SECONDS);
      try {
        sessionStorage.setItem(sentKey(type), JSON.stringify({ phone: body.phone, at: Date.now() }));
      } catch {
        // Storage refused (a private window): the countdown lasts until a reload.
      }
    },
  });
  return { cooldown, sentTo, send: (phone: string) => sendSms.run({ type, phone }) };
}

/**
 * The phone field with its send-code button, and the code field: the code goes out once the phone
 * passes the form's own check.
 */
export function PhoneCodeFields({ form, type, sendTestId }: { form: PhoneCodeForm; type: SmsCodeType; sendTestId?: string }) {
  const { t } = useTranslation('shell');
  const sms = useSmsCode(type);

  async function sendCode() {
    if (await form.trigger('phone')) await sms.send(form.getValues('phone'));
  }

  return (
    <>
      <FormField name="phone" label={t('login.phone')} helper={sms.sentTo ? t('login.codeSent', { phone: sms.sentTo }) : undefined}>
        <HStack width="100%">
          <Input inputMode="tel" autoComplete="tel" {...form.register('phone')} />
          <Button type="button" variant="outline" onClick={() => void sendCode()} disabled={sms.cooldown > 0} data-testid={sendTestId}>
            {sms.cooldown > 0 ? t('login.resend', { seconds: sms.cooldown }) : t('login.sendCode')}
          </Button>
        </HStack>
      </FormField>
      <FormField name="code" label={t('login.code')}>
        <Input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
      </FormField>
    </>
  );
}
