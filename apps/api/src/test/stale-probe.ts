/**
 * Every API test is also a test of lost updates (docs/decisions.md, "Several staff at once"): each
 * call that would change a record the person saw (a mutating method on a route that names the
 * record in its path) is first sent again as if made on a version someone else has since replaced
 * (`If-Match: "0"`; versions start at 1). A bulk action carries each row's version in its body
 * (`items`, lib/bulk.ts) and answers a stale row as refused: its own tests prove it. That one must be refused
 * with 409 and the current version, and change nothing (its transaction rolls back), before the
 * call is made as the test wrote it. Driven by the route table: the routes are the app's own
 * (`app.routeAccess`), and those that change no record a person saw are listed below with why.
 *
 * The routes a run refused are written to `ADMIN_TEST_STALE_DIR` (scripts/test.mjs), beside the
 * routes that should have been; a whole run of the API tests fails if one was never refused.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

/** Routes that change no record a person had open, and why they take no version. */
export const UNVERSIONED: Record<string, string> = {
  'POST /api/v2/brands/:id/models': 'creates a model under the brand: no version of it was seen',
  'POST /api/transactions/:id/e-contract': 'creates the e-contract of the sale',
  'POST /api/transactions/:id/payments':
    'adds a payment; the sale moves only by the money rule (never past the price), guarded in its transaction',
  'POST /api/transactions/loans/:id/disbursement':
    'creates the payout, idempotent by its key; the loan moves only from the status it was read in',
  'POST /api/transactions/loans/:id/disbursement/notify': 'sends a notice, changes no record',
  'POST /api/partners-sandbox/:code/callback': 'a partner gateway, not a person',
  'POST /api/managers/invitations/:token/accept': 'the invited person, who saw no version',
  'POST /api/e-contracts/:id/signers/:role/sign': "a signer's act on the contract sent, not an edit",
  'POST /api/e-contracts/:id/signers/:role/decline': "a signer's act on the contract sent, not an edit",
  'POST /api/alepays/:id/recheck':
    "asks the gateway for the order's state: the gateway's answer is recorded, not a person's edit",
  'PUT /api/v2/products/:id/checklist': 'records a new inspection of the product; the earlier ones are kept',
  'POST /api/banners/sort':
    "the list's order, not a banner's fields: it writes positions only, from the order the list shows (refreshed live)",
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET routes that change a record all the same (the spec's client decides a paperwork bundle with a GET). */
const CHANGING_GETS = new Set(['GET /api/paperworks/:id/confirm']);
const changes = (r: Route) => MUTATING.has(r.method) || CHANGING_GETS.has(key(r));

interface Route {
  method: string;
  url: string;
}

const patterns = new WeakMap<readonly Route[], { route: Route; pattern: RegExp; fixed: number }[]>();

/** The app's route that a concrete URL reaches: the pattern with the most fixed segments among those that match. */
function routeOf(routes: readonly Route[], method: string, url: string): Route | undefined {
  let compiled = patterns.get(routes);
  if (!compiled) {
    compiled = routes.map((route) => ({
      route,
      pattern: new RegExp(`^${route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
      fixed: route.url.split('/').filter((s) => s && !s.startsWith(':')).length,
    }));
    patterns.set(routes, compiled);
  }
  const pathname = url.split('?')[0]!;
  const matching = compiled.filter((c) => c.route.method === method && c.pattern.test(pathname));
  return matching.sort((a, b) => b.fixed - a.fixed)[0]?.route;
}

const key = (r: Route) => `${r.method} ${r.url}`;

/** The routes that must refuse a stale version: mutating, naming a record, not excused. */
export function versionedRoutes(routes: readonly Route[]): string[] {
  return routes
    .filter((r) => changes(r) && r.url.includes('/:') && !UNVERSIONED[key(r)])
    .map(key)
    .sort();
}

/** The `If-Match` of a stale probe of this call, or undefined when the call changes no record a person saw. */
export function staleProbe(
  routes: readonly Route[],
  method: string,
  url: string,
  body: unknown,
  headers: Record<string, string> | undefined,
): { route: Route; ifMatch: string } | undefined {
  if (Object.keys(headers ?? {}).some((h) => h.toLowerCase() === 'if-match')) return;
  const route = routeOf(routes, method, url);
  if (!route || !changes(route) || UNVERSIONED[key(route)]) return;
  return route.url.includes('/:') ? { route, ifMatch: '"0"' } : undefined;
}

/**
 * Checks a probe's answer: a stale version is refused with 409 and the current one; or the call
 * fails for another reason; or it changed nothing (a move to the status the record already has).
 */
export function checkProbe(
  route: Route,
  answer: { status: number; body: { errors?: Record<string, string[]> } },
  changed: boolean,
) {
  assert.ok(
    answer.status >= 400 || !changed,
    `${key(route)} accepted a change made on a stale version (If-Match "0"): ${JSON.stringify(answer.body).slice(0, 400)}`,
  );
  if (answer.status === 409 && answer.body.errors?.current_version) {
    assert.match(answer.body.errors.current_version[0] ?? '', /^\d+$/);
    record(route);
  }
}

const written = new Set<string>();
function record(route: Route) {
  const dir = process.env.ADMIN_TEST_STALE_DIR;
  if (!dir || written.has(key(route))) return;
  written.add(key(route));
  fs.appendFileSync(path.join(dir, `refused-${process.pid}.txt`), `${key(route)}\n`);
}

/** Written once per process: the routes a whole run must have seen refused. */
export function writeExpected(routes: readonly Route[]) {
  const dir = process.env.ADMIN_TEST_STALE_DIR;
  const file = dir && path.join(dir, 'expected.txt');
  if (file && !fs.existsSync(file)) fs.writeFileSync(file, versionedRoutes(routes).join('\n') + '\n');
}
