import {
  api,
  Badge,
  Box,
  Button,
  calls,
  chakra,
  EmptyState,
  ErrorState,
  Field,
  Heading,
  HStack,
  Input,
  LoadingState,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  useApiQuery,
  userAtom,
  type CallReply,
} from '@puente/shared';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Uploader } from '../lib/uploader';
import { useSubmit } from '../lib/use-submit';

function TextField({ name, label, value, onChange, required = false, invalid = false, type = 'text', maxLength }: { name: string; label: string; value: string; onChange: (v: string) => void; required?: boolean; invalid?: boolean; type?: string; maxLength?: number }) {
  const { t } = useTranslation('personal');
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} type={type} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
      {invalid ? <Field.ErrorText>{t('common.required')}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** /personalInfo: avatar (uploaded with progress) and nickname, email. */
export function PersonalInfoPage() {
  const info = useApiQuery(calls.getUserInfo, {});
  if (info.status === 'loading') return <LoadingState />;
  if (info.status === 'error') return <ErrorState onRetry={info.reload} />;
  return <PersonalInfoForm user={info.data.user} />;
}

function PersonalInfoForm({ user }: { user: CallReply<typeof calls.getUserInfo>['user'] }) {
  const { t } = useTranslation('personal');
  const setUser = useSetAtom(userAtom);
  const { busy, run } = useSubmit();
  const [head, setHead] = useState<string[]>(user.head ? [user.head] : []);
  const [nickname, setNickname] = useState(user.nickname);
  const [email, setEmail] = useState(user.email);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);

  async function save() {
    setTried(true);
    if (!nickname.trim() || uploading) return;
    const saved = await run(() => api.call(calls.savePersonalInformation, { nickname, head: head[0] ?? '', email }), t('profile.saved'));
    // The header's hover card shows the new avatar and nickname at once.
    if (saved) setUser((current) => (current ? { ...current, ...saved.user } : current));
  }

  return (
    <Stack gap="5" data-testid="personal-info">
      <Heading as="h1" size="xl">
        {t('profile.infoTitle')}
      </Heading>
      <Stack as="form" gap="4" borderWidth="1px" borderRadius="lg" p="5" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <Field.Root>
          <Field.Label>{t('profile.avatar')}</Field.Label>
          <Uploader value={head} onChange={(urls) => setHead(urls.slice(-1))} max={1} onBusyChange={setUploading} testId="avatar-upload" />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField name="nickname" label={t('profile.nickname')} value={nickname} onChange={setNickname} required invalid={tried && !nickname.trim()} maxLength={40} />
          <TextField name="email" type="email" label={t('profile.email')} value={email} onChange={setEmail} />
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
    </Stack>
  );
}

type Business = CallReply<typeof calls.getBusinessInformation>['data'];

/** /personalBusiness: the company behind the account (sellers need it to publish). */
export function BusinessPage() {
  const info = useApiQuery(calls.getBusinessInformation, {});
  if (info.status === 'loading') return <LoadingState />;
  if (info.status === 'error') return <ErrorState onRetry={info.reload} />;
  return <BusinessForm initial={info.data.data} />;
}

function BusinessForm({ initial }: { initial: Business }) {
  const { t } = useTranslation('personal');
  const setUser = useSetAtom(userAtom);
  const { busy, run } = useSubmit();
  const [values, setValues] = useState<Business>(initial);
  const [licence, setLicence] = useState<string[]>(initial.businessLicense ? [initial.businessLicense] : []);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const set = (key: keyof Business) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const missing = { companyName: !values.companyName.trim(), address: !values.address.trim() };

  async function save() {
    setTried(true);
    if (missing.companyName || missing.address || uploading) return;
    const saved = await run(() => api.call(calls.saveBusinessInformation, { ...values, businessLicense: licence[0] ?? '' }), t('profile.saved'));
    if (saved) setUser((current) => (current ? { ...current, companyName: saved.data.companyName } : current));
  }

  return (
    <Stack gap="5" data-testid="business-info">
      <Heading as="h1" size="xl">
        {t('profile.businessTitle')}
      </Heading>
      <Stack as="form" gap="4" borderWidth="1px" borderRadius="lg" p="5" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField name="companyName" label={t('profile.companyName')} value={values.companyName} onChange={set('companyName')} required invalid={tried && missing.companyName} />
          <TextField name="address" label={t('profile.businessAddress')} value={values.address} onChange={set('address')} required invalid={tried && missing.address} />
          <TextField name="industry" label={t('profile.industry')} value={values.industry} onChange={set('industry')} />
          <TextField name="website" label={t('profile.website')} value={values.website} onChange={set('website')} />
          <TextField name="taxId" label={t('profile.taxId')} value={values.taxId} onChange={set('taxId')} />
          <TextField name="contactName" label={t('profile.contactName')} value={values.contactName} onChange={set('contactName')} />
          <TextField name="contactPhone" label={t('profile.contactPhone')} value={values.contactPhone} onChange={set('contactPhone')} />
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('profile.licence')}</Field.Label>
          <Uploader value={licence} onChange={(urls) => setLicence(urls.slice(-1))} max={1} onBusyChange={setUploading} />
        </Field.Root>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={busy} disabled={uploading}>
            {t('common.save')}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}

