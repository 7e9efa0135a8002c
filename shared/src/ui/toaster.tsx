import { createToaster, Toaster as ChakraToaster, Toast, Portal, Stack } from '@chakra-ui/react';
import { NOTIFICATION_DURATION_MS } from '../contract';

/** Notifications: 3 seconds, closable (spec section 8). */
export const toaster = createToaster({ placement: 'top', duration: NOTIFICATION_DURATION_MS, pauseOnPageIdle: true });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
