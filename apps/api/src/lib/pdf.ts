import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { lazy } from './lazy.ts';
import { vnd } from './money.ts';

/**
 * The documents made on the server: the e-contract (hợp đồng mua bán xe) and the purchase order a
 * lender receives. pdfkit embeds a subset of Roboto (TTF: every Vietnamese letter with its marks,
 * Đ đ and ₫), so the text reads and copies back as typed.
 */
const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/roboto/package.json'));
const FONTS = {
  regular: path.join(fontDir, '400Regular', 'Roboto_400Regular.ttf'),
  bold: path.join(fontDir, '700Bold', 'Roboto_700Bold.ttf'),
};

const vnDate = (iso: string) => {
  const d = new Date(Date.parse(iso) + 7 * 3_600_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

export interface PdfFile {
  bytes: Buffer;
  sha256: string;
}

type Doc = InstanceType<typeof PDFDocument>;
const pdfkit = lazy(() => import('pdfkit').then((m) => m.default));

/** Renders a document; `at` is its creation time (kept in the file's information). */
async function render(title: string, at: string, draw: (doc: Doc) => void): Promise<PdfFile> {
  const PDFKit = await pdfkit();
  const doc = new PDFKit({ size: 'A4', margin: 56, info: { Title: title, CreationDate: new Date(at) } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('regular').fontSize(11);
  draw(doc);
  doc.end();
  await done;
  const bytes = Buffer.concat(chunks);
  return { bytes, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
}

const heading = (doc: Doc, text: string) => doc.font('bold').fontSize(15).text(text, { align: 'center' }).moveDown(0.6);
const section = (doc: Doc, text: string) =>
  doc.moveDown(0.5).font('bold').fontSize(12).text(text).font('regular').fontSize(11);
const line = (doc: Doc, label: string, value: string | number | null | undefined) =>
  doc.text(`${label}: ${value === null || value === undefined || value === '' ? '_' : value}`);

export interface PoData {
  poNumber: string;
  at: string;
  lender: string;
  product: string;
  contractNo: string | null;
  buyer: { name: string; idNumber: string | null; phone: string; address: string | null };
  seller: {
    name: string;
    phone: string | null;
    bank: string | null;
    account: string | null;
    accountName: string | null;
  };
  vehicle: {
    title: string;
    brand: string | null;
    model: string | null;
    trim: string | null;
    year: string | null;
    plate: string | null;
  };
  price: number;
  downPayment: number;
  loanAmount: number;
  tenorMonths: number;
}

const PO_TEXT = {
  vi: {
    po: 'ĐƠN ĐẶT HÀNG',
    'disbursement-request': 'ĐỀ NGHỊ GIẢI NGÂN',
    number: 'Số',
    date: 'Ngày',
    lender: 'Đơn vị cho vay',
    product: 'Sản phẩm vay',
    contract: 'Số hợp đồng tín dụng',
    buyer: 'Người mua',
    name: 'Họ và tên',
    id: 'Số CCCD',
    phone: 'Điện thoại',
    address: 'Địa chỉ',
    seller: 'Người bán',
    payee: 'Tài khoản nhận tiền',
    vehicle: 'Xe',
    plate: 'Biển số',
    year: 'Năm sản xuất',
    money: 'Giá trị',
    price: 'Giá xe',
    down: 'Trả trước',
    loan: 'Số tiền vay',
    tenor: 'Kỳ hạn',
    months: 'tháng',
    signBuyer: 'NGƯỜI MUA',
    signSeller: 'NGƯỜI BÁN',
    signLender: 'ĐẠI DIỆN ĐƠN VỊ CHO VAY',
  },
  en: {
    po: 'PURCHASE ORDER',
    'disbursement-request': 'DISBURSEMENT REQUEST',
    number: 'No.',
    date: 'Date',
    lender: 'Lender',
    product: 'Loan product',
    contract: 'Loan contract no.',
    buyer: 'Buyer',
    name: 'Full name',
    id: 'ID number',
    phone: 'Phone',
    address: 'Address',
    seller: 'Seller',
    payee: 'Payee account',
    vehicle: 'Vehicle',
    plate: 'Plate',
    year: 'Year',
    money: 'Amounts',
    price: 'Vehicle price',
    down: 'Down payment',
    loan: 'Loan amount',
    tenor: 'Tenor',
    months: 'months',
    signBuyer: 'BUYER',
    signSeller: 'SELLER',
    signLender: 'FOR THE LENDER',
  },
} as const;

/** An ID number shown on paper: the first 4 and the last 3 digits. */
const maskId = (id: string | null) =>
  id ? `${id.slice(0, 4)}${'*'.repeat(Math.max(0, id.length - 7))}${id.slice(-3)}` : null;

export function purchaseOrderPdf(data: PoData, template: 'po' | 'disbursement-request', lang: 'vi' | 'en') {
  const t = PO_TEXT[lang];
  return render(`${data.poNumber}`, data.at, (doc) => {
    heading(doc, t[template]);
    line(doc, t.number, data.poNumber);
    line(doc, t.date, vnDate(data.at));
    line(doc, t.lender, data.lender);
    line(doc, t.product, data.product);
    line(doc, t.contract, data.contractNo);
    section(doc, t.buyer);
    line(doc, t.name, data.buyer.name);
    line(doc, t.id, maskId(data.buyer.idNumber));
    line(doc, t.phone, data.buyer.phone);
    line(doc, t.address, data.buyer.address);
    section(doc, t.seller);
    line(doc, t.name, data.seller.name);
    line(doc, t.phone, data.seller.phone);
    line(doc, t.payee, [data.seller.account, data.seller.accountName, data.seller.bank].filter(Boolean).join(' – '));
    section(doc, t.vehicle);
    line(doc, t.vehicle, data.vehicle.title);
    line(doc, t.plate, data.vehicle.plate);
    line(doc, t.year, data.vehicle.year);
    section(doc, t.money);
    line(doc, t.price, vnd(data.price));
    line(doc, t.down, vnd(data.downPayment));
    line(doc, t.loan, vnd(data.loanAmount));
    line(doc, t.tenor, `${data.tenorMonths} ${t.months}`);
    doc.moveDown(2);
    const y = doc.y;
    doc.font('bold').text(t.signBuyer, 56, y, { width: 160, align: 'center' });
    doc.text(t.signSeller, 218, y, { width: 160, align: 'center' });
    doc.text(t.signLender, 380, y, { width: 160, align: 'center' });
  });
}

export interface ContractData {
  contractNo: string;
  version: number;
  at: string;
  buyer: { name: string; phone: string };
  seller: { name: string; phone: string | null };
  vehicle: { title: string; plate: string | null; year: string | null };
  price: number;
  type: string;
}

/** The sale contract (template sale-v1) as sent to the signers. */
export function saleContractPdf(data: ContractData) {
  return render(data.contractNo, data.at, (doc) => {
    doc.font('regular').fontSize(10).text('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM', { align: 'center' });
    doc.text('Độc lập – Tự do – Hạnh phúc', { align: 'center' }).moveDown();
    heading(doc, 'HỢP ĐỒNG MUA BÁN XE');
    line(doc, 'Số', `${data.contractNo} (phiên bản ${data.version})`);
    line(doc, 'Ngày lập', vnDate(data.at));
    section(doc, 'Bên bán (Bên A)');
    line(doc, 'Tên', data.seller.name);
    line(doc, 'Điện thoại', data.seller.phone);
    section(doc, 'Bên mua (Bên B)');
    line(doc, 'Họ và tên', data.buyer.name);
    line(doc, 'Điện thoại', data.buyer.phone);
    section(doc, 'Điều 1. Xe mua bán');
    line(doc, 'Xe', data.vehicle.title);
    line(doc, 'Biển số', data.vehicle.plate);
    line(doc, 'Năm sản xuất', data.vehicle.year);
    section(doc, 'Điều 2. Giá và phương thức thanh toán');
    line(doc, 'Giá bán', vnd(data.price));
    line(doc, 'Phương thức', data.type === 'cash' ? 'Tiền mặt / chuyển khoản' : 'Trả góp qua đơn vị cho vay');
    section(doc, 'Điều 3. Ký kết');
    doc.text(
      'Hai bên ký hợp đồng này bằng mã OTP gửi tới số điện thoại đã đăng ký hoặc ký trên giấy, theo Luật Giao dịch điện tử 2023.',
    );
  });
}
