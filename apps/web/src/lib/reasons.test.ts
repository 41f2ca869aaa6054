import { setLanguage } from '../test/screen.tsx';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sayReason, sayRefusal } from './reasons.ts';

const notReady = [
  { code: 'contract_not_signed' },
  { code: 'paperwork_not_approved', params: { party: 'buyer' } },
  { code: 'seller_bank_missing' },
];
const refusedMove = {
  code: 'move_refused',
  params: { kind: 'transaction', record: 'TX000299', from: 'delivered', to: 'confirmed' },
};

const SAID = {
  vi: {
    payout:
      'LN000173 chưa thể giải ngân: hợp đồng điện tử chưa được ký; hồ sơ của người mua chưa được duyệt; chưa có tài khoản ngân hàng của người bán',
    move: 'TX000299 (giao dịch) đang “Đã giao xe”, không thể chuyển sang “Đã xác nhận”',
    paid: 'đã nhận 0đ trên 14.900.000đ',
    campaign: '#12 (chiến dịch) đang “Đã kết thúc”, không thể chuyển sang “Đang chạy”',
    order: 'SO000004 (đơn dịch vụ) đang “Hoàn tất”, không thể chuyển sang “Đã huỷ”',
    balance: 'Số dư không đủ: còn 250.000đ',
  },
  en: {
    payout:
      "LN000173 cannot be disbursed yet: the e-contract is not signed; the buyer's paperwork is not approved; the seller's bank account is missing",
    move: 'TX000299 (transaction) is “Delivered” and cannot become “Confirmed”',
    paid: '0đ of 14.900.000đ received',
    campaign: '#12 (campaign) is “Ended” and cannot become “Running”',
    order: 'SO000004 (service order) is “Done” and cannot become “Cancelled”',
    balance: 'Insufficient balance: 250.000đ available',
  },
} as const;

for (const language of ['vi', 'en'] as const) {
  test(`a refusal the server says as codes reads in the reader's words, statuses, parties and money included (${language})`, async () => {
    await setLanguage(language);
    assert.equal(
      sayRefusal({ code: 'not_disbursable', params: { record: 'LN000173' } }, notReady),
      SAID[language].payout,
    );
    assert.equal(sayReason(refusedMove), SAID[language].move);
    assert.equal(sayReason({ code: 'not_paid_in_full', params: { paid: 0, price: 14_900_000 } }), SAID[language].paid);
    // the ads' and the stations' refusals, statuses in their own words
    const move = (kind: string, record: string, from: string | number, to: string | number) =>
      sayReason({ code: 'move_refused', params: { kind, record, from, to } });
    assert.equal(move('campaign', '#12', 4, 2), SAID[language].campaign);
    assert.equal(move('station_order', 'SO000004', 'done', 'cancelled'), SAID[language].order);
    assert.equal(sayReason({ code: 'balance_short', params: { available: 250_000 } }), SAID[language].balance);
    // a code the screens do not know yet is shown as it is, never as an empty line
    assert.equal(sayReason({ code: 'something_new' }), 'something_new');
    await setLanguage('vi');
  });
}
