/**
 * `npm start` (after the build): the local gateway peer (scripts/localGateway.ts) and the server in one
 * process, so the demo's SMS and bot messages arrive somewhere (GET http://127.0.0.1:4175/received)
 * and inbound messages can be sent. With SMS_GATEWAY_URL set (a real gateway) no peer is run.
 */
import { demoInboundSecret, LOCAL_GATEWAY_DEFAULT_PORT } from '../server/messaging/demoGateway.ts';
import { startLocalGateway } from './localGateway.ts';

if (!process.env.SMS_GATEWAY_URL) {
  const port = Number(process.env.LOCAL_GATEWAY_PORT || LOCAL_GATEWAY_DEFAULT_PORT);
  const gateway = await startLocalGateway({ port, productUrl: `http://localhost:${process.env.PORT ?? 4173}`, inboundSecret: demoInboundSecret() });
  console.log(`Local SMS/bot gateway peer at ${gateway.url} (GET /received lists what the product sent; SMS_GATEWAY_URL points at a real one instead).`);
}
await import('../server/main.ts');
