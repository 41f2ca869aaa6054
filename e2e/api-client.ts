import assert from 'node:assert/strict';

/** Calls the harness's real API as a signed-in staff member (admin unless told otherwise). */
export interface Api {
  get(path: string): Promise<Envelope>;
  send(method: string, path: string, body?: unknown): Promise<Envelope>;
}

/** The API's answer: `data`, and for lists `total`. */
export interface Envelope {
  data: unknown;
  total?: number;
  total_is_estimate?: boolean;
  messages?: string;
}

/** `{ id, name }`: a related record as the API names it (a store, a station, a brand, a trim). */
export interface Named {
  id: number;
  name: string;
}

/** A trim of the demo catalogue: the first active one of this make's model. */
export async function activeTrim(api: Api, make: string, model: string): Promise<Named & { year: number }> {
  const brand = ((await api.get('/v2/brands')).data as Named[]).find((b) => b.name === make)!;
  const models = (await api.get(`/v2/brands/${brand.id}/models`)).data as (Named & {
    details: (Named & { year: number; status: string })[];
  })[];
  return models.find((m) => m.name === model)!.details.find((d) => d.status === 'active')!;
}

/** The first of `items` for which `holds` answers true, asked one after the other; undefined when none. */
export async function firstWhere<T>(items: readonly T[], holds: (item: T) => Promise<boolean>): Promise<T | undefined> {
  for (const item of items) if (await holds(item)) return item;
  return undefined;
}

export async function apiAs(url: string, username = 'admin', password = 'admin123'): Promise<Api> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  assert.equal(login.status, 200, 'sign-in for the API calls');
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    assert.ok(response.ok, `${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as Envelope;
  };
  return { get: (path) => send('GET', path), send };
}
