import {
  CASH_LOAN_STATUSES,
  TRANSACTION_STATUSES,
  type TransactionStatus,
  bankAccountName,
  codeOf,
  riskGrade,
} from '@admin/contract';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Insertable, type Kysely, sql } from 'kysely';
import { loadSharp } from '../lib/images.ts';
import { saleContractPdf } from '../lib/pdf.ts';
import type { DB } from '../db/schema.ts';
import type { TransactionsTable } from '../db/schema-money.ts';
import { dialectOf, searchText } from '../db/search.ts';
import { refreshCatalogueCounters } from './marketplace.ts';
import { ADDRESSES, BANKS, BASE_DOCUMENTS, FAMILY, GIVEN, LOAN_PRODUCTS, MIDDLE, OCCUPATIONS } from './money-data.ts';

/** Demo transactions are dated from here, 9 hours apart. */
const START = Date.UTC(2025, 3, 1, 2, 0, 0);
const at = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;
/** Recent rows are dated from the hour the seed runs. */
const RECENT = Math.floor(Date.now() / HOUR) * HOUR;
export const DEMO_TRANSACTIONS = 300;
const DEMO_CASH_LOANS = 80;

function person(i: number) {
  const [given, gender] = GIVEN[(i * 7) % GIVEN.length]!;
  const family = FAMILY[(i * 5 + 3) % FAMILY.length]!;
  const middle = MIDDLE[gender][(i * 3) % MIDDLE[gender].length]!;
  const phone = `0${['9', '8', '3', '7', '5'][i % 5]}${String(10_000_000 + ((i * 7_654_321) % 89_999_999)).slice(0, 8)}`;
  return { name: `${family} ${middle} ${given}`, gender: gender === 'm' ? 'male' : 'female', phone };
}

const round = (amount: number, step = 1_000_000) => Math.max(step, Math.round(amount / step) * step);

/** The demo's document pictures (private: DATA_DIR/private/demo), one per document type. */
async function seedDemoDocuments(privateDir: string) {
  const dir = path.join(privateDir, 'demo');
  await fs.mkdir(dir, { recursive: true });
  const types = [...new Set([...BASE_DOCUMENTS.buyer.loan, ...BASE_DOCUMENTS.seller, 'residence', 'income_proof'])];
  for (const [n, type] of types.entries()) {
    const file = path.join(dir, `${type}.png`);
    const exists = await fs.stat(file).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300"><rect width="480" height="300" rx="16" fill="hsl(${n * 40}, 45%, 85%)"/><rect x="24" y="24" width="120" height="150" rx="8" fill="hsl(${n * 40}, 30%, 65%)"/><text x="170" y="80" font-family="sans-serif" font-size="22" fill="#223">MẪU / SAMPLE</text><text x="170" y="120" font-family="sans-serif" font-size="18" fill="#223">${type}</text></svg>`;
    const sharp = await loadSharp();
    await fs.writeFile(file, await sharp(Buffer.from(svg)).png().toBuffer());
  }
}

/** Banks, lenders' products (and the SVFC partner), on every start: base data the loans need. */
export async function seedMoneyBase(db: Kysely<DB>) {
  if (!(await db.selectFrom('banks').select('id').limit(1).executeTakeFirst()))
    await db
      .insertInto('banks')
      .values(BANKS.map(([code, short_name, name, bin], sort) => ({ code, short_name, name, bin, sort })))
      .execute();
}

