import type { MenuGroupKey } from '@admin/contract';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import AdsClickRounded from '@mui/icons-material/AdsClickRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import ContactPhoneRounded from '@mui/icons-material/ContactPhoneRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import HelpCenterRounded from '@mui/icons-material/HelpCenterRounded';
import NewspaperRounded from '@mui/icons-material/NewspaperRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import TwoWheelerRounded from '@mui/icons-material/TwoWheelerRounded';
import WarehouseRounded from '@mui/icons-material/WarehouseRounded';

/** One icon per sidebar group. */
export const MENU_ICONS: Record<MenuGroupKey, typeof DashboardRounded> = {
  dashboard: DashboardRounded,
  'admin-users': AdminPanelSettingsRounded,
  stores: StorefrontRounded,
  transactions: ReceiptLongRounded,
  loans: AccountBalanceRounded,
  products: TwoWheelerRounded,
  stations: WarehouseRounded,
  brands: SellRounded,
  news: NewspaperRounded,
  promotions: CampaignRounded,
  ads: AdsClickRounded,
  leads: ContactPhoneRounded,
  partners: HandshakeRounded,
  faqs: HelpCenterRounded,
};
