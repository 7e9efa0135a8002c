import { Box } from '@puente/shared';
import { useState } from 'react';
import { SiteArticle } from './site-article';

/** One question of the FAQ; the answer loads when the question is opened. */
export function FaqItem({ id, question }: { id: number; question: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Box
      as="details"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      px="5"
      py="3"
      data-testid="faq-item"
      onToggle={(e: React.SyntheticEvent<HTMLElement>) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <Box as="summary" cursor="pointer" fontWeight="semibold" py="1">
        {question}
      </Box>
      <Box pt="3">{open ? <SiteArticle id={id} /> : null}</Box>
    </Box>
  );
}
