import { Button as ChakraButton, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

/**
 * Chakra's button. One drawn as its child (`asChild`: a link that looks like a button) gives the
 * child no `type="button"`, which Chakra sets on every button: a link has no such type (HTML
 * reads an `a`'s type as the linked file's media type). A button keeps its `type="button"`.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  return props.asChild ? <ChakraButton ref={ref} type={undefined} {...props} /> : <ChakraButton ref={ref} {...props} />;
});
