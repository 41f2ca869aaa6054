import type { NotificationAudience } from '@admin/contract';

/** One message to one recipient: of a campaign, or of a message the API sent (`messageId`). */
export interface Delivery {
  campaignId?: number;
  messageId?: number;
  recipient: string;
  title: string;
  body: string;
}

/**
 * How a message leaves the service (push provider, SMS gateway …). `send` resolves when the
 * message is accepted and throws when it is refused; the scheduler records either in the delivery log.
 */
export interface NotificationTransport {
  readonly name: string;
  send(delivery: Delivery): Promise<void>;
}

export interface DeliveryLogger {
  info(details: object, message: string): void;
}

/** The default transport: every delivery is written to the service's log (and the delivery log table). */
export function logTransport(logger: DeliveryLogger): NotificationTransport {
  return {
    name: 'log',
    async send(delivery) {
      logger.info({ delivery }, 'notification delivered (log transport)');
    },
  };
}

/** Who an audience is: the marketplace's users live elsewhere, so a directory answers the recipients. */
export interface AudienceDirectory {
  recipients(audience: NotificationAudience): Promise<string[]>;
}

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`);

/** The demo directory: fixed recipients per audience (24 buyers, 12 sellers, 8 stores; all = every one). */
export const DEMO_AUDIENCES: Record<NotificationAudience, string[]> = (() => {
  const buyers = numbered('buyer', 24);
  const sellers = numbered('seller', 12);
  const stores = numbered('store', 8);
  return { buyers, sellers, stores, all: [...buyers, ...sellers, ...stores] };
})();

export const demoDirectory: AudienceDirectory = {
  async recipients(audience) {
    return [...DEMO_AUDIENCES[audience]];
  },
};
