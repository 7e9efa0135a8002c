import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * `[ref, near]`: near turns true, once, when the element comes within `margin` of the screen (on the
 * next turn where the browser cannot tell), drawn as a transition so what it reveals renders in slices.
 */
export function useNearViewport<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => startTransition(() => setNear(true)), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && startTransition(() => setNear(true)), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

/**
 * A part of a page below its first screen, drawn once the first screen has painted: when the
 * browser is next idle, or as soon as the part nears the screen, whichever comes first, and then
 * in slices. Until then it holds its place (`minHeight`). The first screen paints in shorter tasks,
 * and the part is there a moment later for a keyboard, a search in the page or a reader who
 * scrolls (issue perf-web: "render below-the-fold sections when they come into view or when idle").
 */
export function Later({ children, minHeight }: { children: ReactNode; minHeight?: string }) {
  const [place, near] = useNearViewport<HTMLDivElement>();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (near || idle) return undefined;
    const show = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(show, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(show, 0);
    return () => clearTimeout(timer);
  }, [near, idle]);
  return near || idle ? <>{children}</> : <div ref={place} style={minHeight ? { minHeight } : undefined} data-testid="later" />;
}
