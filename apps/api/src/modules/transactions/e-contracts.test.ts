import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { assertError, assertOk, describeApp } from '../../test/harness.ts';

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describeApp('e-contracts and purchase orders', (t) => {
  const db = () => t.app.db;
  const download = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, bytes: res.rawPayload, headers: res.headers };
  };

  test('a demo contract out for signing shows the copy sent, its hash and its number', async () => {
    const sent = await db()
      .selectFrom('e_contracts')
      .select(['transaction_id', 'contract_no'])
      .where('status', '=', 'sent')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const contract = assertOk(
      await t.call('GET', `/api/transactions/${sent.transaction_id}/e-contract`, { as: 'loan' }),
    ).data;
    assert.ok(contract.document_url, 'the copy sent is kept');
    const doc = await download(contract.document_url);
    assert.equal(doc.status, 200);
    assert.equal(sha256(doc.bytes), contract.document_sha256);
    assert.ok((await pdfText(doc.bytes)).includes(sent.contract_no));
  });

  test('void, a new version, send (PDF with its hash), OTP and paper signatures complete it', async () => {
    const sent = await db()
      .selectFrom('e_contracts as c')
      .innerJoin('transactions as t', 't.id', 'c.transaction_id')
      .select(['c.id', 'c.transaction_id'])
      .where('c.status', '=', 'sent')
      .where('t.status', '=', 'confirmed')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const txId = sent.transaction_id;
    assertError(await t.call('POST', `/api/transactions/${txId}/e-contract`, { as: 'loan' }), 409, 409);
    assertError(await t.call('POST', `/api/transactions/contracts/${sent.id}/void`, { as: 'loan', body: {} }), 422, 0, [
      'reason',
    ]);
    const voided = assertOk(
      await t.call('POST', `/api/transactions/contracts/${sent.id}/void`, {
        as: 'loan',
        body: { reason: 'Sai giá' },
      }),
    ).data;
    assert.equal(voided.status, 'voided');
    assertError(await t.call('POST', `/api/transactions/contracts/${sent.id}/send`, { as: 'loan' }), 409, 409);
    const draft = assertOk(await t.call('POST', `/api/transactions/${txId}/e-contract`, { as: 'loan' })).data;
    assert.equal(draft.status, 'draft');
    assert.equal(draft.version, 2);
    const current = assertOk(await t.call('GET', `/api/transactions/${txId}/e-contract`, { as: 'loan' })).data;
    assert.equal(current.id, draft.id);
    const out = assertOk(await t.call('POST', `/api/transactions/contracts/${draft.id}/send`, { as: 'loan' })).data;
    assert.equal(out.status, 'sent');
    const doc = await download(out.document_url);
    assert.equal(doc.status, 200);
    assert.equal(doc.headers['content-type'], 'application/pdf');
    assert.equal(sha256(doc.bytes), out.document_sha256);
    // the signers who have not signed are reminded, at most once an hour; a draft has no one to remind
    assertError(await t.call('POST', `/api/transactions/contracts/${voided.id}/remind`, { as: 'loan' }), 409, 409);
    const reminded = assertOk(
      await t.call('POST', `/api/transactions/contracts/${draft.id}/remind`, { as: 'loan' }),
    ).data;
    const reminder = reminded.events.find((e: { type: string }) => e.type === 'reminded');
    assert.deepEqual(reminder.data, { roles: ['buyer', 'seller'] });
    const again = await t.call('POST', `/api/transactions/contracts/${draft.id}/remind`, { as: 'loan' });
    assertError(again, 409, 409);
    assert.equal(again.body.reason.code, 'reminded_lately');
    const tx = await db().selectFrom('transactions').selectAll().where('id', '=', txId).executeTakeFirstOrThrow();
    const text = await pdfText(doc.bytes);
    assert.ok(text.includes('HỢP ĐỒNG MUA BÁN XE'), text);
    assert.ok(text.includes(tx.buyer_name), 'the buyer name with its marks');
    assert.ok(text.includes(`${Number(tx.price).toLocaleString('de-DE')} đ`));

    assert.equal(
      assertOk(await t.call('POST', `/api/e-contracts/${draft.id}/signers/buyer/sign`, { as: 'loan' })).data.status,
      'sent',
    );
    assertError(await t.call('POST', `/api/e-contracts/${draft.id}/signers/buyer/sign`, { as: 'loan' }), 409, 409);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const boundary = '----sign';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="role"\r\n\r\nseller\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const done = assertOk(
      await t.call('POST', `/api/transactions/contracts/${draft.id}/paper-signature`, {
        as: 'loan',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      }),
    ).data;
    assert.equal(done.status, 'completed');
    assert.deepEqual(
      done.signers.map((s: { role: string; method: string }) => [s.role, s.method]),
      [
        ['buyer', 'otp'],
        ['seller', 'paper'],
      ],
    );
    const signed = await download(done.signed_document_url);
    assert.equal(sha256(signed.bytes), done.signed_sha256);
    assertError(
      await t.call('POST', `/api/transactions/contracts/${draft.id}/void`, { as: 'loan', body: { reason: 'x' } }),
      409,
      409,
    );
    const detail = assertOk(await t.call('GET', `/api/v2/transactions/${txId}`, { as: 'loan' })).data;
    assert.equal(detail.e_contract.status, 'completed');
    assert.ok(detail.events.some((e: { type: string }) => e.type === 'contract_signed'));
  });

  test('a signer declines with a reason; a declined contract is final', async () => {
    const draft = await db()
      .selectFrom('e_contracts')
      .select('id')
      .where('status', '=', 'draft')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    assertOk(await t.call('POST', `/api/transactions/contracts/${draft.id}/send`, { as: 'loan' }));
    assertError(
      await t.call('POST', `/api/e-contracts/${draft.id}/signers/seller/decline`, { as: 'loan', body: {} }),
      422,
      0,
      ['reason'],
    );
    const declined = assertOk(
      await t.call('POST', `/api/e-contracts/${draft.id}/signers/seller/decline`, {
        as: 'loan',
        body: { reason: 'Giá chưa đúng thỏa thuận' },
      }),
    ).data;
    assert.equal(declined.status, 'declined');
    assert.equal(declined.decline_reason, 'Giá chưa đúng thỏa thuận');
    assertError(await t.call('POST', `/api/e-contracts/${draft.id}/signers/buyer/sign`, { as: 'loan' }), 409, 409);
  });

  test('the purchase order is a PDF with the Vietnamese text, in both languages and templates', async () => {
    const loan = await db()
      .selectFrom('loans')
      .selectAll()
      .where('loan_status', '=', 'approved')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await download(`/api/transactions/loans/download-po/${loan.id}`);
    assert.equal(res.status, 401);
    const token = (await t.signIn('loan')).token;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const po = await get(`/api/transactions/loans/download-po/${loan.id}`);
    assert.equal(po.statusCode, 200);
    assert.equal(po.headers['content-type'], 'application/pdf');
    assert.match(
      String(po.headers['content-disposition']),
      new RegExp(`PO-LN${String(loan.id).padStart(6, '0')}\\.pdf`),
    );
    const text = await pdfText(po.rawPayload);
    assert.ok(text.includes('ĐƠN ĐẶT HÀNG'));
    assert.ok(text.includes(loan.buyer_name), `${loan.buyer_name} in ${text}`);
    assert.ok(text.includes(`${Number(loan.vehicle_price).toLocaleString('de-DE')} đ`));
    const en = await get(`/api/transactions/loans/download-po/${loan.id}/disbursement-request/en`);
    assert.equal(en.statusCode, 200);
    assert.ok((await pdfText(en.rawPayload)).includes('DISBURSEMENT REQUEST'));
    const bad = await get(`/api/transactions/loans/download-po/${loan.id}/invoice/fr`);
    assert.equal(bad.statusCode, 422);
    const history = assertOk(await t.call('GET', `/api/loans/${loan.id}/history`, { as: 'loan' })).data;
    assert.equal(history[0].type, 'po_downloaded');
    assert.match(history[0].data.sha256, /^[0-9a-f]{64}$/);
  });
});
