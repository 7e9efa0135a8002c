import {
  Badge,
  Box,
  Button,
  calls,
  chakra,
  Flex,
  Heading,
  href,
  HStack,
  Input,
  Link,
  Pager,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  useApiMutation,
  useApiQuery,
  userAtom,
  useSearchParams,
  type CallRequest,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useAtomValue } from 'jotai';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BrokerCards } from '../components/cards';

import { useLoginGate } from '../lib/login-gate';
import { pageCount } from '../lib/search-state';

const BROKERS_PAGE = 12;

/** /brokerList: product brokers, searchable, with their specialties and deals. */
export function BrokerListPage() {
  const { t } = useTranslation('product');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(keyword);
  const list = useApiQuery(calls.listCelebrityBrokers, { keyword: keyword || undefined, currentPage: page, everyNumber: BROKERS_PAGE });
  return (
    <Stack py="6" gap="6" data-testid="broker-list">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('broker.title')}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {t('broker.intro')}
        </Text>
      </Stack>
      <chakra.form
        maxW="lg"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setParams(draft.trim() ? { keyword: draft.trim() } : {});
        }}
      >
        <HStack>
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('broker.search')} aria-label={t('broker.search')} bg="bg" />
          <Button type="submit" colorPalette="brand">
            {t('search.submit')}
          </Button>
        </HStack>
      </chakra.form>
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('broker.empty')}>
        {(data) => (
          <Stack gap="3">
            <BrokerCards list={data.list} />
            <Pager page={page} pages={pageCount(data.total, BROKERS_PAGE)} onPage={(next) => setParams({ ...(keyword ? { keyword } : {}), page: String(next) })} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

interface MailValues {
  subject: string;
  contact: string;
  content: string;
}
const EMPTY_MAIL: MailValues = { subject: '', contact: '', content: '' };

function MailForm({ brokerId }: { brokerId: number }) {
  const { t } = useTranslation('product');
  const gate = useLoginGate();
  const user = useAtomValue(userAtom);
  const [sent, setSent] = useState(false);
  // Without a way to reach them typed in, the broker answers the member by their nickname.
  const toRequest = useCallback((mail: MailValues) => ({ id: brokerId, ...mail, contact: mail.contact || user?.nickname || '' }), [brokerId, user?.nickname]);
  const form = useContractForm(calls.sendBrokerMail, { defaultValues: EMPTY_MAIL, toRequest });
  const send = useApiMutation(calls.sendBrokerMail, { success: t('broker.mailSent') });

  async function submit(body: CallRequest<typeof calls.sendBrokerMail>) {
    if (!(await send.run(body))) return;
    setSent(true);
    form.reset({ ...form.getValues(), subject: '', content: '' });
  }

  return (
    <ContractForm form={form} onValid={submit} testId="broker-mail">
      <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5" bg="bg">
        <Heading as="h2" size="lg">
          {t('broker.mailTitle')}
        </Heading>
        {sent ? (
          <Box borderWidth="1px" borderColor="green.300" bg="green.50" borderRadius="md" p="3" role="status" data-testid="broker-mail-sent">
            {t('broker.mailSent')}
          </Box>
        ) : null}
        <FormField name="subject" label={t('broker.subject')} required>
          <Input {...form.register('subject')} data-testid="mail-subject" />
        </FormField>
        <FormField name="contact" label={t('broker.contact')} required>
          <Input {...form.register('contact')} placeholder={t('broker.contactHint')} data-testid="mail-contact" />
        </FormField>
        <FormField name="content" label={t('broker.content')} required>
          <Textarea rows={6} {...form.register('content')} data-testid="mail-content" />
        </FormField>
        {/* A guest is asked to log in before anything is checked or sent. */}
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} alignSelf="start" onClick={(event) => gate() || event.preventDefault()} data-testid="mail-send">
          {t('broker.send')}
        </Button>
      </Stack>
    </ContractForm>
  );
}

/** /brokerInfo?id=: a broker's profile and a message form. */
export function BrokerInfoPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const broker = useApiQuery(calls.brokerDetails, { id }, { enabled: id > 0 });
  if (id <= 0) return <Text py="16" textAlign="center">{t('broker.missing')}</Text>;
  return (
    <Stack py="6" gap="6" data-testid="broker-info">
      <QueryView state={broker}>
        {({ data: b }) => (
          <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
            <Stack gap="3" flex="1" borderWidth="1px" borderRadius="lg" p="6" bg="bg">
              <HStack gap="4">
                <chakra.img src={b.avatar} alt="" width="24" height="24" borderRadius="full" objectFit="cover" bg="bg.muted" />
                <Stack gap="1">
                  <Heading as="h1" size="2xl" data-testid="broker-name">
                    {b.name}
                  </Heading>
                  <Text color="fg.muted">
                    {b.title} · {b.countryCode}
                  </Text>
                  <HStack gap="2">
                    <Badge colorPalette="brand">{t(`broker.types.${b.brokerType}`)}</Badge>
                    <Badge variant="outline">{t('broker.deals', { count: b.deals })}</Badge>
                  </HStack>
                </Stack>
              </HStack>
              <Text whiteSpace="pre-line">{b.bio}</Text>
              <SimpleGrid columns={2} gap="3" fontSize="sm">
                <Stack gap="1">
                  <Text fontWeight="semibold">{t('broker.specialties')}</Text>
                  <HStack gap="1" wrap="wrap">
                    {b.specialties.map((s) => (
                      <Badge key={s} variant="subtle">
                        {s}
                      </Badge>
                    ))}
                  </HStack>
                </Stack>
                <Stack gap="1">
                  <Text fontWeight="semibold">{t('broker.languages')}</Text>
                  <Text>{b.languages.join(', ')}</Text>
                </Stack>
              </SimpleGrid>
            </Stack>
            <Box width={{ base: 'full', md: '96' }} flexShrink={0}>
              <MailForm brokerId={b.id} />
            </Box>
          </Flex>
        )}
      </QueryView>
    </Stack>
  );
}

