/**
 * The bot without a public URL (BOT_POLLING=on; issue 23): instead of Telegram calling the webhook, a
 * schedule asks each enabled bot gateway for its Updates (`{url}/bot{token}/getUpdates`, Telegram's
 * long-polling call, here without waiting) once a minute, across all instances, and takes each as the
 * webhook would (takeBotUpdate: taken once per update_id, whoever fetches it). The offset asked is one
 * past the newest update stored for the location, which also confirms the older ones to Telegram.
 * A minute's delay is well inside the 5 to 15 minutes the SMS advice announces (spec 02 §2.9).
 */
import * as v from 'valibot';
import { TelegramUpdateSchema } from '../../../contract/smsInbound.ts';
import type { Location } from '../../../domain/bets/index.ts';
import type { Database } from '../../db/database.ts';
import type { JobEngine } from '../../jobs/engine.ts';
import { takeBotUpdate } from './botUpdate.ts';

export const BOT_POLLING_CRON = '* * * * *';
const POLL_TIMEOUT_MS = 20_000;

const UpdatesAnswerSchema = v.object({ ok: v.literal(true), result: v.array(v.unknown()) });

/** One poll of every enabled bot gateway with a token; answers how many updates it handed on (one seen before is answered as before, not taken again). */
export async function pollBotUpdates(db: Database, now: () => number, fetchImpl: typeof fetch = fetch): Promise<number> {
  const { rows: gateways } = await db.query<{ loc_id: Location; url: string; secret: string; last: string | null }>(
    `select g.loc_id, g.url, g.secret,
       (select max(split_part(m.external_id, ':', 2)::bigint)::text from inbound_messages m
         where m.channel = 'bot' and m.loc_id = g.loc_id) as last
     from sms_gateways g where g.channel = 'bot' and g.enabled and g.secret is not null order by g.loc_id`,
  );
  let taken = 0;
  for (const gateway of gateways) {
    const offset = gateway.last === null ? 0 : Number(gateway.last) + 1;
    const url = `${gateway.url.replace(/\/+$/, '')}/bot${gateway.secret}/getUpdates?offset=${offset}&timeout=0`;
    let answer: unknown;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(POLL_TIMEOUT_MS) });
      answer = await response.json();
    } catch (error) {
      // One location's unreachable bot does not stop the others; the next tick asks again.
      console.warn(`[bot polling] ${gateway.loc_id}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const parsed = v.safeParse(UpdatesAnswerSchema, answer);
    if (!parsed.success) continue;
    for (const raw of parsed.output.result) {
      const update = v.safeParse(TelegramUpdateSchema, raw);
      if (!update.success) continue;
      await takeBotUpdate(db, gateway.loc_id, update.output, now());
      taken++;
    }
  }
  return taken;
}

/** Before the engine starts (server/start.ts), when BOT_POLLING is on. */
export function registerBotPolling(jobs: JobEngine, db: Database, now: () => number) {
  jobs.schedule('bot-polling', BOT_POLLING_CRON, () => pollBotUpdates(db, now));
}
