import { areaTestKit } from '@puente/shared/testing';
import { translations } from '../i18n';

/** Jest only: the product area's kit over the shared one (lint keeps features from reaching `src/` by `../../`). */

export { fieldErrorMap as fieldErrors, NUMBER_READERS, quotationFixture, renderPage } from '@puente/shared/testing';
/** Adds the product area's strings to the shared i18n instance; `fakeApi` answers the API client by path. */
export const { addStrings: addProductStrings, fakeApi } = areaTestKit('product', translations);
export { addLandedStrings } from '@puente/landed-cost/testing';
