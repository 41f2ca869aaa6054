import { z } from 'zod/mini';
import { entity, entityId, entityIdParam, pageQuery, ref, stamps } from './common.ts';
import { categoryType } from './products.ts';
import { requiredText } from './site.ts';

/** Trims (model details) are `active` (offered in the pickers) or `inactive` (hidden, kept for old products). */
export const MODEL_DETAIL_STATUSES = ['active', 'inactive'] as const;
export const modelDetailStatus = z.enum(MODEL_DETAIL_STATUSES);

export const brand = entity({
  name: z.string(),
  slug: z.string(),
  country: z.nullable(z.string()),
  sort: z.int(),
  models_count: z.int(),
});
export type Brand = z.infer<typeof brand>;

export const modelDetailRef = entity({
  name: z.string(),
  year: z.nullable(z.int()),
  status: modelDetailStatus,
});

/** A model (Vision, Exciter …) with its category and trims, as the register pickers need. */
export const model = entity({
  brand_id: z.int(),
  name: z.string(),
  type: categoryType,
  details: z.array(modelDetailRef),
});
export type Model = z.infer<typeof model>;

/** A spec attribute trims are described by (engine capacity, weight, range …). */
export const SPEC_INPUT_TYPES = ['number', 'text', 'select'] as const;
export const modelSpec = entity({
  name: z.string(),
  unit: z.nullable(z.string()),
  input_type: z.enum(SPEC_INPUT_TYPES),
  sort: z.int(),
  /** The values offered for a `select` spec (the spec details). */
  details: z.array(z.object({ id: z.int(), value: z.string() })),
});
export type ModelSpec = z.infer<typeof modelSpec>;

export const modelDetailSpecValue = z.object({
  spec_id: z.int(),
  name: z.string(),
  unit: z.nullable(z.string()),
  value: z.string(),
});

/** A model detail (trim): the list row and `GET /v2/model-details/{id}/edit`. */
export const modelDetail = entity({
  name: z.string(),
  year: z.nullable(z.int()),
  /** Listed new price, VND. */
  price: z.nullable(z.int()),
  status: modelDetailStatus,
  type: categoryType,
  brand: ref,
  model: ref,
  specs: z.array(modelDetailSpecValue),
  product_count: z.int(),
  ...stamps,
});
export type ModelDetail = z.infer<typeof modelDetail>;

export const modelDetailListQuery = z.extend(pageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  brand_id: z.optional(entityIdParam),
  model_id: z.optional(entityIdParam),
  type: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(4))),
  status: z.optional(modelDetailStatus),
});
export type ModelDetailListQuery = z.infer<typeof modelDetailListQuery>;

const specValues = z._default(
  z
    .array(
      z.object({
        spec_id: entityId,
        value: z.string().check(z.trim(), z.minLength(1, 'Value is required'), z.maxLength(200)),
      }),
    )
    .check(z.maxLength(100)),
  [],
);

/**
 * `POST /v2/model-details`: a trim of an existing model, or of a new model (`model_name` + `type`)
 * of an existing brand, or of a new brand (`brand_name`).
 */
export const modelDetailCreateBody = z
  .object({
    brand_id: z.optional(entityId),
    brand_name: z.optional(requiredText('Brand', 100)),
    model_id: z.optional(entityId),
    model_name: z.optional(requiredText('Model', 100)),
    type: z.optional(categoryType),
    name: requiredText('Trim', 100),
    year: z.nullish(z.int().check(z.gte(1950), z.lte(2100))),
    price: z.nullish(z.int().check(z.gte(0), z.lte(10_000_000_000))),
    specs: specValues,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.model_id === undefined) {
        if (!v.model_name)
          ctx.addIssue({ code: 'custom', path: ['model_id'], message: 'Choose a model or name a new one' });
        if (v.type === undefined)
          ctx.addIssue({ code: 'custom', path: ['type'], message: 'A new model needs its category' });
        if (v.brand_id === undefined && !v.brand_name)
          ctx.addIssue({ code: 'custom', path: ['brand_id'], message: 'Choose a brand or name a new one' });
      }
    }),
  );
export type ModelDetailCreateBody = z.infer<typeof modelDetailCreateBody>;

/** `POST /v2/model-details/{id}`: edit the trim and its spec values (the values sent replace the old ones). */
export const modelDetailUpdateBody = z.object({
  name: requiredText('Trim', 100),
  year: z.nullish(z.int().check(z.gte(1950), z.lte(2100))),
  price: z.nullish(z.int().check(z.gte(0), z.lte(10_000_000_000))),
  model_id: z.optional(entityId),
  specs: specValues,
});
export type ModelDetailUpdateBody = z.infer<typeof modelDetailUpdateBody>;

/** `PUT /v2/model-details/{id}/change`. */
export const modelDetailChangeBody = z.object({ status: modelDetailStatus });

/** `DELETE /v2/model-details/{id}/{sub}`: remove one spec value of the trim. */
export const modelDetailSpecParams = z.object({ id: entityIdParam, sub: entityIdParam });

export const modelSpecCreateBody = z.object({
  name: requiredText('Spec name', 100),
  unit: z.nullish(z.string().check(z.trim(), z.maxLength(20))),
  input_type: z._default(z.enum(SPEC_INPUT_TYPES), 'text'),
  sort: z._default(z.int().check(z.gte(0), z.lte(1000)), 0),
});
export const modelSpecDetailCreateBody = z.object({
  spec_id: entityId,
  value: z
    .string({ error: 'Value is required' })
    .check(z.trim(), z.minLength(1, 'Value is required'), z.maxLength(100)),
});

export const brandBody = z.object({
  name: requiredText('Brand', 100),
  country: z.nullish(z.string().check(z.trim(), z.maxLength(60))),
  sort: z._default(z.int().check(z.gte(0), z.lte(1000)), 99),
});
export const modelBody = z.object({ name: requiredText('Model', 100), type: categoryType });
export const modelUpdateBody = z.extend(modelBody, { brand_id: z.optional(entityId) });

export const productCount = z.object({ id: z.int(), product_count: z.int() });
