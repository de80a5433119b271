/**
 * The demo's and the tests' gateway credentials: the local gateway peer (scripts/localGateway.ts) and
 * the seeded sms_gateways rows share them. Nothing here is a real provider's secret; a real deployment
 * writes its own on the SMS Gateway screen (the README says how).
 */

/** The local gateway peer's port when none is given (LOCAL_GATEWAY_PORT). */
export const LOCAL_GATEWAY_DEFAULT_PORT = 4175;

/** The API key the seeded SMS gateways send as `Authorization: Bearer`. */
export const DEMO_SMS_SECRET = 'demo-sms-key';

/** The seeded bot token: the worker calls {url}/bot{token}/sendMessage. */
export const DEMO_BOT_TOKEN = '100000:demo-bot-token';

/**
 * What the peer sends with an incoming message (X-Gateway-Secret, X-Telegram-Bot-Api-Secret-Token) and
 * what the seeded gateways expect: SMS_INBOUND_SECRET when set, else a fixed demo value.
 */
export function demoInboundSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.SMS_INBOUND_SECRET || 'demo-inbound-secret';
}