async function seedLenders(db: Kysely<DB>, now: string) {
  if (await db.selectFrom('loan_products').select('id').limit(1).executeTakeFirst()) return;
  const svfc = await db.selectFrom('partners').select('id').where('name', '=', 'SVFC').executeTakeFirst();
  if (!svfc)
    await db
      .insertInto('partners')
      .values({
        name: 'SVFC',
        type: 'finance',
        logo: null,
        website: 'https://www.shinhanfinance.com.vn',
        hotline: '1900545449',
        email: null,
        description: 'Công ty Tài chính TNHH MTV Shinhan Việt Nam: trả góp xe máy, mã sản phẩm svfc.',
        active: 1,
        sort: 99,
        search_text: searchText('SVFC', 'Shinhan Finance'),
        created_at: now,
        updated_at: now,
      })
      .execute();
  const partners = new Map(
    (await db.selectFrom('partners').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
  );
  const rows = LOAN_PRODUCTS.filter(([, partner]) => partners.has(partner)).map(
    ([code, partner, name, kind, min, max, tenors, docs]) => ({
      code,
      partner_id: partners.get(partner)!,
      name,
      kind,
      min_amount: min,
      max_amount: max,
      tenors: JSON.stringify(tenors),
      required_documents: JSON.stringify(docs),
      status: 'active',
    }),
  );
  if (rows.length) await db.insertInto('loan_products').values(rows).execute();
}

/** The loan status of a demo finance or credit sale in this transaction status (k varies it). */
function loanStatusFor(status: TransactionStatus, code: string, k: number): string | null {
  const options: Record<TransactionStatus, (string | null)[]> = {
    new: ['applied', 'processing', 'submitted', 'rejected', `${code}-rejected`, 'aborted', null],
    confirmed: ['processing', 'submitted', 'approved', 'approved', `${code}-disbursed`, 'approved'],
    paid: ['disbursed'],
    delivered: ['disbursed'],
    completed: ['done'],
    cancelled: ['aborted', `${code}-rejected`, 'rejected', null],
  };
  const list = options[status];
  return list[k % list.length]!;
}

/** The statuses a transaction passed to reach `status`. */
const PATH: Record<TransactionStatus, TransactionStatus[]> = {
  new: [],
  confirmed: ['confirmed'],
  paid: ['confirmed', 'paid'],
  delivered: ['confirmed', 'paid', 'delivered'],
  completed: ['confirmed', 'paid', 'delivered', 'completed'],
  cancelled: ['cancelled'],
};
const LOAN_PATH = ['applied', 'processing', 'submitted', 'approved'];

/** The loan statuses a demo loan went through to reach `final` (its lender's code names its own). */
function loanSteps(final: string, code: string): string[] {
  if (final === 'applied') return ['applied'];
  if (final === 'processing') return ['applied', 'processing'];
  if (final === 'submitted') return ['applied', 'processing', 'submitted'];
  if (['rejected', 'aborted'].includes(final)) return ['applied', 'processing', final];
  if (final === `${code}-rejected`) return ['applied', 'processing', 'submitted', final];
  if (final === 'approved') return LOAN_PATH;
  if (final === `${code}-disbursed`) return [...LOAN_PATH, final];
  if (final === 'disbursed') return [...LOAN_PATH, `${code}-disbursed`, 'disbursed'];
  return [...LOAN_PATH, `${code}-disbursed`, 'disbursed', 'done'];
}

type MoneyInputs = Awaited<ReturnType<typeof loadMoneyInputs>>;
/** What the demo's steps share: the inputs and the transaction they write in. */
type MoneyDemo = MoneyInputs & { trx: Kysely<DB>; privateDir: string | undefined };
type Sale = ReturnType<typeof planSale>;
/** A sale once written: its id, its row and the money agreed. */
type Written = Sale & {
  id: number;
  row: Insertable<TransactionsTable>;
  agreed: number;
  scale: number;
  down: number;
  loanMoney: number;
};

/** The products on sale, the lenders and the staff the demo sales draw on. */
async function loadMoneyInputs(db: Kysely<DB>, count: number) {
  const products = await db
    .selectFrom('products as p')
    .innerJoin('stores as s', 's.id', 'p.store_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('model_details as d', 'd.id', 'p.detail_model_id')
    .select([
      'p.id',
      'p.title',
      'p.number_plate',
      'p.release_year',
      'p.used_distance',
      'p.price',
      'p.picture',
      'p.station_id',
      'p.store_id',
      's.name as store_name',
      's.phone as store_phone',
      's.bank_account',
      's.bank_account_name',
      's.bank_name',
      'b.name as brand',
      'm.name as model',
      'd.name as trim',
    ])
    .where('p.sales_status', '=', 'ing')
    .where('p.price', '>=', 8_000_000)
    .orderBy('p.id')
    .limit(count)
    .execute();
  const lenders = await db.selectFrom('loan_products').selectAll().orderBy('id').execute();
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'username', 'full_name']).execute()).map((u) => [u.username, u]),
  );
  return {
    products,
    lenders,
    finance: lenders.filter((l) => l.kind === 'finance'),
    credit: lenders.filter((l) => l.kind === 'credit'),
    officer: users.get('loan') ?? users.get('admin')!,
    checker: users.get('supervisor') ?? users.get('admin')!,
    buyerStores: await personalStores(db, 60),
  };
}

/**
 * About 300 transactions over every type and status, with their payments, loans (every status,
 * the lender `svfc` among them, some approved and ready to pay out with paperwork approved and the
 * e-contract signed), paperwork, e-contracts, disbursements and timelines; 80 cash loans.
 * Deterministic: the same rows on every run (requests and confirmed sales dated from the day it
 * runs, so that the expiry jobs leave them). The products they hold are 'pending', the sold ones
 * 'done', and the catalogue counters are recounted.
 */
export async function seedMoneyDemo(db: Kysely<DB>, privateDir: string | undefined, count = DEMO_TRANSACTIONS) {
  if (privateDir) await seedDemoDocuments(privateDir);
  if (await db.selectFrom('transactions').select('id').limit(1).executeTakeFirst()) return;
  await seedLenders(db, at(START));
  const inputs = await loadMoneyInputs(db, count);
  if (inputs.products.length === 0) return;

  await db.transaction().execute(async (trx) => {
    const demo: MoneyDemo = { ...inputs, trx, privateDir };
    for (let i = 0; i < inputs.products.length; i++) {
      const sale = await insertSale(demo, planSale(demo, i));
      await saleTimeline(demo, sale);
      await salePayments(demo, sale);
      await salePaperwork(demo, sale);
      const contractId = await saleContract(demo, sale);
      if (sale.lender && sale.loanStatus) await saleLoan(demo, sale, contractId);
      else if (contractId)
        await trx.updateTable('transactions').set({ e_contract_id: contractId }).where('id', '=', sale.id).execute();
      await productFollowsSale(demo, sale);
    }
    await refreshCatalogueCounters(trx);
    await seedCashLoans(
      trx,
      inputs.officer.id,
      inputs.lenders.map((l) => l.partner_id),
    );
  });
}

