import {
  PRODUCT_CATEGORIES,
  PRODUCT_EXPORT_COLUMNS,
  type Product,
  type ProductExportQuery,
  type SalesStatus,
} from '@admin/contract';
import { type ExportColumn, type Words, YES_NO, exportOf, instant as when } from '../../lib/export.ts';
import { productBatches } from './products.repository.ts';

const SALES_STATUS: Record<SalesStatus, Words> = {
  ing: { vi: 'Đang bán', en: 'On Selling' },
  'in review': { vi: 'Chờ duyệt', en: 'In Review' },
  blocked: { vi: 'Bị chặn', en: 'Blocked' },
  done: { vi: 'Đã bán', en: 'Sold' },
  delete: { vi: 'Đã xoá', en: 'Deleted' },
  pending: { vi: 'Đang giao dịch', en: 'In Transaction' },
  locked: { vi: 'Tạm khoá', en: 'Locked' },
  stop: { vi: 'Ngừng bán', en: 'Stop Selling' },
};

const CATEGORY: Record<string, Words> = {
  scooter: { vi: 'Xe tay ga', en: 'scooter' },
  gear: { vi: 'Xe số', en: 'gear' },
  pkl: { vi: 'Phân khối lớn', en: 'pkl' },
  electric: { vi: 'Xe điện', en: 'electric' },
};

const SELLER: Record<'alliance' | 'personal', Words> = {
  alliance: { vi: 'Cửa hàng', en: 'Store' },
  personal: { vi: 'Cá nhân', en: 'Personal' },
};

type Col = [vi: string, cell: ExportColumn<Product>['cell']];

/** The export's columns, in the list's order: Vietnamese header and cell (English headers: PRODUCT_EXPORT_COLUMNS). */
const VI_COLUMNS: Col[] = [
  ['ID', (p) => p.id],
  ['Tiêu đề', (p) => p.title],
  ['Điện thoại', (p) => p.phone],
  ['Loại sản phẩm', (p, lang) => SELLER[p.seller_type === 'alliance' ? 'alliance' : 'personal'][lang]],
  ['Hãng', (p) => p.brand.name],
  ['Dòng xe (Phiên bản)', (p) => (p.detail_model ? `${p.model.name} (${p.detail_model.name})` : p.model.name)],
  ['Danh mục', (p, lang) => CATEGORY[PRODUCT_CATEGORIES[p.type]]?.[lang] ?? PRODUCT_CATEGORIES[p.type]],
  ['Khu vực', (p) => p.location?.name],
  ['Biển số', (p) => p.number_plate],
  ['Năm sản xuất', (p) => p.release_year],
  ['Số km đã đi', (p) => p.used_distance],
  ['Giá', (p) => p.price],
  ['Kiểm định', (p) => (p.inspection ? `${p.inspection} (${p.inspection_score ?? 0}%)` : '')],
  ['Ngày kiểm định', (p) => when(p.inspection_date)],
  ['Ngày đăng', (p) => when(p.created_at)],
  ['Người tạo', (p) => p.created_by?.name],
  ['Cập nhật lúc', (p) => when(p.updated_at)],
  ['Đổi trạng thái lúc', (p) => when(p.status_latest_datetime)],
  ['Người đổi trạng thái', (p) => p.status_latest_user?.name],
  ['Bán tại trạm', (p) => p.station?.name],
  ['Xe chất lượng', (p, lang) => YES_NO[p.is_quality_item ? 'yes' : 'no'][lang]],
  ['Trạng thái', (p, lang) => SALES_STATUS[p.sales_status][lang]],
  ['Lý do chặn', (p) => p.blocked_reason],
  ['Điểm AI', (p) => p.ai_score],
];

/** The export's headers in both languages, in its order (an exported file imports back: product-import.ts). */
export const PRODUCT_EXPORT_HEADERS: Words[] = VI_COLUMNS.map(([vi], i) => ({ vi, en: PRODUCT_EXPORT_COLUMNS[i]! }));

const COLUMNS: ExportColumn<Product>[] = VI_COLUMNS.map(([vi, cell], i) => ({
  header: { vi, en: PRODUCT_EXPORT_COLUMNS[i]! },
  cell,
}));

/** The whole filtered list, streamed a thousand rows at a time: no row cap, little memory. */
export const productExportStream = exportOf<ProductExportQuery, Product>(productBatches, COLUMNS);
