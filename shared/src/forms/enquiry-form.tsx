import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  calls,
  Heading,
  href,
  HStack,
  Input,
  isSignedInAtom,
  LANGUAGE_TAGS,
  languageAtom,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  useApiMutation,
  useLocation,
  userAtom,
  type EnquiryService,
  type User,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm } from './form';

/** The element a page's "send an enquiry" buttons bring into view. */
export const ENQUIRY_SECTION_ID = 'enquiry';

/** Where a member follows their enquiries: the personal centre's overview, at its list. */
export const MY_ENQUIRIES_HREF = `${href('personalPanel')}#enquiries`;

interface EnquiryValues {
  subject: string;
  name: string;
  company: string;
  contact: string;
  country: string;
  message: string;
}

/** What a member already told Puente, so they do not type it again. */
function valuesFor(user: User | null, subject: string): EnquiryValues {
  const country = user?.countryCode && (calls.ENQUIRY_COUNTRIES as readonly string[]).includes(user.countryCode) ? user.countryCode : '';
  const contact = user ? user.email || (user.phone ? `+${user.phone.replace(/^\+/, '')}` : '') : '';
  return { subject, name: user?.nickname ?? '', company: user?.companyName ?? '', contact, country, message: '' };
}

/** Brings the page's enquiry form into view and puts the reader in its first empty field. */
export function showEnquiryForm() {
  const section = document.getElementById(ENQUIRY_SECTION_ID);
  if (!section) return;
  if (typeof section.scrollIntoView === 'function') section.scrollIntoView({ block: 'start' });
  const fields = [...section.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')];
  (fields.find((field) => !field.value) ?? fields[0])?.focus({ preventScroll: true });
}

/** A button that leads to the enquiry form further down the same page. */
export function EnquiryButton({ label, variant = 'solid', testId = 'enquiry-jump' }: { label?: string; variant?: 'solid' | 'outline'; testId?: string }) {
  const { t } = useTranslation('common');
  return (
    <Button type="button" colorPalette="brand" size="sm" variant={variant} onClick={showEnquiryForm} data-testid={testId}>
      {label ?? t('enquiry.jump')}
    </Button>
  );
}

export interface EnquiryFormProps {
  /** The desk's service the page is about. */
  service: EnquiryService;
  /** The service page it is sent from (a country's guide, a park), when it is one. */
  slug?: string;
  /** What the enquiry is about, as the page names it: the subject field starts with it. */
  subject: string;
  /** The area's words above the form, instead of the common ones. */
  intro?: ReactNode;
  testId?: string;
}

/**
 * The form that ends a service page: the sender's question to the desk about `subject`, sent with
 * sendEnquiry and checked with its schema. A guest may send too (the desk answers at the contact
 * given); once sent, the page says so with the enquiry's reference and, for a member, where to
 * follow it.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  // Another page shown by the same screen (the next guide) starts a new enquiry.
  return <EnquiryFormFor key={`${props.service}:${props.slug ?? ''}:${props.subject}`} {...props} />;
}

function EnquiryFormFor({ service, slug, subject, intro, testId = 'enquiry' }: EnquiryFormProps) {
  const { t } = useTranslation('common');
  const language = useAtomValue(languageAtom);
  const user = useAtomValue(userAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  const ackRef = useRef<HTMLDivElement>(null);
  const toRequest = useMemo(() => (values: EnquiryValues) => ({ ...values, service, slug }), [service, slug]);
  const form = useContractForm(calls.sendEnquiry, { defaultValues: valuesFor(user, subject), toRequest });
  const [sent, setSent] = useState<{ reference: string; contact: string } | null>(null);
  // The session's user can arrive after the page: a new user fills in what they told Puente, but only
  // while the form is untouched, so the reader's typing is never replaced.
  const filledFor = useRef(user);
  useEffect(() => {
    if (!user || filledFor.current?.id === user.id) return;
    const untouched = JSON.stringify(form.getValues()) === JSON.stringify(valuesFor(filledFor.current, subject));
    filledFor.current = user;
    if (untouched) form.reset(valuesFor(user, subject));
  }, [user, form, subject]);
  const send = useApiMutation(calls.sendEnquiry, {
    onSuccess: (reply, body) => {
      setSent({ reference: reply.data.reference, contact: body.contact });
      // The form goes and the page gets shorter: bring the acknowledgement into view.
      requestAnimationFrame(() => ackRef.current?.focus());
    },
  });
  // A link to the page's form (`…#enquiry`) lands on it, once the shell has scrolled the new page to the top.
  useEffect(() => {
    if (location.hash !== `#${ENQUIRY_SECTION_ID}`) return undefined;
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(showEnquiryForm)));
    return () => cancelAnimationFrame(frame);
  }, [location.hash]);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' });
    return calls.ENQUIRY_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, LANGUAGE_TAGS[language]));
  }, [language]);

  const another = () => {
    // The sender stays the same; the question is a new one.
    form.reset({ ...form.getValues(), subject, message: '' });
    setSent(null);
  };

  return (
    <Box as="section" id={ENQUIRY_SECTION_ID} aria-labelledby={`${testId}-title`} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} bg="bg" scrollMarginTop="32">
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={`${testId}-title`}>
            {t('enquiry.title')}
          </Heading>
          <Text color="fg.muted">{intro ?? t('enquiry.intro')}</Text>
        </Stack>
        {sent ? (
          <Stack
            ref={ackRef}
            tabIndex={-1}
            role="status"
            gap="2"
            borderWidth="1px"
            borderColor="green.300"
            bg="green.50"
            color="green.900"
            borderRadius="md"
            p="4"
            data-testid={`${testId}-sent`}
          >
            <Heading as="h3" size="md">
              {t('enquiry.sentTitle')}
            </Heading>
            <Text>
              {t('enquiry.sentReference')}{' '}
              <Text as="strong" fontWeight="bold" data-testid={`${testId}-reference`}>
                {sent.reference}
              </Text>
            </Text>
            <Text>{t('enquiry.sentContact', { contact: sent.contact })}</Text>
            <Text>{signedIn ? t('enquiry.sentMember') : t('enquiry.sentGuest')}</Text>
            <HStack gap="3" wrap="wrap" pt="1">
              {signedIn ? (
                <Button asChild colorPalette="brand" size="sm">
                  <Link to={MY_ENQUIRIES_HREF} data-testid={`${testId}-mine`}>
                    {t('enquiry.seeMine')}
                  </Link>
                </Button>
              ) : null}
              <Button type="button" variant="outline" size="sm" onClick={another} data-testid={`${testId}-another`}>
                {t('enquiry.another')}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <ContractForm form={form} onValid={(body) => send.run(body)} testId={`${testId}-form`}>
            <Stack gap="4">
              <FormField name="subject" label={t('enquiry.subject')} required>
                <Input {...form.register('subject')} />
              </FormField>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="name" label={t('enquiry.name')} required>
                  <Input autoComplete="name" {...form.register('name')} />
                </FormField>
                <FormField name="company" label={t('enquiry.company')}>
                  <Input autoComplete="organization" {...form.register('company')} />
                </FormField>
                <FormField name="contact" label={t('enquiry.contact')} required>
                  <Input autoComplete="email" {...form.register('contact')} />
                </FormField>
                <FormField name="country" label={t('enquiry.country')} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...form.register('country')}>
                      <option value="">{t('enquiry.chooseCountry')}</option>
                      {countries.map((country) => (
                        <option key={country.code} value={country.code}>
                          {country.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
              <FormField name="message" label={t('enquiry.message')} required helper={t('enquiry.messageHelp', { min: calls.ENQUIRY_LIMITS.messageMin })}>
                <Textarea rows={6} {...form.register('message')} />
              </FormField>
              {signedIn ? null : (
                <Stack gap="2" align="flex-start" data-testid={`${testId}-guest-note`}>
                  <Text fontSize="sm" color="fg.muted">
                    {t('enquiry.guestNote')}
                  </Text>
                  <Button asChild variant="outline" size="xs">
                    <Link to={href('login', { redirect: location.pathname + location.search })}>{t('session.login')}</Link>
                  </Button>
                </Stack>
              )}
              <Box>
                <Button type="submit" colorPalette="brand" loading={send.busy} data-testid={`${testId}-submit`}>
                  {t('enquiry.send')}
                </Button>
              </Box>
            </Stack>
          </ContractForm>
        )}
      </Stack>
    </Box>
  );
}
