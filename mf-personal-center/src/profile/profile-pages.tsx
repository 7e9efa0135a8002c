import {
  Badge,
  Box,
  Button,
  calls,
  chakra,
  Heading,
  HStack,
  Input,
  Modal,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  useApiMutation,
  useApiQuery,
  userAtom,
  type CallReply,
  type CallRequest,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm, useSetField } from '@puente/shared/forms';
import { useSetAtom } from 'jotai';
import { useCallback, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Uploader } from '../lib/uploader';

/** A text input of the surrounding ContractForm (`input`: what its register gives), with its label and its error. */
function TextField({ label, input, required = false, type = 'text', maxLength, textTransform }: { label: string; input: ComponentProps<typeof Input> & { name: string }; required?: boolean; type?: string; maxLength?: number; textTransform?: 'uppercase' }) {
  return (
    <FormField name={input.name} label={label} required={required}>
      <Input type={type} maxLength={maxLength} textTransform={textTransform} {...input} />
    </FormField>
  );
}

/** What the personal information form holds: the avatar as the uploader's list (one at most). */
interface PersonalDraft {
  nickname: string;
  email: string;
  head: string[];
}
const personalRequest = (draft: PersonalDraft) => ({ nickname: draft.nickname, email: draft.email, head: draft.head[0] ?? '' });

/** /personalInfo: avatar (uploaded with progress) and nickname, email. */
export function PersonalInfoPage() {
  const info = useApiQuery(calls.getUserInfo, {});
  return <QueryView state={info}>{({ user }) => <PersonalInfoForm user={user} />}</QueryView>;
}

function PersonalInfoForm({ user }: { user: CallReply<typeof calls.getUserInfo>['user'] }) {
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
    <Stack gap="5" data-testid="personal-info">
      <Heading as="h1" size="xl">
        {t('profile.infoTitle')}
      </Heading>
      <ContractForm form={form} onValid={save} testId="info-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <FormField name="head" label={t('profile.avatar')}>
          <Uploader value={head} onChange={(urls) => set('head', urls.slice(-1))} max={1} onBusyChange={setUploading} testId="avatar-upload" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField label={t('profile.nickname')} input={form.register('nickname')} required maxLength={40} />
          <TextField type="email" label={t('profile.email')} input={form.register('email')} />
          <Box>
            <Text fontSize="sm" color="fg.muted">{t('panel.phone')}</Text>
            <Text>{user.phone}</Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">{t('profile.role')}</Text>
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
    </Stack>
  );
}

type Business = CallReply<typeof calls.getBusinessInformation>['data'];
/** What the business form holds: the licence as the uploader's list (one at most). */
type BusinessDraft = Omit<Business, 'businessLicense'> & { licence: string[] };
const businessRequest = ({ licence, ...fields }: BusinessDraft) => ({ ...fields, businessLicense: licence[0] ?? '' });
const businessFieldOf = (path: string) => (path === 'businessLicense' ? 'licence' : path);

/** /personalBusiness: the company behind the account (sellers need it to publish). */
export function BusinessPage() {
  const info = useApiQuery(calls.getBusinessInformation, {});
  return <QueryView state={info}>{({ data }) => <BusinessForm initial={data} />}</QueryView>;
}

function BusinessForm({ initial }: { initial: Business }) {
  const { t } = useTranslation('personal');
  const setUser = useSetAtom(userAtom);
  const { busy, run } = useApiMutation(calls.saveBusinessInformation, { success: t('profile.saved') });
  const { businessLicense, ...fields } = initial;
  const form = useContractForm<BusinessDraft, typeof calls.saveBusinessInformation>(calls.saveBusinessInformation, {
    defaultValues: { ...fields, licence: businessLicense ? [businessLicense] : [] },
    toRequest: businessRequest,
    fieldOf: businessFieldOf,
  });
  const licence = form.watch('licence');
  const set = useSetField(form);
  const [uploading, setUploading] = useState(false);
  const text = (name: Exclude<keyof BusinessDraft, 'licence'>, label: string, required = false) => <TextField label={label} input={form.register(name)} required={required} />;

  async function save(body: CallRequest<typeof calls.saveBusinessInformation>) {
    if (uploading) return;
    const saved = await run(body);
    if (saved) setUser((current) => (current ? { ...current, companyName: saved.data.companyName } : current));
  }

  return (
    <Stack gap="5" data-testid="business-info">
      <Heading as="h1" size="xl">
        {t('profile.businessTitle')}
      </Heading>
      <ContractForm form={form} onValid={save} testId="business-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {text('companyName', t('profile.companyName'), true)}
          {text('address', t('profile.businessAddress'), true)}
          {text('industry', t('profile.industry'))}
          {text('website', t('profile.website'))}
          {text('taxId', t('profile.taxId'))}
          {text('contactName', t('profile.contactName'))}
          {text('contactPhone', t('profile.contactPhone'))}
        </SimpleGrid>
        <FormField name="licence" label={t('profile.licence')}>
          <Uploader value={licence} onChange={(urls) => set('licence', urls.slice(-1))} max={1} onBusyChange={setUploading} />
        </FormField>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={busy} disabled={uploading}>
            {t('common.save')}
          </Button>
        </HStack>
      </Stack>
      </ContractForm>
    </Stack>
  );
}