/** The i-th demo sale: its type, status, dates, lender and what has been paid (before the agreed price). */
function planSale(demo: MoneyInputs, i: number) {
  const p = demo.products[i]!;
  const type = (['cash', 'finance', 'credit'] as const)[i % 3];
  const status = TRANSACTION_STATUSES[Math.floor(i / 3) % TRANSACTION_STATUSES.length]!;
  const k = Math.floor(i / 18);
  // Requests and confirmed sales are recent (3 to 6 days old): the scheduled jobs cancel requests
  // nobody confirmed in 7 days and expire contracts unsigned after 7 days. The others spread over
  // the 120 days before the seed ran (9 hours apart, the last a week old), so the dashboard's
  // month and 30 days show sales and payouts; their steps (26 hours each) end before it ran.
  const created =
    status === 'new' || status === 'confirmed'
      ? RECENT - (3 + (i % 4)) * 24 * HOUR
      : RECENT - 120 * 24 * HOUR + i * 9 * HOUR;
  const price = Number(p.price);
  // Half of the finance loans are SVFC's, so its own statuses (svfc-rejected …) are well represented.
  const spread = (i * 7 + 3) % 6;
  const { finance, credit } = demo;
  const lender =
    type === 'cash'
      ? null
      : type === 'finance'
        ? finance[spread < 3 || finance.length < 2 ? 0 : 1 + (spread % (finance.length - 1))]
        : credit[spread % credit.length];
  const loanStatus = lender ? loanStatusFor(status, lender.code, k) : null;
  const downPayment = lender ? round(price * (0.2 + (i % 4) * 0.1)) : 0;
  const loanPaid = loanStatus === 'disbursed' || loanStatus === 'done';
  return {
    i,
    p,
    type,
    status,
    k,
    buyer: person(i),
    created,
    step: (n: number) => at(created + n * 26 * HOUR),
    price,
    lender,
    loanStatus,
    path: PATH[status],
    downPayment,
    loanPaid,
    cashPaid: type === 'cash' && ['paid', 'delivered', 'completed'].includes(status),
    partial: type === 'cash' && status === 'confirmed' && i % 2 === 0 ? round(price * 0.3) : 0,
    downPaid: lender && status !== 'new' && status !== 'cancelled' ? downPayment : 0,
    holds: ['confirmed', 'paid', 'delivered'].includes(status),
  };
}

/** The transaction's row, written with its search text; the money follows the agreed price. */
async function insertSale(demo: MoneyDemo, sale: Sale): Promise<Written> {
  const { trx, officer, buyerStores } = demo;
  const { i, p, type, status, buyer, created, step, price, lender, loanStatus, path, holds } = sale;
  const snapshot = {
    id: p.id,
    title: p.title,
    number_plate: p.number_plate,
    release_year: p.release_year,
    used_distance: p.used_distance,
    brand: p.brand,
    model: p.model,
    trim: p.trim,
    picture: p.picture ? `/uploads/${(JSON.parse(p.picture) as { medium: string }).medium}` : null,
  };
  const lastStep = path.length;
  const row: Insertable<TransactionsTable> = {
    type,
    status,
    product_id: p.id,
    product_json: JSON.stringify(snapshot),
    seller_store_id: p.store_id,
    seller_name: p.store_name,
    seller_phone: p.store_phone,
    buyer_store_id: i % 4 === 0 ? (buyerStores[i % Math.max(1, buyerStores.length)]?.id ?? null) : null,
    buyer_name: buyer.name,
    buyer_phone: buyer.phone,
    buyer_email: i % 3 === 0 ? `khach${i + 1}@example.com` : null,
    station_id: p.station_id,
    list_price: price,
    price: i % 5 === 0 ? price - round(price * 0.03, 100_000) : price,
    paid_amount: 0,
    loan_status: loanStatus,
    partner_id: lender?.partner_id ?? null,
    received_at: ['delivered', 'completed'].includes(status) ? step(2) : null,
    confirmed_at: path.includes('confirmed') ? step(1) : null,
    paid_at: path.includes('paid') ? step(2) : null,
    delivered_at: path.includes('delivered') ? step(2) : null,
    completed_at: path.includes('completed') ? step(4) : null,
    cancelled_at: status === 'cancelled' ? step(1) : null,
    cancel_reason:
      status === 'cancelled'
        ? ['Người mua đổi ý', 'Không liên lạc được người mua', 'Khoản vay bị từ chối'][i % 3]!
        : null,
    assigned_to: officer.id,
    source: (['app', 'web', 'station', 'admin'] as const)[i % 4],
    note: i % 7 === 0 ? 'Khách hẹn xem xe cuối tuần.' : null,
    holds_product: holds ? 1 : 0,
    product_previous_status: holds || status === 'completed' ? 'ing' : null,
    status_updated_by: lastStep ? officer.id : null,
    status_updated_at: lastStep ? step(lastStep) : null,
    search_text: '',
    created_at: at(created),
    updated_at: lastStep ? step(lastStep) : at(created),
  };
  // The agreed price may be below the listing; keep the money consistent with it.
  const agreed = Number(row.price);
  const scale = agreed / price;
  const down = lender ? round(sale.downPayment * scale) : 0;
  const loanMoney = agreed - down;
  row.paid_amount = sale.cashPaid
    ? agreed
    : (sale.partial ? round(sale.partial * scale) : 0) + (sale.downPaid ? down : 0) + (sale.loanPaid ? loanMoney : 0);
  const { id } = await trx.insertInto('transactions').values(row).returning('id').executeTakeFirstOrThrow();
  await trx
    .updateTable('transactions')
    .set({
      search_text: searchText(
        codeOf('TX', id),
        buyer.name,
        buyer.phone,
        p.store_name,
        p.store_phone,
        p.number_plate,
        p.title,
      ),
    })
    .where('id', '=', id)
    .execute();
  return { ...sale, id, row, agreed, scale, down, loanMoney };
}

