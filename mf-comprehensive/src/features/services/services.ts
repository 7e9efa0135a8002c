import type { EnquiryService, RouteNameIn } from '@puente/shared';

/** The four services of the area: their strings' key, the group of their guides (and the desk's service enquiries take), their route. */
export const SERVICES: ReadonlyArray<{ key: 'registration' | 'inspection' | 'visa' | 'land'; group: EnquiryService; route: RouteNameIn<'comprehensive'> }> = [
  { key: 'registration', group: 'registration', route: 'companyRegistration' },
  { key: 'inspection', group: 'inspection', route: 'businessInspection' },
  { key: 'visa', group: 'visa', route: 'visaProcessing' },
  { key: 'land', group: 'land', route: 'landServices' },
];

export type Service = (typeof SERVICES)[number];
export type ServiceKey = Service['key'];
