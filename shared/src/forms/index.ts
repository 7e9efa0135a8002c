/**
 * @puente/shared/forms — forms checked with the contract's own schemas. A federated singleton
 * of its own, loaded with the first page that has a form (never on a first page without one):
 * it holds react-hook-form and the real zod/mini.
 */
export { ContractForm, FieldError, FormField, useContractForm, useFieldError, useNumberInput, useSetField } from './form';
export type { ContractFormOptions } from './form';
export { contractResolver } from './resolver';
export type { ContractResolverOptions } from './resolver';
export { Uploader } from './uploader';
export { ENQUIRY_SECTION_ID, EnquiryButton, EnquiryForm, MY_ENQUIRIES_HREF, showEnquiryForm } from './enquiry-form';
export type { EnquiryFormProps } from './enquiry-form';
