import { Box, Button, calls, HStack, SimpleGrid, Stack, Text, useApiMutation, userAtom, type CallReply, type CallRequest } from '@puente/shared';
import { ContractForm, FormField, Uploader, useContractForm, useSetField } from '@puente/shared/forms';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/** What the personal information form holds: the avatar as the uploader's list (one at most). */
interface PersonalDraft {
  nickname: string;
  email: string;
  head: string[];
}
const personalRequest = (draft: PersonalDraft) => ({ nickname: draft.nickname, email: draft.email, head: draft.head[0] ?? '' });

/** The avatar (uploaded with progress), nickname and email; the phone and role as they are. */
export function PersonalInfoForm({ user }: { user: CallReply<typeof calls.getUserInfo>['user'] }) {
  const { t } = useTranslation('personal');
  const setUser = useSetAtom(userAtom);
  const { busy, run } = useApiMutation(calls.savePersonalInformation, { success: t('profile.saved') });
  const form = useContractForm<PersonalDraft, typeof calls.savePersonalInformation>(calls.savePersonalInformation, {
    defaultValues: { nickname: user.nickname, email: user.email, head: user.head ? [user.head] : [] },
    toRequest: personalRequest,
  });
  const head = form.watch('head');
  const set = useSetField(form);
  const [uploading, setUploading] = useState(false);

  async function save(body: CallRequest<typeof calls.savePersonalInformation>) {
    if (uploading) return;
    const saved = await run(body);
    // The header's hover card shows the new avatar and nickname at once.
    if (saved) setUser((current) => (current ? { ...current, ...saved.user } : current));
  }

  return (
    <ContractForm form={form} onValid={save} testId="info-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <FormField name="head" label={t('profile.avatar')}>
          <Uploader value={head} onChange={(urls) => set('head', urls.slice(-1))} max={1} onBusyChange={setUploading} testId="avatar-upload" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField label={t('profile.nickname')} input={form.register('nickname')} required maxLength={40} />
          <TextField type="email" label={t('profile.email')} input={form.register('email')} />
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('panel.phone')}
            </Text>
            <Text>{user.phone}</Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('profile.role')}
            </Text>
            <Text>{t(`panel.role.${user.role ?? 'none'}`)}</Text>
          </Box>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={busy} disabled={uploading} data-testid="info-submit">
            {t('common.save')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}
