import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

/**
 * Answers written by a serializer compiled from the route's response schema (fast-json-stringify,
 * as Fastify does for JSON Schema), instead of a zod parse of the answer and JSON.stringify: a list
 * page of 50 products spent more on the parse than on writing its JSON. The zod schema is turned
 * into JSON Schema (its output side) once per route. A schema that JSON Schema cannot say (a
 * transform on the way out) keeps the zod parse. The compiled serializer writes only the declared
 * keys, as the parse kept only them, but checks no more than that a required key is there: with
 * `check`, every answer is also parsed with zod, refused if it does not match (as before) and
 * compared with what the compiled serializer wrote, which the API tests turn on.
 */

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

const zodSerializer = createSerializerCompiler({});

/** `anyOf` of plain types and null (zod's nullable, literals' unions): one node with a type list. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf && Object.keys(out).length === 1) {
    const plain = (s: JsonSchema) => typeof s.type === 'string' && s.type !== 'object' && s.type !== 'array';
    if (anyOf.every(plain)) {
      // literals and enums: the parse keeps the value as it is, so the types alone say how to write it
      const types = [...new Set(anyOf.map((s) => s.type as string))];
      return { type: types.length === 1 ? types[0] : types };
    }
    const nonNull = anyOf.filter((s) => s.type !== 'null');
    const only = nonNull[0];
    if (nonNull.length === 1 && anyOf.length === 2 && only && typeof only.type === 'string' && !only.anyOf) {
      const { const: _const, enum: _enum, ...rest } = only;
      return { ...rest, type: [only.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of what a zod schema answers, for fast-json-stringify; null when it cannot say it. */
export function answerJsonSchema(schema: z.core.$ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-07' }) as JsonSchema;
    delete json.$schema;
    return simplify(json) as JsonSchema;
  } catch {
    return null;
  }
}

/** The serializer of one response schema (`check`: each answer also parsed and compared, see above). */
export function responseSerializer(
  schema: z.core.$ZodType,
  { check = false, method = 'GET', url = '' }: { check?: boolean; method?: string; url?: string } = {},
): Serialize {
  const strict = zodSerializer({ schema, method, url }) as Serialize;
  const json = answerJsonSchema(schema);
  if (!json) return strict;
  const fast = fastJson(json) as Serialize;
  if (!check) return fast;
  return (data) => {
    const written = strict(data);
    const compiled = fast(data);
    if (!isDeepStrictEqual(JSON.parse(compiled), JSON.parse(written)))
      throw new Error(
        `${method} ${url}: the compiled serializer wrote ${compiled} where the schema's parse wrote ${written}`,
      );
    return compiled;
  };
}

/** The app's serializer compiler; `check`: each answer also checked against its zod schema. */
export function compileSerializer(check: boolean): FastifySerializerCompiler<z.core.$ZodType> {
  return ({ schema, method, url }) => responseSerializer(schema, { check, method, url });
}
