import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GATEWAY_STATUS,
  type SignedParams,
  alepaySignature,
  verifyAlepaySignature,
} from '../modules/alepay/gateway.ts';

export interface FakeTransaction {
  transactionCode: string;
  orderCode: string;
  amount: number;
  currency: string;
  status: string;
  returnUrl: string;
  cancelUrl: string;
}

/**
 * A local stand-in for Alepay's v3 checkout API, for tests: `POST /request-payment` and
 * `POST /get-transaction-info` with the merchant's tokenKey and an HMAC-SHA256 signature (both
 * checked, as Alepay does: a wrong one is answered with an error code), answers signed with the
 * checksum key. The test plays the payer (`pay`) and can make the gateway misbehave (`tamper`).
 */
export async function startFakeAlepay(keys: { tokenKey: string; checksumKey: string }) {
  const transactions = new Map<string, FakeTransaction>();
  const requests: { path: string; body: SignedParams }[] = [];
  /** Changes each answer of get-transaction-info before it is signed (or after, with `resign: false`). */
  let tamper: ((answer: SignedParams) => SignedParams) | null = null;
  let resign = true;

  const answer = (res: ServerResponse, body: SignedParams, sign = true) => {
    const signed = sign ? { ...body, signature: alepaySignature(body, keys.checksumKey) } : body;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(signed));
  };
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as SignedParams;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').replace(/^\/api\/v3\/checkout/, '');
      if (req.method !== 'POST') return res.writeHead(405).end();
      const body = await read(req);
      requests.push({ path, body });
      if (body.tokenKey !== keys.tokenKey) return answer(res, { code: '101', message: 'Invalid token key' });
      if (!verifyAlepaySignature(body, keys.checksumKey))
        return answer(res, { code: '102', message: 'Invalid signature' });
      if (path === '/request-payment') {
        const transactionCode = `ALP${randomBytes(5).toString('hex').toUpperCase()}`;
        transactions.set(transactionCode, {
          transactionCode,
          orderCode: String(body.orderCode),
          amount: Number(body.amount),
          currency: String(body.currency),
          status: GATEWAY_STATUS.unpaid,
          returnUrl: String(body.returnUrl),
          cancelUrl: String(body.cancelUrl),
        });
        return answer(res, {
          code: '000',
          message: 'Thành công',
          checkoutUrl: `http://alepay.invalid/checkout/${transactionCode}`,
          transactionCode,
        });
      }
      if (path === '/get-transaction-info') {
        const found = transactions.get(String(body.transactionCode));
        if (!found) return answer(res, { code: '124', message: 'Transaction not found' });
        let info: SignedParams = {
          code: '000',
          message: 'Thành công',
          transactionCode: found.transactionCode,
          orderCode: found.orderCode,
          amount: found.amount,
          currency: found.currency,
          status: found.status,
        };
        if (!tamper) return answer(res, info);
        // signed: false keeps the signature of the true answer on the changed one (a forged answer)
        const signature = alepaySignature(info, keys.checksumKey);
        info = tamper(info);
        return resign ? answer(res, info) : answer(res, { ...info, signature }, false);
      }
      res.writeHead(404).end();
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/v3/checkout`,
    requests,
    transactions,
    /** The payer's outcome at the gateway; answers the signed parameters of the return URL. */
    pay(transactionCode: string, status: string): SignedParams {
      const found = transactions.get(transactionCode);
      if (!found) throw new Error(`unknown transaction ${transactionCode}`);
      found.status = status;
      const params: SignedParams = {
        orderCode: found.orderCode,
        transactionCode,
        errorCode: status,
        cancel: status === GATEWAY_STATUS.cancelled ? 'true' : 'false',
      };
      return { ...params, signature: alepaySignature(params, keys.checksumKey) };
    },
    /** From now on get-transaction-info's answers are changed by `change`; `signed: false` breaks their signature. */
    tamper(change: ((answer: SignedParams) => SignedParams) | null, options: { signed?: boolean } = {}) {
      tamper = change;
      resign = options.signed ?? true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
