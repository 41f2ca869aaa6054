// A made-up area for the kit's screen tests: "things" with a list query of the contract's shape.
import { pageQuery } from '@admin/contract';
import { z } from 'zod/mini';
import type { TableColumn } from '../components/lists/data-table.tsx';
import { registerAreas, registeredAreas } from '../lib/areas.ts';
import { defineResource } from '../lib/crud.ts';

export interface Thing {
  id: number;
  name: string;
  status: number;
  updated_at: string | null;
}

export const thingListQuery = z.extend(pageQuery, {
  q: z.optional(z.string()),
  status: z.optional(z.coerce.number()),
});

export const things = defineResource<Thing, { name: string }>()({
  area: 'things',
  path: '/things',
  listQuery: thingListQuery,
  filters: ['q', 'status'],
  pageSize: 20,
  save: { updateMethod: 'put' },
});

export const THINGS = [
  { id: 1, name: 'Honda Vision', status: 1, updated_at: null },
  { id: 2, name: 'Yamaha Exciter', status: 0, updated_at: null },
];

export const thingColumns: TableColumn<Thing>[] = [
  { field: 'name', headerName: 'Tên', flex: 1 },
  { field: 'status', headerName: 'Trạng thái', width: 120, valueFormatter: (v) => (v ? 'Đang bán' : 'Ngừng bán') },
];

/** The area's screens, for `href` and the create buttons. */
export function registerThings() {
  if (registeredAreas().some((a) => a.key === 'things')) return;
  registerAreas([
    {
      key: 'things',
      screens: {
        list: { path: '/things', permission: null },
        create: { path: '/things/create', permission: null },
        edit: { path: '/things/:id/edit', permission: null },
      },
    },
  ]);
}