/** The sale's timeline: created, then each status it passed. */
async function saleTimeline({ trx, officer }: MoneyDemo, sale: Written) {
  const { created, step, row } = sale;
  const events: {
    type: string;
    from_status: string | null;
    to_status: string | null;
    reason: string | null;
    created_at: string;
  }[] = [{ type: 'created', from_status: null, to_status: 'new', reason: null, created_at: at(created) }];
  let previous: string = 'new';
  sale.path.forEach((to, n) => {
    events.push({
      type: 'status_changed',
      from_status: previous,
      to_status: to,
      reason: to === 'cancelled' ? row.cancel_reason! : null,
      created_at: step(n + 1),
    });
    previous = to;
  });
  await trx
    .insertInto('transaction_events')
    .values(
      events.map((e) => ({
        ...e,
        transaction_id: sale.id,
        data_json: null,
        actor_id: e.type === 'created' ? null : officer.id,
        actor_name: e.type === 'created' ? 'system' : (officer.full_name ?? officer.username),
      })),
    )
    .execute();
}

/** The payments of what was paid: a deposit and the rest, a partial payment, the down payment. */
async function salePayments({ trx, officer }: MoneyDemo, sale: Written) {
  const { id, agreed, step } = sale;
  const payments: { amount: number; method: 'cash' | 'bank_transfer'; paid_at: string }[] = [];
  if (sale.cashPaid) {
    const deposit = round(agreed * 0.1);
    payments.push(
      { amount: deposit, method: 'cash', paid_at: step(1) },
      { amount: agreed - deposit, method: 'bank_transfer', paid_at: step(2) },
    );
  } else if (sale.partial)
    payments.push({ amount: round(sale.partial * sale.scale), method: 'cash', paid_at: step(1) });
  if (sale.downPaid) payments.push({ amount: sale.down, method: 'bank_transfer', paid_at: step(1) });
  if (payments.length)
    await trx
      .insertInto('transaction_payments')
      .values(
        payments.map((pay, n) => ({
          ...pay,
          transaction_id: id,
          reference: pay.method === 'bank_transfer' ? `FT25${String(id * 10 + n).padStart(8, '0')}` : null,
          recorded_by: officer.id,
          created_at: pay.paid_at,
        })),
      )
      .execute();
}

/** Paperwork and the e-contract are complete once paid, or when the loan is ready to pay out. */
const saleIsReady = ({ loanStatus, k, loanPaid }: Sale) =>
  (loanStatus === 'approved' && k % 2 === 0) || loanStatus?.endsWith('-disbursed') || loanPaid;

