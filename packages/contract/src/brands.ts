import { z } from 'zod';
import { entity, entityId, entityIdParam, pageQuery, ref, stamps } from './common.ts';
import { categoryType } from './products.ts';

/** Trims (model details) are `active` (offered in the pickers) or `inactive` (hidden, kept for old products). */
export const MODEL_DETAIL_STATUSES = ['active', 'inactive'] as const;
export const modelDetailStatus = z.enum(MODEL_DETAIL_STATUSES);

export const brand = entity({
  name: z.string(),
  slug: z.string(),
  country: z.string().nullable(),
  sort: z.number().int(),
  models_count: z.number().int(),
});
export type Brand = z.infer<typeof brand>;

export const modelDetailRef = entity({
  name: z.string(),
  year: z.number().int().nullable(),
  status: modelDetailStatus,
});

/** A model (Vision, Exciter …) with its category and trims, as the register pickers need. */
export const model = entity({
  brand_id: z.number().int(),
  name: z.string(),
  type: categoryType,
  details: z.array(modelDetailRef),
});
export type Model = z.infer<typeof model>;

/** A spec attribute trims are described by (engine capacity, weight, range …). */
export const SPEC_INPUT_TYPES = ['number', 'text', 'select'] as const;
export const modelSpec = entity({
  name: z.string(),
  unit: z.string().nullable(),
  input_type: z.enum(SPEC_INPUT_TYPES),
  sort: z.number().int(),
  /** The values offered for a `select` spec (the spec details). */
  details: z.array(z.object({ id: z.number().int(), value: z.string() })),
});
export type ModelSpec = z.infer<typeof modelSpec>;

export const modelDetailSpecValue = z.object({
  spec_id: z.number().int(),
  name: z.string(),
  unit: z.string().nullable(),
  value: z.string(),
});

/** A model detail (trim): the list row and `GET /v2/model-details/{id}/edit`. */
export const modelDetail = entity({
  name: z.string(),
  year: z.number().int().nullable(),
  /** Listed new price, VND. */
  price: z.number().int().nullable(),
  status: modelDetailStatus,
  type: categoryType,
  brand: ref,
  model: ref,
  specs: z.array(modelDetailSpecValue),
  product_count: z.number().int(),
  ...stamps,
});
export type ModelDetail = z.infer<typeof modelDetail>;

export const modelDetailListQuery = pageQuery.extend({
  q: z.string().trim().max(100).optional(),
  brand_id: entityIdParam.optional(),
  model_id: entityIdParam.optional(),
  type: z.coerce.number().int().min(0).max(4).optional(),
  status: modelDetailStatus.optional(),
});
export type ModelDetailListQuery = z.infer<typeof modelDetailListQuery>;

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

const specValues = z
  .array(z.object({ spec_id: entityId, value: z.string().trim().min(1, 'Value is required').max(200) }))
  .max(100)
  .default([]);

/**
 * `POST /v2/model-details`: a trim of an existing model, or of a new model (`model_name` + `type`)
 * of an existing brand, or of a new brand (`brand_name`).
 */
export const modelDetailCreateBody = z
  .object({
    brand_id: entityId.optional(),
    brand_name: name('Brand').optional(),
    model_id: entityId.optional(),
    model_name: name('Model').optional(),
    type: categoryType.optional(),
    name: name('Trim'),
    year: z.number().int().min(1950).max(2100).nullish(),
    price: z.number().int().min(0).max(10_000_000_000).nullish(),
    specs: specValues,
  })
  .superRefine((v, ctx) => {
    if (v.model_id === undefined) {
      if (!v.model_name)
        ctx.addIssue({ code: 'custom', path: ['model_id'], message: 'Choose a model or name a new one' });
      if (v.type === undefined)
        ctx.addIssue({ code: 'custom', path: ['type'], message: 'A new model needs its category' });
      if (v.brand_id === undefined && !v.brand_name)
        ctx.addIssue({ code: 'custom', path: ['brand_id'], message: 'Choose a brand or name a new one' });
    }
  });
export type ModelDetailCreateBody = z.infer<typeof modelDetailCreateBody>;

/** `POST /v2/model-details/{id}`: edit the trim and its spec values (the values sent replace the old ones). */
export const modelDetailUpdateBody = z.object({
  name: name('Trim'),
  year: z.number().int().min(1950).max(2100).nullish(),
  price: z.number().int().min(0).max(10_000_000_000).nullish(),
  model_id: entityId.optional(),
  specs: specValues,
});
export type ModelDetailUpdateBody = z.infer<typeof modelDetailUpdateBody>;

/** `PUT /v2/model-details/{id}/change`. */
export const modelDetailChangeBody = z.object({ status: modelDetailStatus });

/** `DELETE /v2/model-details/{id}/{sub}`: remove one spec value of the trim. */
export const modelDetailSpecParams = z.object({ id: entityIdParam, sub: entityIdParam });

export const modelSpecCreateBody = z.object({
  name: name('Spec name'),
  unit: z.string().trim().max(20).nullish(),
  input_type: z.enum(SPEC_INPUT_TYPES).default('text'),
  sort: z.number().int().min(0).max(1000).default(0),
});
export const modelSpecDetailCreateBody = z.object({
  spec_id: entityId,
  value: z.string({ error: 'Value is required' }).trim().min(1, 'Value is required').max(100),
});

export const brandBody = z.object({
  name: name('Brand'),
  country: z.string().trim().max(60).nullish(),
  sort: z.number().int().min(0).max(1000).default(99),
});
export const modelBody = z.object({ name: name('Model'), type: categoryType });
export const modelUpdateBody = modelBody.extend({ brand_id: entityId.optional() });

export const productCount = z.object({ id: z.number().int(), product_count: z.number().int() });
