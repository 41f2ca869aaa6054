import { leadListQuery, type Lead } from '@admin/contract';
import { defineResource } from '../../lib/crud.ts';

export const leads = defineResource<Lead>()({
  area: 'leads',
  path: '/leads',
  listQuery: leadListQuery,
  filters: ['q', 'status', 'source', 'start_date', 'end_date'],
});
