import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { defineArea, screen } from '../../lib/areas.ts';

/** A loan's screens: one route module, its tab from the address (overview, paperwork, disbursement). */
const loanScreen = (path: string) => screen(path, 'cash-loans-index', () => import('./routes/loan-screen.tsx'));
const redirect = <const P extends string>(path: P) =>
  screen(path, 'transaction-index', () => import('./routes/transaction-redirect.tsx'));

export const area = defineArea({
  key: 'transactions',
  screens: {
    list: screen('/transactions', 'transaction-index', () => import('./routes/transactions-list.tsx'), {
      loader: () => import('./api.ts').then((m) => m.transactions.listLoader),
      menu: {
        group: 'transactions',
        key: 'transactions',
        order: 10,
        label: 'menu.entries.transactions',
        icon: ReceiptLongRounded,
      },
    }),
    details: screen(
      '/transactions/transactions-details',
      'transaction-index',
      () => import('./routes/transaction-details.tsx'),
    ),
    byId: redirect('/transactions/:id'),
    viewDetail: redirect('/transactions/:id/view-detail'),
    // the contract, and with /paperwork its paperwork
    eContract: redirect('/transactions/:id/e-contract/:eContractId/:part?'),
    loans: screen('/loans', 'cash-loans-index', () => import('./routes/loans-list.tsx'), {
      menu: { group: 'loans', key: 'loans', order: 10, label: 'menu.entries.loans', icon: AccountBalanceRounded },
    }),
    cashLoans: screen('/finance-loans', 'cash-loans-index', () => import('./routes/cash-loans-list.tsx'), {
      menu: { group: 'loans', key: 'finance-loans', order: 20, label: 'menu.entries.finance-loans' },
    }),
    cashLoan: screen(
      '/finance-loans/:id/view-detail',
      'cash-loans-index',
      () => import('./routes/cash-loan-detail.tsx'),
    ),
    // a finance loan: /view-detail, /paperwork, /disbursed beneath it (loan-screen.tsx reads the part)
    finance: loanScreen('/transactions/:id/finances/:loanId/:part?'),
    credit: loanScreen('/transactions/:id/credit/:loanId'),
    // /loans/{id}/paperwork and /loans/{id}/disbursement
    loan: loanScreen('/loans/:id/:part'),
  },
  search: { screen: 'list', load: () => import('./search.ts') },
});