type Address = CallReply<typeof calls.trade.listAddresses>['list'][number];
const BLANK = { contactName: '', phone: '', countryCode: '', province: '', city: '', street: '', postalCode: '', company: '', taxId: '', isDefault: false };

function AddressDialog({ kind, address, onClose, onSaved }: { kind: 'shipping' | 'billing'; address: Address | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('personal');
  const { busy, run } = useSubmit();
  const [values, setValues] = useState(() => (address ? { ...BLANK, ...address } : { ...BLANK }));
  const [tried, setTried] = useState(false);
  const required = ['contactName', 'phone', 'countryCode', 'city', 'street'] as const;
  const missing = required.filter((k) => !String(values[k]).trim());
  const set = (key: keyof typeof BLANK) => (value: string) => setValues((v) => ({ ...v, [key]: key === 'countryCode' ? value.toUpperCase() : value }));

  async function save() {
    setTried(true);
    if (missing.length) return;
    const { contactName, phone, countryCode, province, city, street, postalCode, company, taxId, isDefault } = values;
    const saved = await run(() => api.call(calls.trade.saveAddress, { ...(address ? { id: address.id } : {}), kind, contactName, phone, countryCode, province, city, street, postalCode, company, taxId, isDefault }), t('profile.addressSaved'));
    if (saved) onSaved();
  }

  const field = (key: Exclude<keyof typeof BLANK, 'isDefault'>) => (
    <TextField key={key} name={key} label={t(`profile.address.${key}`)} value={String(values[key])} onChange={set(key)} required={(required as readonly string[]).includes(key)} invalid={tried && (missing as readonly string[]).includes(key)} maxLength={key === 'countryCode' ? 2 : undefined} />
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
          <Button colorPalette="brand" loading={busy} onClick={() => void save()} data-testid="address-submit">
            {t('common.save')}
          </Button>
        </>
      }
    >
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
          <chakra.input type="checkbox" checked={values.isDefault} onChange={(e) => setValues((v) => ({ ...v, isDefault: e.target.checked }))} />
          {t('profile.makeDefault')}
        </chakra.label>
      </Stack>
    </Modal>
  );
}

/** /personalAddress (shipping) and /personalAddressBill (billing). */
export function AddressPage({ kind }: { kind: 'shipping' | 'billing' }) {
  const { t } = useTranslation('personal');
  const list = useApiQuery(calls.trade.listAddresses, { kind });
  const { busy, run } = useSubmit();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);

  async function remove(id: number) {
    if (await run(() => api.call(calls.trade.deleteAddress, { id }), t('profile.addressDeleted'))) {
      setConfirmDelete(null);
      list.reload();
    }
  }
  async function makeDefault(a: Address) {
    const { id, contactName, phone, countryCode, province, city, street, postalCode, company, taxId } = a;
    if (await run(() => api.call(calls.trade.saveAddress, { id, kind, contactName, phone, countryCode, province, city, street, postalCode, company, taxId, isDefault: true }), t('profile.addressSaved'))) list.reload();
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
      {list.status === 'loading' ? <LoadingState /> : null}
      {list.status === 'error' ? <ErrorState onRetry={list.reload} /> : null}
      {list.status === 'success' && list.data.list.length === 0 ? <EmptyState title={t('profile.noAddresses')} /> : null}
      {list.status === 'success' ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {list.data.list.map((a) => (
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
                  <Button size="xs" variant="outline" loading={busy} onClick={() => void makeDefault(a)}>
                    {t('profile.makeDefault')}
                  </Button>
                ) : null}
                {confirmDelete === a.id ? (
                  <Button size="xs" colorPalette="red" loading={busy} onClick={() => void remove(a.id)}>
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
      ) : null}
      {editing ? (
        <AddressDialog
          kind={kind}
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      ) : null}
    </Stack>
  );
}
