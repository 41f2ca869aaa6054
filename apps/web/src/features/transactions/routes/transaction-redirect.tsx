import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { transactionDetail } from '../api.ts';
import { detailsHref } from '../components/detail-tabs.ts';

/** /transactions/:id and /transactions/:id/view-detail open the tabbed detail of that transaction. */
export async function loader({ params }: LoaderFunctionArgs) {
  const item = await queryClient.ensureQueryData(transactionDetail(parseId(params)));
  return redirect(detailsHref(item, 'transactions-details'));
}

export function Component() {
  return null;
}