/** Paperwork: approved once paid, or when the loan is ready to pay out; some rejected for a resubmission. */
async function salePaperwork({ trx, officer }: MoneyDemo, sale: Written) {
  const { i, id, status, lender, created, step } = sale;
  const ready = saleIsReady(sale);
  const paperStatus = (party: 'buyer' | 'seller'): 'waiting' | 'approved' | 'rejected' => {
    if (['paid', 'delivered', 'completed'].includes(status) || ready) return 'approved';
    if (status === 'cancelled') return 'waiting';
    if ((i + (party === 'seller' ? 1 : 0)) % 5 === 0) return 'rejected';
    return status === 'confirmed' && party === 'seller' ? 'approved' : 'waiting';
  };
  const extra = lender ? (JSON.parse(lender.required_documents) as string[]) : [];
  for (const party of ['buyer', 'seller'] as const) {
    const required =
      party === 'buyer'
        ? [...(lender ? BASE_DOCUMENTS.buyer.loan : BASE_DOCUMENTS.buyer.cash), ...extra]
        : [...BASE_DOCUMENTS.seller];
    const pstatus = paperStatus(party);
    const { id: paperworkId } = await trx
      .insertInto('paperworks')
      .values({
        transaction_id: id,
        party,
        status: pstatus,
        reason:
          pstatus === 'rejected'
            ? party === 'buyer'
              ? 'Ảnh CCCD mặt sau bị mờ, vui lòng chụp lại'
              : 'Thiếu giấy bán, cho, tặng xe có công chứng'
            : null,
        required_types: JSON.stringify(required),
        version: pstatus === 'rejected' ? 1 : 1 + (i % 2),
        decided_by: pstatus === 'waiting' ? null : officer.id,
        decided_at: pstatus === 'waiting' ? null : step(1),
        created_at: at(created),
        updated_at: pstatus === 'waiting' ? at(created) : step(1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const present = pstatus === 'approved' ? required : required.slice(0, Math.max(1, required.length - 1));
    await trx
      .insertInto('paperwork_documents')
      .values(
        present.map((type) => ({
          paperwork_id: paperworkId,
          type,
          file: `demo/${type}.png`,
          uploaded_by: null,
          uploaded_at: at(created + HOUR),
        })),
      )
      .execute();
  }
}

/** The sale contract's PDF as the send step makes it, kept in the private files (DATA_DIR/private/contracts). */
async function demoContractDocument(
  privateDir: string,
  row: Insertable<TransactionsTable>,
  contractNo: string,
  sentAt: string,
): Promise<{ file: string; sha256: string }> {
  const product = JSON.parse(row.product_json) as {
    title: string;
    number_plate: string | null;
    release_year: string | null;
  };
  const pdf = await saleContractPdf({
    contractNo,
    version: 1,
    at: sentAt,
    buyer: { name: row.buyer_name, phone: row.buyer_phone },
    seller: { name: row.seller_name, phone: row.seller_phone ?? null },
    vehicle: { title: product.title, plate: product.number_plate, year: product.release_year },
    price: Number(row.price),
    type: row.type,
  });
  const file = `contracts/demo-${contractNo}.pdf`;
  await fs.mkdir(path.join(privateDir, 'contracts'), { recursive: true });
  await fs.writeFile(path.join(privateDir, file), pdf.bytes);
  return { file, sha256: pdf.sha256 };
}

/** E-contract: signed once the sale is paid or the loan is ready, sent while confirmed, voided when cancelled after confirmation. */
async function saleContract({ trx, officer, privateDir }: MoneyDemo, sale: Written): Promise<number | null> {
  const { i, id, status, created, step, buyer, p, row } = sale;
  const contractStatus =
    ['paid', 'delivered', 'completed'].includes(status) || (status === 'confirmed' && saleIsReady(sale))
      ? 'completed'
      : status === 'confirmed'
        ? 'sent'
        : status === 'cancelled' && i % 2 === 0
          ? 'voided'
          : status === 'new' && i % 4 === 0
            ? 'draft'
            : null;
  if (!contractStatus) return null;
  const year = new Date(created).getUTCFullYear();
  const contractNo = `HDMB-${year}-${String(id).padStart(6, '0')}`;
  // a contract out for signing shows the copy sent and its hash, as one sent from the screen does
  const sent =
    contractStatus === 'sent' && privateDir ? await demoContractDocument(privateDir, row, contractNo, step(1)) : null;
  const inserted = await trx
    .insertInto('e_contracts')
    .values({
      transaction_id: id,
      contract_no: contractNo,
      document: sent?.file ?? null,
      document_sha256: sent?.sha256 ?? null,
      version: 1,
      template: 'sale-v1',
      status: contractStatus,
      is_open: contractStatus === 'draft' || contractStatus === 'sent' ? 1 : 0,
      sent_at: contractStatus === 'draft' ? null : step(1),
      expires_at: contractStatus === 'draft' ? null : at(created + 26 * HOUR + 7 * 24 * HOUR),
      completed_at: contractStatus === 'completed' ? step(2) : null,
      voided_at: contractStatus === 'voided' ? step(1) : null,
      void_reason: contractStatus === 'voided' ? 'transaction cancelled' : null,
      created_by: officer.id,
      created_at: step(1),
      updated_at: step(2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seller = { name: p.store_name, phone: p.store_phone };
  await trx
    .insertInto('e_contract_signers')
    .values(
      (['buyer', 'seller'] as const).map((role) => ({
        e_contract_id: inserted.id,
        role,
        name: role === 'buyer' ? buyer.name : seller.name,
        phone: role === 'buyer' ? buyer.phone : seller.phone,
        status: contractStatus === 'completed' ? ('signed' as const) : ('pending' as const),
        method: contractStatus === 'completed' ? (i % 6 === 0 ? ('paper' as const) : ('otp' as const)) : null,
        signed_at: contractStatus === 'completed' ? step(2) : null,
      })),
    )
    .execute();
  const event = (type: string, from: string | null, to: string) => ({
    e_contract_id: inserted.id,
    type,
    from_status: from,
    to_status: to,
    reason: null,
    data_json: null,
    actor_id: officer.id,
    actor_name: officer.full_name ?? officer.username,
    created_at: step(1),
  });
  // made, then sent for signing as the send step records it
  await trx
    .insertInto('e_contract_events')
    .values([event('created', null, 'draft'), ...(contractStatus === 'draft' ? [] : [event('sent', 'draft', 'sent')])])
    .execute();
  return inserted.id;
}

type Lender = MoneyInputs['lenders'][number];
type LoanSale = Written & { lender: Lender; loanStatus: string };

/** The loan of a finance or credit sale, its history and, once paid out, its disbursement. */
async function saleLoan(demo: MoneyDemo, sale: Written, contractId: number | null) {
  const { trx, officer, checker } = demo;
  const loan = sale as LoanSale;
  const { id, lender, loanStatus, step, created, p } = loan;
  const seller = {
    account: p.bank_account ?? `19${String(1_000_000_000 + p.store_id * 7_919).slice(0, 10)}`,
    name: p.bank_account_name ?? bankAccountName(p.store_name),
    bank: p.bank_name ?? BANKS[p.store_id % 12]![1],
  };
  const approved = ['approved', `${lender.code}-disbursed`, 'disbursed', 'done'].includes(loanStatus)
    ? loan.loanMoney
    : null;
  const loanId = await insertLoan(demo, loan, seller, approved);
  const stepsTo = loanSteps(loanStatus, lender.code);
  await trx
    .insertInto('loan_histories')
    .values(
      stepsTo.map((to, n) => ({
        loan_id: loanId,
        action: n === 0 ? 'created' : 'status_changed',
        from_status: n === 0 ? null : stepsTo[n - 1]!,
        to_status: to,
        reason: null,
        data_json: null,
        actor_id: n === 0 ? null : to === 'disbursed' ? checker.id : officer.id,
        actor_name:
          n === 0
            ? 'system'
            : to === 'disbursed'
              ? (checker.full_name ?? checker.username)
              : (officer.full_name ?? officer.username),
        created_at: at(created + HOUR + n * 6 * HOUR),
      })),
    )
    .execute();
  await trx
    .updateTable('transactions')
    .set({ loan_id: loanId, e_contract_id: contractId })
    .where('id', '=', id)
    .execute();
  if (approved === null || loanStatus === 'approved') return;
  const partnerOnly = loanStatus === `${lender.code}-disbursed`;
  await trx
    .insertInto('disbursements')
    .values({
      loan_id: loanId,
      transaction_id: id,
      partner_id: lender.partner_id,
      money: approved,
      contract_no: `${lender.code.toUpperCase()}-${2025}${String(loan.i).padStart(5, '0')}`,
      disbursed_at: step(2),
      bank_name: seller.bank,
      bank_account: seller.account,
      bank_account_name: seller.name,
      note: null,
      request_hash: 'seed',
      recorded_by: officer.id,
      recorded_at: step(2),
      confirmed_by: partnerOnly ? null : checker.id,
      confirmed_at: partnerOnly ? null : step(2),
      notification_status: partnerOnly ? 'pending' : 'sent',
      notified_at: partnerOnly ? null : step(2),
    })
    .execute();
}

/** The loan's row (the applicant's details drawn from i), written with its search text. */
async function insertLoan(
  { trx, officer }: MoneyDemo,
  loan: LoanSale,
  seller: { account: string; name: string; bank: string },
  approved: number | null,
): Promise<number> {
  const { i, id, lender, loanStatus, buyer, step, created } = loan;
  const open = !['rejected', 'aborted', 'done', `${lender.code}-rejected`].includes(loanStatus);
  const inserted = await trx
    .insertInto('loans')
    .values({
      transaction_id: id,
      kind: lender.kind,
      partner_id: lender.partner_id,
      product_code: lender.code,
      loan_status: loanStatus,
      status_reason: loanStatus.endsWith('rejected')
        ? 'Điểm tín dụng không đạt'
        : loanStatus === 'aborted'
          ? 'Khách hàng rút hồ sơ'
          : null,
      buyer_name: buyer.name,
      phone: buyer.phone,
      email: loan.row.buyer_email ?? null,
      date_of_birth: `${1975 + (i % 25)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      gender: buyer.gender,
      id_number: `0${String(79_000_000_000 + i * 1_234_567).slice(0, 11)}`,
      id_issued_date: `20${String(15 + (i % 8)).padStart(2, '0')}-06-15`,
      id_issued_place: 'Cục Cảnh sát quản lý hành chính về trật tự xã hội',
      permanent_address: ADDRESSES[i % ADDRESSES.length]!,
      current_address: ADDRESSES[(i + 3) % ADDRESSES.length]!,
      occupation: OCCUPATIONS[i % OCCUPATIONS.length]!,
      monthly_income: round(8_000_000 + (i % 10) * 1_500_000, 500_000),
      id_front_image: 'demo/id_card_front.png',
      id_back_image: 'demo/id_card_back.png',
      vehicle_price: loan.agreed,
      down_payment: loan.down,
      requested_amount: loan.loanMoney,
      approved_amount: approved,
      tenor_months: (JSON.parse(lender.tenors) as number[])[i % 3]!,
      partner_application_id: ['applied', 'processing'].includes(loanStatus)
        ? null
        : `${lender.code.toUpperCase()}-APP-${100_000 + i}`,
      partner_contract_no:
        approved !== null && loanStatus !== 'approved'
          ? `${lender.code.toUpperCase()}-${2025}${String(i).padStart(5, '0')}`
          : null,
      seller_bank_account: seller.account,
      seller_bank_account_name: seller.name,
      seller_bank_name: seller.bank,
      buyer_bank_account: i % 2 === 0 ? `10${String(2_000_000_000 + i * 31_337).slice(0, 10)}` : null,
      buyer_bank_account_name: i % 2 === 0 ? bankAccountName(buyer.name) : null,
      buyer_bank_name: i % 2 === 0 ? BANKS[i % 10]![1] : null,
      assigned_to: loanStatus === 'applied' ? null : officer.id,
      is_open: open ? 1 : 0,
      submitted_at: ['applied', 'processing'].includes(loanStatus) ? null : step(1),
      decided_at: approved !== null || !open ? step(1) : null,
      disbursed_at: approved !== null && loanStatus !== 'approved' ? step(2) : null,
      done_at: loanStatus === 'done' ? step(4) : null,
      search_text: '',
      created_at: at(created + HOUR),
      updated_at: step(2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('loans')
    .set({
      search_text: searchText(codeOf('LN', inserted.id), codeOf('TX', id), buyer.name, buyer.phone, lender.code),
    })
    .where('id', '=', inserted.id)
    .execute();
  return inserted.id;
}

/** The product follows the sale (held, or sold); a store that bought counts one more purchase. */
async function productFollowsSale({ trx }: MoneyDemo, sale: Written) {
  const { status, holds, row } = sale;
  if (holds || status === 'completed')
    await trx
      .updateTable('products')
      .set({ sales_status: status === 'completed' ? 'done' : 'pending' })
      .where('id', '=', sale.p.id)
      .execute();
  if (status === 'completed' && row.buyer_store_id)
    await trx
      .updateTable('stores')
      .set({ purchased_products: sql`purchased_products + 1` })
      .where('id', '=', row.buyer_store_id)
      .execute();
}

/** The first personal stores (private sellers, who also buy in the demo), by id. */
function personalStores(db: Kysely<DB>, limit: number) {
  return db.selectFrom('stores').select('id').where('type', '=', 'personal').orderBy('id').limit(limit).execute();
}

async function seedCashLoans(db: Kysely<DB>, officerId: number, partnerIds: number[]) {
  const stores = await personalStores(db, 80);
  const rows = Array.from({ length: DEMO_CASH_LOANS }, (_, i) => {
    const who = person(1000 + i);
    const status = CASH_LOAN_STATUSES[i % CASH_LOAN_STATUSES.length]!;
    const scored = status !== 'applied' || i % 2 === 0;
    const cic = scored && i % 3 !== 0 ? 300 + ((i * 97) % 540) : null;
    const internal = scored ? 30 + ((i * 37) % 70) : null;
    const amount = round(3_000_000 + ((i * 4_700_000) % 90_000_000), 500_000);
    const created = START + i * 31 * HOUR;
    // A submitted or later cash loan had grade C or better.
    const passing = ['submitted', 'approved', 'disbursed', 'done'].includes(status);
    const cicScore = passing ? Math.max(cic ?? 0, 450 + (i % 5) * 60) : cic;
    return {
      applicant_store_id: stores[i % Math.max(1, stores.length)]?.id ?? null,
      name: who.name,
      phone: who.phone,
      id_number: `0${String(38_000_000_000 + i * 2_345_679).slice(0, 11)}`,
      date_of_birth: `${1980 + (i % 20)}-0${1 + (i % 9)}-1${i % 9}`,
      province_id: [1, 79, 48, 31, 92][i % 5]!,
      amount,
      tenor_months: [6, 12, 18, 24, 36][i % 5]!,
      purpose: ['Tiêu dùng cá nhân', 'Sửa chữa nhà', 'Kinh doanh nhỏ', 'Học phí', 'Chữa bệnh'][i % 5]!,
      monthly_income: round(7_000_000 + (i % 8) * 2_000_000, 500_000),
      employment: OCCUPATIONS[i % OCCUPATIONS.length]!,
      collateral_json:
        i % 2 === 0
          ? JSON.stringify({
              brand: 'Honda',
              model: ['Vision', 'Air Blade', 'SH Mode', 'Wave Alpha'][i % 4],
              year: 2018 + (i % 6),
              plate: `59-${String.fromCharCode(65 + (i % 20))}1 ${String(10_000 + i * 137).slice(0, 3)}.${String(10 + (i % 89))}`,
            })
          : null,
      phone_verified: i % 4 === 0 ? 0 : 1,
      partner_id: partnerIds.length ? partnerIds[i % partnerIds.length]! : null,
      status,
      status_reason: ['rejected', 'aborted'].includes(status)
        ? status === 'rejected'
          ? 'Thu nhập không đủ điều kiện'
          : 'Khách hàng không còn nhu cầu'
        : null,
      rejected_by: status === 'rejected' ? (i % 2 === 0 ? ('partner' as const) : ('staff' as const)) : null,
      cic_score: cicScore,
      internal_score: internal,
      risk_grade: riskGrade(cicScore, internal),
      scored_at: scored ? at(created + 5 * HOUR) : null,
      scored_by: scored ? officerId : null,
      assigned_to: status === 'applied' ? null : officerId,
      disbursed_amount: ['disbursed', 'done'].includes(status) ? amount : null,
      disbursed_at: ['disbursed', 'done'].includes(status) ? at(created + 72 * HOUR) : null,
      search_text: '',
      created_at: at(created),
      updated_at: at(created + 72 * HOUR),
    };
  });
  const inserted = await db
    .insertInto('cash_loans')
    .values(rows)
    .returning(['id', 'name', 'phone', 'status', 'created_at'])
    .execute();
  for (const row of inserted) {
    await db
      .updateTable('cash_loans')
      .set({ search_text: searchText(codeOf('CL', row.id), row.name, row.phone) })
      .where('id', '=', row.id)
      .execute();
  }
  await db
    .insertInto('cash_loan_histories')
    .values(
      inserted.map((row) => ({
        cash_loan_id: row.id,
        action: 'created',
        from_status: null,
        to_status: 'applied',
        reason: null,
        data_json: null,
        actor_id: null,
        actor_name: 'system',
        created_at: row.created_at,
      })),
    )
    .execute();
}

const BULK_BUYERS = [
  'Nguyễn Văn An',
  'Trần Thị Bích',
  'Lê Hoàng Long',
  'Phạm Thu Trang',
  'Võ Minh Khoa',
  'Đặng Ngọc Hân',
  'Bùi Quốc Huy',
  'Hồ Thị Mỹ Duyên',
];

/**
 * The million-row seed: one transaction for every tenth product beyond those the demo already
 * has, in one insert per status so the products keep agreeing: a sold product's sale is
 * completed, an 'In Transaction' one's confirmed (it holds the product), one on sale has a new or
 * cancelled request. Cash, finance and credit in turn; no loans (the demo rows have those).
 */
export async function addTransactions(db: Kysely<DB>) {
  const names = sql.join(
    BULK_BUYERS.map((name, i) => sql`when ${i} then ${name}`),
    sql` `,
  );
  const folded = sql.join(
    BULK_BUYERS.map((name, i) => sql`when ${i} then ${searchText(name)}`),
    sql` `,
  );
  const start = at(START);
  // open requests are recent, as in the demo rows: the expiry job cancels those older than 7 days
  const recent = at(RECENT - 3 * 24 * HOUR);
  const plans = [
    { from: 'done', status: sql`'completed'`, holds: 0 },
    { from: 'pending', status: sql`'confirmed'`, holds: 1 },
    { from: 'ing', status: sql`case when p.id % 20 = 0 then 'cancelled' else 'new' end`, holds: 0 },
  ];
  for (const plan of plans) {
    await sql`insert into transactions (type, status, product_id, product_json, seller_store_id, seller_name, seller_phone,
        buyer_name, buyer_phone, list_price, price, paid_amount, source, holds_product, product_previous_status,
        cancel_reason, search_text, created_at, updated_at)
      select case p.id % 3 when 0 then 'cash' when 1 then 'finance' else 'credit' end, ${plan.status}, p.id,
        '{"id":' || p.id || ',"title":"' || replace(p.title, '"', '') || '","number_plate":null,"release_year":null,"used_distance":null,"brand":null,"model":null,"trim":null,"picture":null}',
        p.store_id, s.name, s.phone,
        case p.id % 8 ${names} end, '09' || substr('0000000' || (p.id % 100000000), -8, 8), p.price, p.price,
        case when ${plan.from} = 'done' then p.price else 0 end, 'app', ${plan.holds},
        case when ${plan.holds} = 1 or ${plan.from} = 'done' then 'ing' else null end,
        case when ${plan.from} = 'ing' and p.id % 20 = 0 then 'Người mua đổi ý' else null end,
        p.search_text || ' ' || case p.id % 8 ${folded} end,
        ${plan.from === 'ing' ? recent : start}, ${plan.from === 'ing' ? recent : start}
      from products p join stores s on s.id = p.store_id
      where p.sales_status = ${plan.from} and p.id % 10 = 0 and p.price > 0
        and not exists (select 1 from transactions t where t.product_id = p.id)`.execute(db);
  }
  if (dialectOf(db) === 'postgres') await sql`vacuum analyze transactions`.execute(db);
  else await sql`analyze transactions`.execute(db);
}
