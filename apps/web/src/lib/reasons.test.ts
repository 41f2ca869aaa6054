import { setLanguage } from '../test/screen.tsx';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sayReason, sayRefusal } from './reasons.ts';

const notReady = [
  { code: 'contract_not_signed' },
  { code: 'paperwork_not_approved', params: { party: 'buyer' } },
  { code: 'seller_bank_missing' },
];

test('a refusal the server says as codes reads in Vietnamese, statuses and parties in words', async () => {
  await setLanguage('vi');
  assert.equal(
    sayRefusal({ code: 'not_disbursable', params: { record: 'LN000173' } }, notReady),
    'LN000173 chưa thể giải ngân: hợp đồng điện tử chưa được ký; hồ sơ của người mua chưa được duyệt; chưa có tài khoản ngân hàng của người bán',
  );
  assert.equal(
    sayReason({
      code: 'move_refused',
      params: { kind: 'transaction', record: 'TX000299', from: 'delivered', to: 'confirmed' },
    }),
    'TX000299 (giao dịch) đang “Đã giao xe”, không thể chuyển sang “Đã xác nhận”',
  );
  assert.equal(
    sayReason({ code: 'not_paid_in_full', params: { paid: 0, price: 14_900_000 } }),
    'đã nhận 0đ trên 14.900.000đ',
  );
});

test('and in English', async () => {
  await setLanguage('en');
  assert.equal(
    sayRefusal({ code: 'not_disbursable', params: { record: 'LN000173' } }, notReady),
    "LN000173 cannot be disbursed yet: the e-contract is not signed; the buyer's paperwork is not approved; the seller's bank account is missing",
  );
  assert.match(
    sayReason({
      code: 'move_refused',
      params: { kind: 'loan', record: 'LN000001', from: 'disbursed', to: 'approved' },
    }),
    /^LN000001 \(loan\) is “.+” and cannot become “.+”$/,
  );
  // a code the screens do not know yet is shown as it is, never as an empty line
  assert.equal(sayReason({ code: 'something_new' }), 'something_new');
  await setLanguage('vi');
});
