import type { FastifyInstance } from 'fastify';
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

/**
 * The JSON body parser: an empty body is no body (the spec's client sends the JSON content type on
 * every call, bodiless ones too); nesting is bounded before parsing, so neither the parser nor
 * anything that walks the value afterwards can be made to recurse without end.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
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
