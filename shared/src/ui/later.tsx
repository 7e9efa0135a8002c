import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A part of a page below its first screen, drawn once the first screen has painted: when the
 * browser is next idle, or as soon as the part nears the screen, whichever comes first, and then
 * in slices. Until then it holds its place (`minHeight`). The first screen paints in shorter tasks,
 * and the part is there a moment later for a keyboard, a search in the page or a reader who
 * scrolls (issue perf-web: "render below-the-fold sections when they come into view or when idle").
 */
export function Later({ children, minHeight }: { children: ReactNode; minHeight?: string }) {
  const [shown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return undefined;
    const show = () => startTransition(() => setShown(true));
    const observer =
      typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: '200px' });
    if (observer && place.current) observer.observe(place.current);
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(show, { timeout: 2000 }) : null;
    const timer = idle === null ? setTimeout(show, 0) : null;
    return () => {
      observer?.disconnect();
      if (idle !== null) cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, [shown]);
  return shown ? <>{children}</> : <div ref={place} style={minHeight ? { minHeight } : undefined} data-testid="later" />;
}
