import { areaTestKit } from '@puente/shared/testing';
import { translations } from '../i18n';

/** Jest only: this area's kit over the shared one (lint keeps features from reaching `src/` by `../../`). */

export { translations };
export {
  chineseGoodsFixture,
  fieldErrorMap,
  fieldErrors,
  fill,
  MEMBER,
  NUMBER_READERS,
  quotationFixture,
  renderPage,
  typeAndLeave,
  valueOf,
  type Sent,
} from '@puente/shared/testing';
export const { addStrings, fakeApi } = areaTestKit('personal', translations);
