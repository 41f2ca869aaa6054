import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { transactionDetail } from '../api.ts';
import { detailsHref, type DetailTab } from '../components/detail-tabs.ts';

/** The tab an old-style address opens: the contract, its paperwork, or the sale itself. */
const tabOf = (pathname: string): DetailTab =>
  /\/e-contract\/[^/]+\/paperwork\/?$/.test(pathname)
    ? 'paperwork'
    : /\/e-contract\/[^/]+\/?$/.test(pathname)
      ? 'e-contract'
      : 'transactions-details';

/**
 * /transactions/:id, /view-detail, /e-contract/:eContractId and its /paperwork open the tabbed
 * detail of that transaction on the matching tab.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const item = await queryClient.ensureQueryData(transactionDetail(parseId(params)));
  return redirect(detailsHref(item, tabOf(new URL(request.url).pathname)));
}

export function Component() {
  return null;
}
