import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Box, Button, calls, chakra, HStack, Stack, Text } from '@puente/shared';

interface Pending {
  key: number;
  name: string;
  percent: number;
  failed: boolean;
}

let nextKey = 1;

/** The API's limit per file (uploadFile.json refuses larger ones with upload.tooLarge). */
const UPLOAD_MAX_MB = 10;

/**
 * The one upload widget: files sent one by one through uploadFile.json, each with its progress; a
 * failed upload stays listed as failed (spec section 8) until removed. `value` holds the stored
 * URLs (`max={1}` for a single file, which the next choice replaces).
 */
export function Uploader({
  value,
  onChange,
  max,
  accept = 'image/*',
  images = true,
  testId,
  onBusyChange,
  label,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  accept?: string;
  images?: boolean;
  testId?: string;
  onBusyChange?: (busy: boolean) => void;
  /** The button's words where "Choose files" says too little ("Upload a photo"). */
  label?: string;
}) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(value);
  latest.current = value;
  const single = max === 1;

  async function send(file: File) {
    const key = nextKey++;
    setPending((list) => [...list, { key, name: file.name, percent: 0, failed: false }]);
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const reply = await api.upload(calls.uploadFile, form, {
        onUploadProgress: (percent) => setPending((list) => list.map((p) => (p.key === key ? { ...p, percent } : p))),
      });
      latest.current = single ? [reply.url] : [...latest.current, reply.url];
      onChange(latest.current);
      setPending((list) => list.filter((p) => p.key !== key));
    } catch {
      // The API client already said why; the file stays listed as failed.
      setPending((list) => list.map((p) => (p.key === key ? { ...p, failed: true } : p)));
    }
  }

  async function pick(files: FileList | null) {
    if (!files) return;
    const room = single ? 1 : max - value.length - pending.filter((p) => !p.failed).length;
    const chosen = [...files].slice(0, Math.max(0, room));
    onBusyChange?.(true);
    await Promise.all(chosen.map(send));
    onBusyChange?.(false);
    if (input.current) input.current.value = '';
  }

  const full = !single && value.length + pending.filter((p) => !p.failed).length >= max;
  const nameOf = (url: string) => url.split('/').pop() ?? t('upload.file');
  return (
    <Stack gap="3" data-testid={testId}>
      {value.length ? (
        <HStack gap="3" flexWrap="wrap">
          {value.map((url) => (
            <Box key={url} position="relative" borderWidth="1px" borderRadius="md" p="1" data-testid="uploaded-file">
              {images ? (
                <chakra.img src={url} alt="" width="88px" height="88px" objectFit="cover" borderRadius="sm" />
              ) : (
                <chakra.a href={url} target="_blank" rel="noopener noreferrer" px="2" display="block" color="brand.fg" textDecoration="underline">
                  {nameOf(url)}
                </chakra.a>
              )}
              <Button
                type="button"
                size="xs"
                variant="subtle"
                colorPalette="red"
                mt="1"
                width="100%"
                aria-label={t('upload.removeNamed', { name: nameOf(url) })}
                onClick={() => onChange(value.filter((u) => u !== url))}
              >
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
            <Text color={p.failed ? 'fg.error' : 'fg.muted'} role={p.failed ? 'alert' : undefined}>
              {p.failed ? t('upload.failed', { name: p.name }) : `${p.percent}%`}
            </Text>
          </HStack>
          <Box
            height="6px"
            bg="bg.muted"
            borderRadius="full"
            overflow="hidden"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={p.percent}
            aria-label={p.name}
          >
            <Box height="100%" width={`${p.failed ? 100 : p.percent}%`} bg={p.failed ? 'red.solid' : 'brand.solid'} transition="width 0.2s" />
          </Box>
          {p.failed ? (
            <Button type="button" size="xs" variant="ghost" onClick={() => setPending((list) => list.filter((x) => x.key !== p.key))}>
              {t('upload.remove')}
            </Button>
          ) : null}
        </Box>
      ))}
      {!full ? (
        <HStack flexWrap="wrap">
          <chakra.input
            ref={input}
            type="file"
            accept={accept}
            multiple={max > 1}
            display="none"
            onChange={(e) => void pick(e.currentTarget.files)}
            data-testid={testId ? `${testId}-input` : undefined}
          />
          <Button type="button" size="sm" variant="outline" onClick={() => input.current?.click()}>
            {label ?? (single && value.length ? t('upload.replace') : t('upload.choose'))}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('upload.limit', { count: max, size: UPLOAD_MAX_MB })}
          </Text>
        </HStack>
      ) : null}
    </Stack>
  );
}
