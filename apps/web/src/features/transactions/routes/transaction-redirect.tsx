import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { transactionDetail } from '../api.ts';
import { detailsHref, type DetailTab } from '../components/detail-tabs.ts';

/** The tab an old-style address opens: the contract, its paperwork, or the sale itself. */
function tabOf(params: Record<string, string | undefined>): DetailTab {
  if (params.eContractId === undefined) return 'transactions-details';
  if (params.part === undefined) return 'e-contract';
  if (params.part === 'paperwork') return 'paperwork';
  throw data('This page could not be found', { status: 404 });
}

/**
 * /transactions/:id, /view-detail, /e-contract/:eContractId and its /paperwork open the tabbed
 * detail of that transaction on the matching tab.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const item = await queryClient.ensureQueryData(transactionDetail(parseId(params)));
  return redirect(detailsHref(item, tabOf(params)));
}

export function Component() {
  return null;
}
