import {
  api,
  ApiError,
  Box,
  Button,
  calls,
  chakra,
  Field,
  Heading,
  HStack,
  Input,
  isSignedInAtom,
  NativeSelect,
  puenteEvents,
  Stack,
  Text,
  Textarea,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_IMAGES = 6;

/** /complaint (and /help): complaints and suggestions, with photos for signed-in members. */
export function ComplaintPage() {
  const { t } = useTranslation('shell');
  const signedIn = useAtomValue(isSignedInAtom);
  const [type, setType] = useState<1 | 2 | 3 | 4>(4);
  const [contactName, setContactName] = useState('');
  const [contactInformation, setContactInformation] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function addImage(file: File) {
    setUploading(true);
    const form = new FormData();
    form.append('file', file);
    try {
      const reply = await api.upload(calls.uploadFile, form);
      setImages((list) => [...list, reply.url].slice(0, MAX_IMAGES));
    } catch {
      // The client showed why; the photo is simply not added.
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await api.call(calls.saveComplaint, { type, contactName, contactInformation, content, imageUrls: images });
      puenteEvents.emit('toast', { type: 'success', message: t('pages.sent') });
      setSent(true);
      setContent('');
      setImages([]);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="5" py="8" maxW="2xl" data-testid="complaint-page">
      <Heading as="h1" size="2xl">
        {t('pages.complaintTitle')}
      </Heading>
      <Text color="fg.muted">{t('pages.complaintIntro')}</Text>
      {sent ? (
        <Box borderWidth="1px" borderColor="green.300" bg="green.50" borderRadius="lg" p="4" role="status" data-testid="complaint-sent">
          {t('pages.sent')}
        </Box>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="lg" p="6">
          <Field.Root>
            <Field.Label>{t('pages.complaintType')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="type" value={type} onChange={(e) => setType(Number(e.currentTarget.value) as 1 | 2 | 3 | 4)}>
                <option value={1}>{t('pages.typeProduct')}</option>
                <option value={2}>{t('pages.typeOrder')}</option>
                <option value={3}>{t('pages.typeService')}</option>
                <option value={4}>{t('pages.typeSuggestion')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('pages.contactName')}</Field.Label>
            <Input name="contactName" value={contactName} onChange={(e) => setContactName(e.target.value)} autoComplete="name" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('pages.contactInformation')}</Field.Label>
            <Input name="contactInformation" value={contactInformation} onChange={(e) => setContactInformation(e.target.value)} autoComplete="email" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('pages.content')}</Field.Label>
            <Textarea name="content" value={content} onChange={(e) => setContent(e.target.value)} rows={6} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('pages.images')}</Field.Label>
            {signedIn ? (
              <HStack gap="3" wrap="wrap">
                {images.map((url) => (
                  <chakra.img key={url} src={url} alt="" width="16" height="16" objectFit="cover" borderRadius="md" />
                ))}
                {images.length < MAX_IMAGES ? (
                  <Button type="button" size="sm" variant="outline" loading={uploading} onClick={() => fileInput.current?.click()}>
                    {t('pages.addImage')}
                  </Button>
                ) : null}
                <chakra.input
                  ref={fileInput}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  display="none"
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                    const file = e.target.files?.[0];
                    if (file) void addImage(file);
                    e.target.value = '';
                  }}
                />
              </HStack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('pages.loginForImages')}
              </Text>
            )}
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy} alignSelf="flex-start" data-testid="complaint-submit">
            {t('pages.send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
