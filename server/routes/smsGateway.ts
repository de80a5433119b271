/**
 * SMS Gateway's calls (spec 02 §7.15: SMSGatewayById, updateSMSGateway, dSMSSetting; the list is a
 * paged query, server/queries/smsGateways.ts). Decisions (README "SMS Gateway"): an admin or a user
 * granted SMSGateway, at the locations it works at; secrets are write-only (an empty one keeps the
 * stored one; the audit row says only whether each changed); each write in one transaction with its
 * audit row. A PUT sets values, so repeating it changes nothing more: no Idempotency-Key needed.
 */
import { smsGatewayById, updateSmsGateway, updateSmsSetting } from '../../contract/smsGateway.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import { writeAudit } from '../audit.ts';
import { atomically } from '../db/atomically.ts';
import { timestamp } from '../db/timestamp.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { mayUseSmsGateway, SMS_GATEWAY_REFUSED } from '../smsGateway/access.ts';
import { checkGatewayFields, gatewayAt, updateGatewayRow } from '../smsGateway/gatewayRows.ts';
import { checkSmsSetting, smsSettingOf, writeSmsSetting } from '../smsGateway/smsSettingRows.ts';

const notFound = (id: number) => `Gateway ${id} not found.`;

export function mountSmsGatewayRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  const problems = (c: Parameters<typeof fail>[0], list: FieldProblem[]) => fail(c, 400, list[0]!.Message, { data: { Problems: list } });

  router.implement(smsGatewayById, async ({ params, caller, c }) => {
    if (!(await mayUseSmsGateway(db, caller))) return fail(c, 403, SMS_GATEWAY_REFUSED);
    return (await gatewayAt(db, params.GatewayId, caller.locations)) ?? fail(c, 404, notFound(params.GatewayId));
  });

  router.implement(updateSmsGateway, async ({ body, caller, c }) => {
    if (!(await mayUseSmsGateway(db, caller))) return fail(c, 403, SMS_GATEWAY_REFUSED);
    const checked = checkGatewayFields(body);
    if ('problems' in checked) return problems(c, checked.problems);
    const change = checked.ok;
    const row = await atomically(db, async (tx) => {
      const before = await gatewayAt(tx, body.GatewayId, caller.locations, true);
      if (!before) return null;
      const after = await updateGatewayRow(tx, body.GatewayId, change, caller.userId, timestamp(now()));
      await writeAudit(tx, {
        userId: caller.userId,
        locId: after.LocId,
        action: 'smsGateway.update',
        entity: 'smsGateway',
        entityId: after.GatewayId,
        // The rows carry no secret; the audit says only that one was replaced.
        before,
        after: { ...after, SecretChanged: change.secret !== null, InboundSecretChanged: change.inboundSecret !== null },
        at: now(),
      });
      return after;
    });
    return row ?? fail(c, 404, notFound(body.GatewayId));
  });

  router.implement(updateSmsSetting, async ({ body, caller, location, c }) => {
    if (!(await mayUseSmsGateway(db, caller))) return fail(c, 403, SMS_GATEWAY_REFUSED);
    const checked = checkSmsSetting({ ...body, TelegramBot: body.TelegramBot ?? null });
    if ('problems' in checked) return problems(c, checked.problems);
    return atomically(db, async (tx) => {
      const before = await smsSettingOf(tx, location, true);
      const after = await writeSmsSetting(tx, location, checked.ok);
      await writeAudit(tx, { userId: caller.userId, locId: location, action: 'smsSetting.update', entity: 'smsSetting', entityId: location, before, after, at: now() });
      return after;
    });
  });
}
