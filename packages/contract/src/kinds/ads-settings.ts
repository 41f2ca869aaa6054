import { recordKind } from '../common.ts';

/** The records of this area that are versioned and told live (joined into RECORD_KINDS, record-kinds.ts). */
export const recordKinds = {
  campaign_setting: recordKind('campaign_settings', 'ads_settings-index', 'ads-settings'),
  ad_package_group: recordKind('ad_package_groups', 'ads_settings-index', 'ads-settings'),
};
