import { datevKeys } from '../../../../modules/invoicing/contract';
import { defineRefresh } from '../../../realtime/refresh';

export const datevRefresh = defineRefresh('invoicing-datev', [
  { family: datevKeys.settings, on: ['DatevSettingsSet'] },
  { family: datevKeys.exports, on: ['DatevMonthExported'] },
]);
