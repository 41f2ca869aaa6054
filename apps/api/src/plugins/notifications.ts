import { NOTIFY_SERVICE_AUDIENCE } from '@admin/contract';
import fp from 'fastify-plugin';
import { SignJWT } from 'jose';
import { JWT_ISSUER } from '../lib/tokens.ts';

/** A message of the API to named people (a disbursement's buyer and seller); `key` makes it once. */
export interface OutgoingMessage {
  key: string;
  kind: string;
  recipients: string[];
  title: string;
  body: string;
}

/** Where the API's messages go: the notification service (apps/notify), or the log. */
export interface NotificationSender {
  readonly name: string;
  /** Resolves when every recipient was reached; throws with the reason otherwise. */
  send(message: OutgoingMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationSender;
  }
}

/**
 * `POST {url}/api/messages` on the notification service, with a service token signed by the API's
 * secret for 60 seconds (audience NOTIFY_SERVICE_AUDIENCE: no user session stands behind it).
 */
export function notifyServiceSender(url: string, secret: string, timeoutMs = 10_000): NotificationSender {
  const key = new TextEncoder().encode(secret);
  const endpoint = new URL('/api/messages', url).toString();
  return {
    name: 'notify',
    async send(message) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('admin-api')
        .setIssuer(JWT_ISSUER)
        .setAudience(NOTIFY_SERVICE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('60s')
        .sign(key);
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new Error(`The notification service cannot be reached (${(error as Error).message})`, { cause: error });
      }
      if (res.ok) return;
      const answer = (await res.json().catch(() => null)) as { result?: string } | null;
      throw new Error(`The notification service answered ${res.status}: ${answer?.result ?? res.statusText}`);
    },
  };
}

/**
 * `app.notifications`: the notification service when its address is known (the server always
 * knows it: NOTIFY_INTERNAL_URL, else this host's NOTIFY_PORT), else the log (tests).
 */
export default fp<{ url?: string | null; secret: string }>(
  async (app, options) => {
    app.decorate<NotificationSender>(
      'notifications',
      options.url
        ? notifyServiceSender(options.url, options.secret)
        : {
            name: 'log',
            async send(message) {
              app.log.info({ notification: message }, 'notification (log sender)');
            },
          },
    );
  },
  { name: 'notifications' },
);
