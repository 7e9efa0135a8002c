import { api, Button, calls, chakra, HStack, Text } from '@puente/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One uploaded file (an image or a PDF): uploads on choice, reports progress and failure, can be removed. */
export function FileUpload({ value, onChange, accept = 'image/jpeg,image/png,image/webp,application/pdf', testId }: { value: string; onChange: (url: string) => void; accept?: string; testId?: string }) {
  const { t } = useTranslation('product');
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const [name, setName] = useState('');

  async function upload(file: File) {
    setName(file.name);
    setState('uploading');
    const form = new FormData();
    form.append('file', file);
    try {
      const reply = await api.upload(calls.uploadFile, form);
      onChange(reply.url);
      setState('idle');
    } catch {
      // The client already said why; the file is marked as failed (spec section 8).
      setState('failed');
    }
  }

  return (
    <HStack gap="3" wrap="wrap" data-testid={testId}>
      <Button type="button" size="sm" variant="outline" loading={state === 'uploading'} onClick={() => input.current?.click()}>
        {value ? t('upload.replace') : t('upload.choose')}
      </Button>
      {value ? (
        <>
          <chakra.a href={value} target="_blank" rel="noopener" color="brand.fg" fontSize="sm" data-testid="uploaded-file">
            {name || t('upload.file')}
          </chakra.a>
          <Button type="button" size="xs" variant="ghost" onClick={() => (onChange(''), setName(''))}>
            {t('upload.remove')}
          </Button>
        </>
      ) : null}
      {state === 'failed' ? (
        <Text fontSize="sm" color="red.600" role="alert">
          {t('upload.failed', { name })}
        </Text>
      ) : null}
      <chakra.input
        ref={input}
        type="file"
        accept={accept}
        display="none"
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
          e.target.value = '';
        }}
      />
      <Text fontSize="xs" color="fg.muted" width="full">
        {t('upload.hint')}
      </Text>
    </HStack>
  );
}
