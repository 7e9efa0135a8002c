import {
  Button,
  calls,
  Heading,
  Input,
  LANGUAGE_TAGS,
  languageAtom,
  MEMBER_COUNTRIES,
  NativeSelect,
  SimpleGrid,
  Stack,
  useApiMutation,
  userAtom,
  type CallRequest,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadPermissions } from './use-finish-session';

type Role = 'buyer' | 'seller';
interface CompleteValues {
  nickname: string;
  role: Role | '';
  country: string;
  company: string;
}
const COMPLETE_DEFAULTS: CompleteValues = { nickname: '', role: '', country: '', company: '' };
const completeRequest = (values: CompleteValues) => ({
  nickname: values.nickname,
  role: values.role || undefined,
  countryCode: values.country,
  companyName: values.company || undefined,
});
const completeFieldOf = (path: string) => (path === 'countryCode' ? 'country' : path === 'companyName' ? 'company' : path);

/** After registering: the nickname, buyer or seller, the country and the company. */
export function CompleteInfoForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  const setUser = useSetAtom(userAtom);
  const form = useContractForm(calls.improveInfoForReg, { defaultValues: COMPLETE_DEFAULTS, toRequest: completeRequest, fieldOf: completeFieldOf });
  const complete = useApiMutation(calls.improveInfoForReg);
  const loadPermissions = useLoadPermissions();
  // The role chosen here brings its permissions: they are read again before the member goes on,
  // so a new buyer sent on to publish a requirement finds the form, not a refusal.
  async function finish(body: CallRequest<typeof calls.improveInfoForReg>) {
    const reply = await complete.run(body);
    if (!reply) return;
    setUser(reply.user);
    await loadPermissions();
    onDone();
  }
  const role = form.watch('role');
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' });
    return MEMBER_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, LANGUAGE_TAGS[language]));
  }, [language]);

  return (
    <ContractForm form={form} onValid={finish} testId="complete-form">
      <Stack gap="4">
        <Heading as="h2" size="lg">
          {t('login.completeTitle')}
        </Heading>
        <FormField name="nickname" label={t('login.nickname')}>
          <Input autoComplete="nickname" {...form.register('nickname')} />
        </FormField>
        <FormField name="role" label={t('login.role')}>
          {/* Two equal halves that wrap their words: "Vender (vendedor)" fits a 360 px phone. */}
          <SimpleGrid columns={2} gap="2" w="full">
            {(['buyer', 'seller'] as const).map((r) => (
              <Button
                key={r}
                whiteSpace="normal"
                h="auto"
                minH="44px"
                py="2"
                type="button"
                variant={role === r ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={role === r}
                onClick={() => form.setValue('role', r, { shouldValidate: form.formState.isSubmitted })}
              >
                {t(`login.${r}`)}
              </Button>
            ))}
          </SimpleGrid>
        </FormField>
        <FormField name="country" label={t('login.country')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('country')}>
              <option value="">{t('login.chooseCountry')}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField name="company" label={t('login.company')}>
          <Input autoComplete="organization" {...form.register('company')} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
          {t('login.finish')}
        </Button>
      </Stack>
    </ContractForm>
  );
}
