import { z } from 'zod/mini';
import { entity, entityId, entityIdParam, pageQuery, ref, timestamp } from './common.ts';

/**
 * The inspection checklist a station fills for a product (`/checklist`). The product list's
 * Inspection and Inspection Date columns show the latest one's result and time.
 */
export const CHECKLIST_GROUPS = ['papers', 'frame', 'engine', 'electrics', 'brakes', 'wheels', 'body'] as const;

/** The items, in the order the form shows them; `key` is also the i18n key under `checklist.items.`. */
export const CHECKLIST_ITEMS = [
  { key: 'registration', group: 'papers', label: 'Registration papers match the vehicle' },
  { key: 'frame_number', group: 'papers', label: 'Frame number matches the papers' },
  { key: 'engine_number', group: 'papers', label: 'Engine number matches the papers' },
  { key: 'frame_straight', group: 'frame', label: 'Frame straight, no weld or crash repair' },
  { key: 'suspension', group: 'frame', label: 'Forks and shock absorbers without leaks' },
  { key: 'engine_start', group: 'engine', label: 'Starts cold and idles evenly' },
  { key: 'engine_noise', group: 'engine', label: 'No knocking or abnormal noise' },
  { key: 'oil_leak', group: 'engine', label: 'No oil leak' },
  { key: 'exhaust', group: 'engine', label: 'Exhaust smoke normal' },
  { key: 'transmission', group: 'engine', label: 'Clutch, gears or CVT work smoothly' },
  { key: 'battery', group: 'electrics', label: 'Battery holds charge' },
  { key: 'lights', group: 'electrics', label: 'Head, tail, brake lights and indicators work' },
  { key: 'horn_dashboard', group: 'electrics', label: 'Horn and dashboard work' },
  { key: 'front_brake', group: 'brakes', label: 'Front brake' },
  { key: 'rear_brake', group: 'brakes', label: 'Rear brake' },
  { key: 'tyres', group: 'wheels', label: 'Tyres have tread, no cracks' },
  { key: 'wheels_bearings', group: 'wheels', label: 'Rims true, bearings quiet' },
  { key: 'chain_belt', group: 'wheels', label: 'Chain, sprockets or belt in good order' },
  { key: 'paint', group: 'body', label: 'Paint and plastics' },
  { key: 'odometer', group: 'body', label: 'Odometer plausible for the age' },
] as const satisfies readonly { key: string; group: (typeof CHECKLIST_GROUPS)[number]; label: string }[];

export type ChecklistItemKey = (typeof CHECKLIST_ITEMS)[number]['key'];
const ITEM_KEYS = CHECKLIST_ITEMS.map((i) => i.key) as [ChecklistItemKey, ...ChecklistItemKey[]];

/** `ok` passes, `issue` fails the item, `na` does not count (e.g. no chain on a scooter). */
export const CHECK_RESULTS = ['ok', 'issue', 'na'] as const;

/**
 * Passed when no item has an issue; the score is the share of counted items that are ok (0–100).
 * One function, so the list's Inspection column and the form agree.
 */
export function checklistOutcome(items: readonly { result: (typeof CHECK_RESULTS)[number] }[]) {
  const counted = items.filter((i) => i.result !== 'na');
  const ok = counted.filter((i) => i.result === 'ok').length;
  return {
    result: counted.some((i) => i.result === 'issue') ? ('failed' as const) : ('passed' as const),
    score: counted.length === 0 ? 0 : Math.round((ok / counted.length) * 100),
  };
}

export const checklistItemTemplate = z.object({ key: z.string(), group: z.string(), label: z.string() });

export const checklistEntry = z.object({
  key: z.enum(ITEM_KEYS),
  result: z.enum(CHECK_RESULTS),
  note: z.nullish(z.string().check(z.trim(), z.maxLength(300))),
});

export const inspection = entity({
  product: z.object({ id: z.int(), title: z.string() }),
  station: z.nullable(ref),
  inspector: z.nullable(ref),
  result: z.enum(['passed', 'failed']),
  score: z.int(),
  items: z.array(checklistEntry),
  note: z.nullable(z.string()),
  inspected_at: timestamp,
});
export type Inspection = z.infer<typeof inspection>;

/** `PUT /v2/products/{id}/checklist`: every item once. */
export const checklistBody = z
  .object({
    station_id: z.nullish(entityId),
    items: z.array(checklistEntry).check(z.minLength(1, 'Fill in the checklist')),
    note: z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
  })
  .check(
    z.superRefine((v, ctx) => {
      const keys = new Set(v.items.map((i) => i.key));
      if (keys.size !== v.items.length)
        ctx.addIssue({ code: 'custom', path: ['items'], message: 'An item is listed twice' });
      const missing = ITEM_KEYS.filter((k) => !keys.has(k));
      if (missing.length)
        ctx.addIssue({ code: 'custom', path: ['items'], message: `Missing items: ${missing.join(', ')}` });
    }),
  );
export type ChecklistBody = z.infer<typeof checklistBody>;

export const inspectionListQuery = z.extend(pageQuery, {
  station_id: z.optional(entityIdParam),
  result: z.optional(z.enum(['passed', 'failed'])),
  product_id: z.optional(entityIdParam),
});
export type InspectionListQuery = z.infer<typeof inspectionListQuery>;
