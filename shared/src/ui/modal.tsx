import { Box, chakra, Heading, HStack, type StackProps } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * What every dialog does while open: focus moves in and stays inside (Tab wraps), Escape closes,
 * the page behind does not scroll, and focus goes back where it was on close.
 */
function useDialogBehaviour(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDivElement>(null);
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
  return ref;
}

/** A dialog's title and its close button (a 44 px target). */
function TitleBar({
  titleId,
  title,
  onClose,
  closeLabel,
  size,
  ...spacing
}: { titleId: string; title: string; onClose: () => void; closeLabel: string; size: 'md' | 'lg' } & StackProps) {
  return (
    <HStack justify="space-between" {...spacing}>
      <Heading as="h2" size={size} id={titleId} minW="0" overflowWrap="anywhere">
        {title}
      </Heading>
      <chakra.button type="button" aria-label={closeLabel} onClick={onClose} fontSize="xl" minW="44px" minH="44px" borderRadius="md" _hover={{ bg: 'bg.muted' }} cursor="pointer">
        ×
      </chakra.button>
    </HStack>
  );
}

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
  const ref = useDialogBehaviour(open, onClose);
  const titleId = useId();
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
        <TitleBar titleId={titleId} title={title} onClose={onClose} closeLabel={closeLabel} px="6" pt="5" pb="3" size="lg" />
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

/**
 * A sheet sliding over the page from the start edge (the phone's side menu) or the bottom (a
 * phone's filters and forms): a dialog like `Modal`, its width or height a share of the screen.
 */
export function Sheet({
  open,
  onClose,
  title,
  side = 'start',
  size = '67%',
  children,
  testId,
  closeLabel,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The sheet's buttons, kept in view under the content that scrolls. */
  footer?: ReactNode;
  side?: 'start' | 'bottom';
  /** The sheet's width (from the start edge) or its greatest height (from the bottom). */
  size?: string;
  children: ReactNode;
  testId?: string;
  closeLabel: string;
}) {
  const ref = useDialogBehaviour(open, onClose);
  const titleId = useId();
  if (!open) return null;
  const placement =
    side === 'start'
      ? { insetY: '0', insetStart: '0', width: size, borderEndRadius: 'xl' }
      : { insetX: '0', bottom: '0', maxH: size, borderTopRadius: 'xl', paddingBottom: 'env(safe-area-inset-bottom)' };
  return (
    <Box position="fixed" inset="0" zIndex="modal" bg="blackAlpha.600" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Box
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        position="absolute"
        bg="bg"
        boxShadow="xl"
        display="flex"
        flexDirection="column"
        data-testid={testId}
        {...placement}
      >
        <TitleBar titleId={titleId} title={title} onClose={onClose} closeLabel={closeLabel} ps="4" pe="2" pt="2" pb="1" borderBottomWidth="1px" size="md" />
        {/* minH 0: a long body scrolls inside the sheet instead of pushing the buttons out of it. */}
        <Box overflowY="auto" flex="1" minH="0" overscrollBehavior="contain">
          {children}
        </Box>
        {footer ? (
          <HStack justify="flex-end" gap="2" px="4" py="3" borderTopWidth="1px" flexShrink={0}>
            {footer}
          </HStack>
        ) : null}
      </Box>
    </Box>
  );
}
