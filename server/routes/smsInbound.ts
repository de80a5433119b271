/**
 * Bets by SMS and by the bot, inbound (spec 02 §2.9; issue 23): POST /api/sms/inbound (a gateway's
 * incoming SMS) and POST /api/bot/:LocId/webhook (the location's Telegram bot's Update). Both are
 * anonymous, rate-limited per address and secret-checked before anything is stored; a message taken
 * is answered 200 whatever it did (the sender gets the reply), and taken once (server/messaging/inbound).
 */
import { botWebhook, smsInbound } from '../../contract/smsInbound.ts';
import type { Location } from '../../domain/bets/index.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { gatewayFor } from '../messaging/gateways.ts';
import { inboundRateLimit, refuseSecret, secretMatches } from '../messaging/inbound/inboundGate.ts';
import { placeInboundBets } from '../messaging/inbound/placeInbound.ts';
import { numberDigits, receivingNumber, smsSender } from '../messaging/inbound/smsParties.ts';
import { takeMessage } from '../messaging/inbound/takeMessage.ts';
import { NOT_ALLOWED_REPLY, UNREGISTERED_REPLY } from '../messaging/inbound/betReply.ts';
import { takeBotUpdate } from '../messaging/inbound/botUpdate.ts';

export function mountSmsInboundRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  const before = [inboundRateLimit(now)];

  router.implement(
    smsInbound,
    async ({ body, c }) => {
      const receiving = await receivingNumber(db, body.to);
      if (!receiving) return fail(c, 404, `${body.to} is not an SMS number of this product.`);
      const gateway = await gatewayFor(db, receiving.locId, 'sms');
      if (!secretMatches(c.req.header('x-gateway-secret'), gateway?.inboundSecret)) return refuseSecret(c);
      const at = now();
      const claim = {
        channel: 'sms' as const,
        externalId: body.messageId,
        locId: receiving.locId,
        sender: numberDigits(body.from) ?? body.from,
        receivedOn: receiving.number,
        agentId: receiving.agentId,
        body: body.text,
        at,
      };
      return takeMessage(db, claim, { recipient: claim.sender, key: `reply:sms:${body.messageId}` }, async (tx) => {
        const sender = await smsSender(tx, body.from, receiving);
        if (sender.kind === 'unregistered') return { outcome: 'unknown_sender', userId: null, reply: UNREGISTERED_REPLY };
        if (sender.kind === 'notAllowed') return { outcome: 'unknown_sender', userId: sender.userId, reply: NOT_ALLOWED_REPLY };
        return placeInboundBets(tx, sender.userId, receiving.locId, body.text, at);
      });
    },
    { before },
  );

  router.implement(
    botWebhook,
    async ({ params, body, c }) => {
      // A location without a bot gateway (or none of that id) has no secret: refused like a wrong one.
      const gateway = await gatewayFor(db, params.LocId as Location, 'bot');
      if (!gateway || !secretMatches(c.req.header('x-telegram-bot-api-secret-token'), gateway.inboundSecret)) return refuseSecret(c);
      return takeBotUpdate(db, gateway.locId, body, now());
    },
    { before },
  );
}