type Address = CallReply<typeof calls.trade.listAddresses>['list'][number];
const BLANK = { contactName: '', phone: '', countryCode: '', province: '', city: '', street: '', postalCode: '', company: '', taxId: '', isDefault: false };
type AddressDraft = typeof BLANK;
const REQUIRED_ADDRESS_FIELDS: ReadonlyArray<keyof AddressDraft> = ['contactName', 'phone', 'countryCode', 'city', 'street'];

function addressDraft(address: Address | null): AddressDraft {
  if (!address) return { ...BLANK };
  const { contactName, phone, countryCode, province, city, street, postalCode, company, taxId, isDefault } = address;
  return { contactName, phone, countryCode, province, city, street, postalCode, company, taxId, isDefault };
}

function AddressDialog({ kind, address, onClose, onSaved }: { kind: 'shipping' | 'billing'; address: Address | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('personal');
  const { busy, run } = useApiMutation(calls.trade.saveAddress, { success: t('profile.addressSaved') });
  const toRequest = useCallback((draft: AddressDraft) => ({ ...(address ? { id: address.id } : {}), kind, ...draft }), [address, kind]);
  const [defaultValues] = useState(() => addressDraft(address));
  const form = useContractForm<AddressDraft, typeof calls.trade.saveAddress>(calls.trade.saveAddress, { defaultValues, toRequest });

  async function save(body: CallRequest<typeof calls.trade.saveAddress>) {
    if (await run(body)) onSaved();
  }

  // The country code shows in capitals, as the schema sends it.
  const field = (key: Exclude<keyof AddressDraft, 'isDefault'>) => (
    <TextField key={key} label={t(`profile.address.${key}`)} input={form.register(key)} required={REQUIRED_ADDRESS_FIELDS.includes(key)} maxLength={key === 'countryCode' ? 2 : undefined} textTransform={key === 'countryCode' ? 'uppercase' : undefined} />
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={t(address ? 'profile.editAddress' : 'profile.addAddress')}
      closeLabel={t('common.close')}
      width="720px"
      testId="address-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={busy} onClick={() => void form.handleSubmit(save)()} data-testid="address-submit">
            {t('common.save')}
          </Button>
        </>
      }
    >
      <ContractForm form={form} onValid={save}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {field('contactName')}
          {field('phone')}
          {field('countryCode')}
          {field('province')}
          {field('city')}
          {field('postalCode')}
        </SimpleGrid>
        {field('street')}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {field('company')}
          {field('taxId')}
        </SimpleGrid>
        <chakra.label display="flex" gap="2" alignItems="center">
          <chakra.input type="checkbox" {...form.register('isDefault')} />
          {t('profile.makeDefault')}
        </chakra.label>
      </Stack>
      </ContractForm>
    </Modal>
  );
}

/** /personalAddress (shipping) and /personalAddressBill (billing). */
export function AddressPage({ kind }: { kind: 'shipping' | 'billing' }) {
  const { t } = useTranslation('personal');
  const list = useApiQuery(calls.trade.listAddresses, { kind });
  const removeAddress = useApiMutation(calls.trade.deleteAddress, { success: t('profile.addressDeleted') });
  const setDefault = useApiMutation(calls.trade.saveAddress, { success: t('profile.addressSaved') });
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);

  async function remove(id: number) {
    if (await removeAddress.run({ id })) setConfirmDelete(null);
  }
  async function makeDefault(a: Address) {
    const { id, contactName, phone, countryCode, province, city, street, postalCode, company, taxId } = a;
    await setDefault.run({ id, kind, contactName, phone, countryCode, province, city, street, postalCode, company, taxId, isDefault: true });
  }

  return (
    <Stack gap="5" data-testid={`addresses-${kind}`}>
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t(kind === 'shipping' ? 'profile.shippingTitle' : 'profile.billingTitle')}
        </Heading>
        <Button colorPalette="brand" onClick={() => setEditing('new')} data-testid="add-address">
          {t('profile.addAddress')}
        </Button>
      </HStack>
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('profile.noAddresses')}>
        {(data) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {data.list.map((a) => (
              <Stack key={a.id} borderWidth="1px" borderRadius="lg" p="4" gap="2" data-testid="address-card">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">
                    {a.contactName} · {a.phone}
                  </Text>
                  {a.isDefault ? <Badge colorPalette="brand">{t('profile.default')}</Badge> : null}
                </HStack>
                {a.company ? <Text fontSize="sm">{a.company}</Text> : null}
                <Text fontSize="sm" color="fg.muted">
                  {[a.street, a.city, a.province, a.postalCode, a.countryCode].filter(Boolean).join(', ')}
                </Text>
                {a.taxId ? <Text fontSize="sm">{t('profile.address.taxId')}: {a.taxId}</Text> : null}
                <HStack gap="2" flexWrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => setEditing(a)}>
                    {t('common.edit')}
                  </Button>
                  {!a.isDefault ? (
                    <Button size="xs" variant="outline" loading={setDefault.busy} onClick={() => void makeDefault(a)}>
                      {t('profile.makeDefault')}
                    </Button>
                  ) : null}
                  {confirmDelete === a.id ? (
                    <Button size="xs" colorPalette="red" loading={removeAddress.busy} onClick={() => void remove(a.id)}>
                      {t('common.confirmDelete')}
                    </Button>
                  ) : (
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(a.id)}>
                      {t('common.delete')}
                    </Button>
                  )}
                </HStack>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
      {editing ? (
        <AddressDialog
          kind={kind}
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
