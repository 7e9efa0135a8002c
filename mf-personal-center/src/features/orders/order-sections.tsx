import { Box, Heading, Stack, Text, useFormatters } from '@puente/shared';
import type { ReactNode } from 'react';

/** A titled box of the order's page. */
export function OrderSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" data-testid={testId}>
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** One fact of an order: its label above, a dash when empty. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box minW="0" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box fontWeight="medium">{children || '—'}</Box>
    </Box>
  );
}

type Address = {
  contactName: string;
  phone: string;
  countryCode: string;
  province: string;
  city: string;
  street: string;
  postalCode: string;
  company: string;
  taxId: string;
} | null;
/** An address as lines (contact, company, street to country, tax id). */
export function AddressText({ address }: { address: Address }) {
  const { country } = useFormatters();
  if (!address) return <Text>—</Text>;
  return (
    <Stack gap="0" fontWeight="normal">
      <Text>
        {address.contactName} · {address.phone}
      </Text>
      {address.company ? <Text>{address.company}</Text> : null}
      <Text>{[address.street, address.city, address.province, address.postalCode, country(address.countryCode)].filter(Boolean).join(', ')}</Text>
      {address.taxId ? <Text>{address.taxId}</Text> : null}
    </Stack>
  );
}
