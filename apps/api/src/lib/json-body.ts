import type { FastifyInstance, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { invalidField } from './http-error.ts';

/** No request body of the API nests deeper than this (objects and arrays together). */
export const MAX_JSON_DEPTH = 32;

/** Bodies of the routes anyone may call (sign-in, refresh, logout, invitation accept) stay this small. */
export const PUBLIC_BODY_LIMIT = 4 * 1024;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** The deepest nesting of a JSON text, counted in one pass without parsing it; stops past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return deepest;
}

/** The text of JSON bodies, kept only where the parser was registered with `keepRaw`. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/** The JSON body as it arrived (a signed callback checks its signature on it); '' when none was kept. */
export const rawBodyOf = (request: FastifyRequest): string => rawBodies.get(request) ?? '';

/**
 * The JSON body parser: an empty body is no body (the spec's client sends the JSON content type on
 * every call, bodiless ones too); nesting is bounded before parsing, so neither the parser nor
 * anything that walks the value afterwards can be made to recurse without end. `keepRaw` also
 * keeps the text for `rawBodyOf`: registered so inside one route module, it changes only that
 * module's routes (Fastify scopes content-type parsers to the plugin).
 */
export function registerJsonBody(app: FastifyInstance, options: { keepRaw?: boolean } = {}) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (options.keepRaw) rawBodies.set(request, text);
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      return done(invalidField('body', 'The request body is nested too deeply'), undefined);
    }
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(invalidField('body', 'The request body is not valid JSON'), undefined);
    }
  });
}
