import { api, Box, Button, calls, chakra, HStack, Stack, Text } from '@puente/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Pending {
  key: number;
  name: string;
  percent: number;
  failed: boolean;
}

let nextKey = 1;

/**
 * Files uploaded one by one through uploadFile.json, each with its progress; a failed upload
 * stays listed as failed (spec section 8) until removed. `value` holds the stored URLs.
 */
export function Uploader({
  value,
  onChange,
  max,
  accept = 'image/*',
  images = true,
  testId,
  onBusyChange,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  accept?: string;
  images?: boolean;
  testId?: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation('personal');
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(value);
  latest.current = value;

  async function send(file: File) {
    const key = nextKey++;
    setPending((list) => [...list, { key, name: file.name, percent: 0, failed: false }]);
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const reply = await api.upload(calls.uploadFile, form, {
        onUploadProgress: (percent) => setPending((list) => list.map((p) => (p.key === key ? { ...p, percent } : p))),
      });
      latest.current = [...latest.current, reply.url];
      onChange(latest.current);
      setPending((list) => list.filter((p) => p.key !== key));
    } catch {
      setPending((list) => list.map((p) => (p.key === key ? { ...p, failed: true } : p)));
    }
  }

  async function pick(files: FileList | null) {
    if (!files) return;
    const room = max - value.length - pending.filter((p) => !p.failed).length;
    const chosen = [...files].slice(0, Math.max(0, room));
    onBusyChange?.(true);
    await Promise.all(chosen.map(send));
    onBusyChange?.(false);
    if (input.current) input.current.value = '';
  }

  const full = value.length + pending.filter((p) => !p.failed).length >= max;
  return (
    <Stack gap="3" data-testid={testId}>
      {value.length ? (
        <HStack gap="3" flexWrap="wrap">
          {value.map((url) => (
            <Box key={url} position="relative" borderWidth="1px" borderRadius="md" p="1" data-testid="uploaded-file">
              {images ? (
                <chakra.img src={url} alt="" width="88px" height="88px" objectFit="cover" borderRadius="sm" />
              ) : (
                <chakra.a href={url} target="_blank" rel="noreferrer" px="2" display="block" color="brand.fg" textDecoration="underline">
                  {url.split('/').pop()}
                </chakra.a>
              )}
              <Button size="2xs" variant="subtle" colorPalette="red" mt="1" width="100%" onClick={() => onChange(value.filter((u) => u !== url))}>
                {t('upload.remove')}
              </Button>
            </Box>
          ))}
        </HStack>
      ) : null}
      {pending.map((p) => (
        <Box key={p.key} data-testid="upload-progress">
          <HStack justify="space-between" fontSize="sm">
            <Text lineClamp={1}>{p.name}</Text>
            <Text color={p.failed ? 'red.fg' : 'fg.muted'}>{p.failed ? t('upload.failed') : `${p.percent}%`}</Text>
          </HStack>
          <Box height="6px" bg="bg.muted" borderRadius="full" overflow="hidden" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={p.percent} aria-label={p.name}>
            <Box height="100%" width={`${p.failed ? 100 : p.percent}%`} bg={p.failed ? 'red.solid' : 'brand.solid'} transition="width 0.2s" />
          </Box>
          {p.failed ? (
            <Button size="2xs" variant="ghost" onClick={() => setPending((list) => list.filter((x) => x.key !== p.key))}>
              {t('upload.remove')}
            </Button>
          ) : null}
        </Box>
      ))}
      {!full ? (
        <HStack>
          <chakra.input ref={input} type="file" accept={accept} multiple={max > 1} display="none" onChange={(e) => void pick(e.currentTarget.files)} data-testid={testId ? `${testId}-input` : undefined} />
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            {t('upload.choose')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('upload.limit', { max })}
          </Text>
        </HStack>
      ) : null}
    </Stack>
  );
}
