import { lazy, Suspense, useEffect, useState } from 'react';

// The toaster (Chakra's toast, Ark and Zag's machine) is loaded on the first notification, not
// on every first page: most visits never show one.
const loadToaster = () => import(/* webpackChunkName: "toaster" */ './toaster');
let toasterModule: ReturnType<typeof loadToaster> | null = null;
let requested = false;
const listeners = new Set<() => void>();

const LazyToaster = lazy(() => (toasterModule ??= loadToaster()).then((m) => ({ default: m.Toaster })));

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

/** Shows a notification (spec section 8: 3 seconds, closable). */
export function notify(type: NotificationType, message: string): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void (toasterModule ??= loadToaster()).then(({ toaster }) => toaster.create({ type, description: message, closable: true }));
}

/** Where notifications appear; renders nothing until the first one. */
export function ToasterHost() {
  const [show, setShow] = useState(requested);
  useEffect(() => {
    const listener = () => setShow(true);
    listeners.add(listener);
    if (requested) setShow(true);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
