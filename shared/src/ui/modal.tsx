import { Box, chakra, Heading, HStack } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A light modal dialog (role dialog, aria-modal, Escape and backdrop close, focus moved in and
 * kept inside), so a dialog costs no state machine on the first page.
 */
export function Modal({
  open,
  onClose,
  title,
  width = '640px',
  children,
  footer,
  testId,
  closeLabel,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  width?: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  closeLabel: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const panel = ref.current;
    panel?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel) {
        const items = [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea')];
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <Box position="fixed" inset="0" zIndex="modal" bg="blackAlpha.600" display="grid" placeItems="center" p="4" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Box
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        bg="bg"
        borderRadius="xl"
        boxShadow="xl"
        width="100%"
        maxW={width}
        maxH="90vh"
        display="flex"
        flexDirection="column"
        data-testid={testId}
      >
        <HStack justify="space-between" px="6" pt="5" pb="3">
          <Heading as="h2" size="lg" id={titleId}>
            {title}
          </Heading>
          <chakra.button type="button" aria-label={closeLabel} onClick={onClose} fontSize="xl" px="2" borderRadius="md" _hover={{ bg: 'bg.muted' }} cursor="pointer">
            ×
          </chakra.button>
        </HStack>
        <Box px="6" pb="4" overflowY="auto">
          {children}
        </Box>
        {footer ? (
          <HStack justify="flex-end" gap="3" px="6" py="4" borderTopWidth="1px">
            {footer}
          </HStack>
        ) : null}
      </Box>
    </Box>
  );
}
