/** What the server's start uses of Alepay: the gateway's settings, and the gateway they make. */
export {
  ALEPAY_LIVE_URL,
  type AlepaySettings,
  type PaymentGateway,
  SANDBOX_CHECKSUM_KEY,
  gatewayFor,
} from './gateway.ts';
