import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';

/**
 * The payment gateway behind Alepay orders (docs/domain.md, "Alepay orders"): `AlepayClient`
 * speaks Alepay's v3 checkout API over HTTPS (production); `AlepaySandbox`, for the demo and
 * development only, signs and verifies exactly as v3 does and keeps its transactions in the
 * database. Which one a process uses is `AlepaySettings`, read from the environment (config.ts).
 */

export type SignedParams = Record<string, string | number | boolean | undefined | null>;

/** Alepay v3's signature: HMAC-SHA256 with the checksum key over the sorted `key=value&…` pairs. */
export function alepaySignature(params: SignedParams, checksumKey: string): string {
  const data = Object.keys(params)
    .filter((key) => key !== 'signature' && params[key] !== undefined && params[key] !== null && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHmac('sha256', checksumKey).update(data).digest('hex');
}

export function verifyAlepaySignature(params: SignedParams, checksumKey: string): boolean {
  const given = String(params.signature ?? '');
  const expected = alepaySignature(params, checksumKey);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

export interface PaymentRequest {
  orderCode: string;
  amount: number;
  currency: 'VND';
  orderDescription: string;
  returnUrl: string;
  cancelUrl: string;
  buyerName: string;
  buyerPhone: string;
  buyerEmail: string;
  paymentHours: number;
}

export interface PaymentCreated {
  /** '000' when the checkout was created. */
  code: string;
  message: string;
  checkoutUrl: string | null;
  transactionCode: string | null;
}

export interface TransactionInfo {
  /** The request's own result: '000' when the transaction was found. */
  code: string;
  transactionCode: string;
  orderCode: string;
  amount: number;
  currency: string;
  /** '000' paid, '150' card under review, '155' waiting for the buyer's instalment confirmation, '001' not paid yet, '151' cancelled by the payer, other codes failed. */
  status: string;
  message: string;
}

export interface PaymentGateway {
  readonly mode: 'sandbox' | 'live';
  requestPayment(request: PaymentRequest): Promise<PaymentCreated>;
  /** The gateway's own word on a transaction (null when it does not know it). */
  getTransactionInfo(transactionCode: string): Promise<TransactionInfo | null>;
  /** Whether the parameters of a return URL or callback carry the gateway's signature. */
  verify(params: SignedParams): boolean;
  sign(params: SignedParams): string;
}

/** Status codes (get-transaction-info `status`). */
export const GATEWAY_STATUS = {
  paid: '000',
  review: '150',
  instalment: '155',
  unpaid: '001',
  cancelled: '151',
  failed: '111',
  reviewRefused: '215',
} as const;

/** The sandbox payer's choices on its checkout page, and the status each leaves. */
export const SANDBOX_RESULTS = {
  success: GATEWAY_STATUS.paid,
  review: GATEWAY_STATUS.review,
  fail: GATEWAY_STATUS.failed,
  cancel: GATEWAY_STATUS.cancelled,
} as const;

/** The in-process Alepay sandbox: no network; its transactions live in alepay_sandbox_transactions. */
export class AlepaySandbox implements PaymentGateway {
  readonly mode = 'sandbox' as const;
  constructor(
    private readonly db: Kysely<DB>,
    private readonly checksumKey: string,
  ) {}

  sign(params: SignedParams): string {
    return alepaySignature(params, this.checksumKey);
  }

  verify(params: SignedParams): boolean {
    return verifyAlepaySignature(params, this.checksumKey);
  }

  async requestPayment(request: PaymentRequest): Promise<PaymentCreated> {
    const transactionCode = `SBX${randomBytes(6).toString('hex').toUpperCase()}`;
    const now = nowIso();
    await this.db
      .insertInto('alepay_sandbox_transactions')
      .values({
        transaction_code: transactionCode,
        order_code: request.orderCode,
        amount: request.amount,
        currency: request.currency,
        status: GATEWAY_STATUS.unpaid,
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return {
      code: '000',
      message: 'Thành công',
      checkoutUrl: `/api/alepay-sandbox/pay/${transactionCode}`,
      transactionCode,
    };
  }

  /** The sandbox's transaction `transactionCode`, if it has one. */
  private transaction(transactionCode: string) {
    return this.db
      .selectFrom('alepay_sandbox_transactions')
      .selectAll()
      .where('transaction_code', '=', transactionCode)
      .executeTakeFirst();
  }

  async getTransactionInfo(transactionCode: string): Promise<TransactionInfo | null> {
    const row = await this.transaction(transactionCode);
    if (!row) return null;
    return {
      code: '000',
      transactionCode: row.transaction_code,
      orderCode: row.order_code,
      amount: Number(row.amount),
      currency: row.currency,
      status: row.status,
      message: row.status === GATEWAY_STATUS.paid ? 'Thành công' : 'Chưa hoàn tất',
    };
  }

  /** The payer's choice on the sandbox checkout page; answers where the browser goes next, signed. */
  async pay(transactionCode: string, result: keyof typeof SANDBOX_RESULTS): Promise<string | null> {
    const row = await this.transaction(transactionCode);
    if (!row) return null;
    if (row.status === GATEWAY_STATUS.unpaid || row.status === GATEWAY_STATUS.review) {
      await this.db
        .updateTable('alepay_sandbox_transactions')
        .set({ status: SANDBOX_RESULTS[result], updated_at: nowIso() })
        .where('transaction_code', '=', transactionCode)
        .execute();
    }
    const params: SignedParams = {
      orderCode: row.order_code,
      transactionCode,
      errorCode: SANDBOX_RESULTS[result],
      cancel: result === 'cancel' ? 'true' : 'false',
    };
    const query = new URLSearchParams({
      ...(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) as Record<string, string>),
      signature: this.sign(params),
    });
    const target = result === 'cancel' ? row.cancel_url : row.return_url;
    return `${target}${target.includes('?') ? '&' : '?'}${query}`;
  }
}

/** Alepay v3 checkout's production address (the sandbox's is alepay-v3-sandbox.nganluong.vn). */
export const ALEPAY_LIVE_URL = 'https://alepay-v3.nganluong.vn/api/v3/checkout';

/**
 * The gateway a process uses: `live` (Alepay's API with the merchant's token and checksum keys),
 * `sandbox` (the in-process one, never in production), or `off` (production without credentials:
 * a top-up is refused with GATEWAY_NOT_CONFIGURED).
 */
export type AlepaySettings =
  | { mode: 'live'; baseUrl: string; tokenKey: string; checksumKey: string; timeoutMs?: number }
  | { mode: 'sandbox'; checksumKey: string }
  | { mode: 'off' };

/** The sandbox's own checksum key: a published value, so the sandbox is refused in production (config.ts). */
export const SANDBOX_CHECKSUM_KEY = 'alepay-sandbox-checksum-key';

/** Said to whoever asks for a gateway top-up while no gateway is configured. */
export const GATEWAY_NOT_CONFIGURED = 'The payment gateway is not configured: no top-up can be paid online';

/** A failure to speak with the gateway (network, HTTP status, an answer that is not Alepay's). */
export class GatewayError extends Error {
  override name = 'GatewayError';
}

/**
 * Alepay v3's checkout API: every request is a JSON POST carrying the merchant's `tokenKey` and a
 * `signature` (HMAC-SHA256 with the checksum key over the sorted parameters); an answer that
 * carries a signature must verify with the same key. The client never decides a payment alone:
 * the repository credits a wallet only on `getTransactionInfo`'s paid status, amount and order code.
 */
export class AlepayClient implements PaymentGateway {
  readonly mode = 'live' as const;
  constructor(private readonly settings: Extract<AlepaySettings, { mode: 'live' }>) {}

  sign(params: SignedParams): string {
    return alepaySignature(params, this.settings.checksumKey);
  }

  verify(params: SignedParams): boolean {
    return verifyAlepaySignature(params, this.settings.checksumKey);
  }

  private async call(path: string, params: SignedParams): Promise<Record<string, unknown>> {
    const body: SignedParams = { ...params, tokenKey: this.settings.tokenKey };
    body.signature = this.sign(body);
    let answer: unknown;
    try {
      const res = await fetch(`${this.settings.baseUrl.replace(/\/$/, '')}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
      });
      if (!res.ok) throw new GatewayError(`Alepay ${path} answered HTTP ${res.status}`);
      answer = await res.json();
    } catch (error) {
      if (error instanceof GatewayError) throw error;
      throw new GatewayError(`Alepay ${path} could not be reached: ${(error as Error).message}`);
    }
    if (!answer || typeof answer !== 'object') throw new GatewayError(`Alepay ${path} answered no JSON object`);
    const fields = answer as Record<string, unknown>;
    if (fields.signature !== undefined && !this.verify(fields as SignedParams)) {
      throw new GatewayError(`Alepay ${path} answered with a wrong signature`);
    }
    return fields;
  }

  async requestPayment(request: PaymentRequest): Promise<PaymentCreated> {
    const answer = await this.call('request-payment', {
      orderCode: request.orderCode,
      amount: request.amount,
      currency: request.currency,
      orderDescription: request.orderDescription,
      totalItem: 1,
      checkoutType: 0,
      returnUrl: request.returnUrl,
      cancelUrl: request.cancelUrl,
      buyerName: request.buyerName,
      buyerEmail: request.buyerEmail,
      buyerPhone: request.buyerPhone,
      buyerAddress: '',
      buyerCity: '',
      buyerCountry: 'Viet Nam',
      paymentHours: request.paymentHours,
      allowDomestic: true,
    });
    return {
      code: String(answer.code ?? ''),
      message: String(answer.message ?? ''),
      checkoutUrl: typeof answer.checkoutUrl === 'string' ? answer.checkoutUrl : null,
      transactionCode: typeof answer.transactionCode === 'string' ? answer.transactionCode : null,
    };
  }

  async getTransactionInfo(transactionCode: string): Promise<TransactionInfo | null> {
    const answer = await this.call('get-transaction-info', { transactionCode });
    const code = String(answer.code ?? '');
    if (code !== '000') return null;
    const amount = Number(answer.amount);
    if (!Number.isSafeInteger(amount)) throw new GatewayError('Alepay get-transaction-info answered no whole amount');
    return {
      code,
      transactionCode: String(answer.transactionCode ?? transactionCode),
      orderCode: String(answer.orderCode ?? ''),
      amount,
      currency: String(answer.currency ?? ''),
      status: String(answer.status ?? ''),
      message: String(answer.message ?? ''),
    };
  }
}

/** The gateway of these settings (null: none configured). */
export function gatewayFor(db: Kysely<DB>, settings: AlepaySettings): PaymentGateway | null {
  if (settings.mode === 'live') return new AlepayClient(settings);
  if (settings.mode === 'sandbox') return new AlepaySandbox(db, settings.checksumKey);
  return null;
}