/** /cooperateList: the brands Puente works with, each leading to its goods and factory inspections. */
export function CooperateListPage() {
  const { t } = useTranslation('product');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const type = params.get('type') === 'industry' ? 'industry' : params.get('type') === 'china' ? 'china' : undefined;
  const brands = useApiQuery(calls.listBrands, { type, currentPage: page, everyNumber: 24 });
  return (
    <Stack py="6" gap="6" data-testid="cooperate-list">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('cooperate.title')}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {t('cooperate.intro')}
        </Text>
      </Stack>
      <HStack gap="1">
        {([undefined, 'china', 'industry'] as const).map((option) => (
          <Button key={option ?? 'all'} size="xs" variant={type === option ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setParams(option ? { type: option } : {})}>
            {option ? t(`landing.tabs.${option}`) : t('cooperate.all')}
          </Button>
        ))}
      </HStack>
      <QueryView state={brands} isEmpty={(data) => data.list.length === 0} empty={t('cooperate.empty')}>
        {(data) => (
          <Stack gap="3">
            <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4">
              {data.list.map((brand) => (
                <Link key={brand.id} to={href('productList', { brandId: brand.id, source: brand.type })} data-testid="partner-card">
                  <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" bg="bg" height="full" align="center" textAlign="center" _hover={{ borderColor: 'brand.solid' }}>
                    <chakra.img src={brand.logo} alt="" width="16" height="16" objectFit="contain" loading="lazy" />
                    <Text fontWeight="semibold">{brand.name}</Text>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {brand.description}
                    </Text>
                    <Text fontSize="xs" color="brand.fg" mt="auto">
                      {t('brand.goodsCount', { count: brand.goodsCount })} · {t('brand.factories', { count: brand.factoryCount })}
                    </Text>
                  </Stack>
                </Link>
              ))}
            </SimpleGrid>
            <Pager page={page} pages={pageCount(data.total, 24)} onPage={(next) => setParams({ ...(type ? { type } : {}), page: String(next) })} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
