import type { Wallet, WalletExportQuery } from '@admin/contract';
import { type ExportColumn, exportOf, h, instant as when } from '../../lib/export.ts';
import { walletBatches } from './wallets.repository.ts';

const STORE_TYPE = { alliance: h('Cửa hàng liên kết', 'Partner store'), personal: h('Cá nhân', 'Individual') };
const STATUS = { active: h('Hoạt động', 'Active'), locked: h('Đã khoá', 'Locked') };

const WALLET_COLUMNS: ExportColumn<Wallet>[] = [
  { header: h('Mã tài khoản', 'Account'), cell: (w) => w.id },
  { header: h('Cửa hàng', 'Store'), cell: (w) => w.store.name },
  { header: h('Loại cửa hàng', 'Store type'), cell: (w, lang) => STORE_TYPE[w.store_type][lang] },
  { header: h('SĐT', 'Phone'), cell: (w) => w.phone },
  { header: h('Trạng thái', 'Status'), cell: (w, lang) => STATUS[w.status][lang] },
  { header: h('Số dư', 'Balance'), cell: (w) => w.balance },
  { header: h('Khả dụng', 'Available'), cell: (w) => w.available },
  { header: h('Đang giữ', 'On hold'), cell: (w) => w.pending },
  { header: h('Tổng nạp', 'Total top-ups'), cell: (w) => w.total_topup },
  { header: h('Tổng chi', 'Total spent'), cell: (w) => w.total_spent },
  { header: h('Chiến dịch đang chạy', 'Active campaigns'), cell: (w) => w.active_campaigns },
  { header: h('Ngày tạo', 'Created'), cell: (w) => when(w.created_at) },
];

/** Every filtered ads account, newest first, streamed a thousand at a time. */
export const walletExportStream = exportOf<WalletExportQuery, Wallet>(walletBatches, WALLET_COLUMNS);
