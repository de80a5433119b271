/**
 * The bet-entry alert (Mobile, `users.bet_entry_alert`): when it is on and the user has a registered
 * number, each placement of bets for it puts one SMS in the outbox, in the placement's transaction, so
 * the alert exists exactly when the tickets do. Keyed by the placement's first ticket: a retried
 * request that places nothing new alerts nothing new.
 */
import type { Location } from '../../domain/bets/index.ts';
import { betEntryAlertText } from '../../domain/messaging/drawMessages.ts';
import type { Queryable } from '../db/database.ts';
import { enqueueMessages, splitSmsText } from './outbox.ts';

export interface PlacedBets {
  bettorId: string;
  placedBy: string;
  location: Location;
  drawId: number;
  drawDate: string;
  ticketIds: readonly number[];
  costCents: number;
}

export async function alertBetEntry(tx: Queryable, placed: PlacedBets): Promise<void> {
  if (placed.ticketIds.length === 0) return;
  const { rows } = await tx.query<{ mobile: string | null; bet_entry_alert: boolean }>(
    'select mobile, bet_entry_alert from users where user_id = $1',
    [placed.bettorId],
  );
  const user = rows[0];
  if (!user?.bet_entry_alert || !user.mobile) return;
  const text = betEntryAlertText({
    locId: placed.location,
    drawDate: placed.drawDate,
    userId: placed.bettorId,
    placedBy: placed.placedBy,
    tickets: placed.ticketIds.length,
    costCents: placed.costCents,
  });
  const parts = splitSmsText(text);
  const first = Math.min(...placed.ticketIds);
  await enqueueMessages(
    tx,
    parts.map((body, index) => ({
      idempotencyKey: `alert:${first}:${index + 1}`,
      channel: 'sms',
      recipient: user.mobile!,
      userId: placed.bettorId,
      locId: placed.location,
      kind: 'alert',
      drawId: placed.drawId,
      body,
      part: index + 1,
      parts: parts.length,
      createdBy: placed.placedBy,
    })),
  );
}
