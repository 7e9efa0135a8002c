import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A light dropdown: opens on hover or click, closes on Escape, outside click or leaving it.
 * The chrome uses it for menus and cards instead of Chakra's Menu/Popover, which would put
 * their machines on every first page.
 */
export function Dropdown({
  trigger,
  children,
  label,
  align = 'start',
  width,
  testId,
}: {
  trigger: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  label: string;
  align?: 'start' | 'end';
  width?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const leave = useRef<number>(0);
  // A pointer that hovers and then clicks should not close what its hover just opened.
  const hoveredAt = useRef(0);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => !ref.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);
  const close = () => setOpen(false);
  return (
    <Box
      ref={ref}
      position="relative"
      onMouseEnter={() => {
        window.clearTimeout(leave.current);
        if (!open) hoveredAt.current = Date.now();
        setOpen(true);
      }}
      onMouseLeave={() => {
        leave.current = window.setTimeout(() => setOpen(false), 150);
      }}
      data-testid={testId}
    >
      <chakra.button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((o) => (o && Date.now() - hoveredAt.current < 500 ? true : !o))}
        display="flex"
        alignItems="center"
        gap="1"
        cursor="pointer"
        bg="transparent"
        color="inherit"
        px="2"
        py="1.5"
        borderRadius="md"
        _hover={{ bg: 'blackAlpha.50' }}
      >
        {trigger}
      </chakra.button>
      {open ? (
        <Box
          id={id}
          role="menu"
          position="absolute"
          top="100%"
          {...(align === 'end' ? { right: 0 } : { left: 0 })}
          mt="1"
          zIndex="dropdown"
          bg="bg"
          color="fg"
          borderWidth="1px"
          borderRadius="lg"
          boxShadow="lg"
          minW={width ?? '12rem'}
          p="2"
        >
          {typeof children === 'function' ? children(close) : children}
        </Box>
      ) : null}
    </Box>
  );
}
