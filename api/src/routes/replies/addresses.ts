import type { AddressRow } from '../../repositories/addresses';

/** An address as replies show it, and as an order keeps its shipping and billing addresses. */
export function addressOf(row: AddressRow) {
  return {
    id: row.id,
    kind: row.kind,
    contactName: row.contact_name,
    phone: row.phone,
    countryCode: row.country_code,
    province: row.province,
    city: row.city,
    street: row.street,
    postalCode: row.postal_code,
    company: row.company,
    taxId: row.tax_id,
    isDefault: row.is_default,
  };
}
