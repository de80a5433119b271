/**
 * The location's messaging bot (Telegram Bot API Updates; spec 02 §2.9, issue 23):
 * - `/start`: the reply asks the user to share the phone's contact;
 * - a shared contact that is the sender's own (contact.user_id = from.id) whose number is a registered
 *   users.mobile links that user to the chat (users.bot_chat_id; a chat is one user's, so a link the
 *   chat had before moves); another contact, or an unregistered number, links nothing;
 * - any other text from a linked chat is a bet message, taken as an SMS is (placeInboundBets); from an
 *   unlinked chat it gets one reply saying so.
 * The bot belongs to the location (the operator's), so a linked user bets as through the location's SMS
 * number. Taken once per Update (external id `<LocId>:<update_id>`), replied by bot with key
 * `reply:bot:<LocId>:<update_id>`.
 */
import type { InboundAnswer, TelegramUpdate } from '../../../contract/smsInbound.ts';
import type { Location } from '../../../domain/bets/index.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { InboundResult } from './inboundStore.ts';
import { placeInboundBets } from './placeInbound.ts';
import { numberDigits } from './smsParties.ts';
import { takeMessage } from './takeMessage.ts';
import { CONTACT_NOT_OWN_REPLY, linkedReply, START_REPLY, UNLINKED_CHAT_REPLY, UNREGISTERED_REPLY } from './betReply.ts';

const IGNORED: InboundAnswer = { InboundId: 0, Outcome: 'ignored', Tickets: 0, CostCents: 0 };

type BotMessage = NonNullable<TelegramUpdate['message']>;

async function linkContact(tx: Queryable, message: BotMessage, chatId: string): Promise<InboundResult> {
  const contact = message.contact!;
  if (contact.user_id === undefined || message.from?.id === undefined || contact.user_id !== message.from.id) {
    return { outcome: 'unknown_sender', userId: null, reply: CONTACT_NOT_OWN_REPLY };
  }
  const number = numberDigits(contact.phone_number);
  const { rows } = number ? await tx.query<{ user_id: string }>('select user_id from users where mobile = $1', [number]) : { rows: [] };
  const userId = rows[0]?.user_id;
  if (!userId) return { outcome: 'unknown_sender', userId: null, reply: UNREGISTERED_REPLY };
  await tx.query('update users set bot_chat_id = null where bot_chat_id = $1 and user_id <> $2', [chatId, userId]);
  await tx.query('update users set bot_chat_id = $1 where user_id = $2', [chatId, userId]);
  return { outcome: 'linked', userId, reply: linkedReply(userId) };
}

async function betFromChat(tx: Queryable, location: Location, chatId: string, text: string, at: number): Promise<InboundResult> {
  const { rows } = await tx.query<{ user_id: string }>('select user_id from users where bot_chat_id = $1', [chatId]);
  const userId = rows[0]?.user_id;
  if (!userId) return { outcome: 'unknown_sender', userId: null, reply: UNLINKED_CHAT_REPLY };
  return placeInboundBets(tx, userId, location, text, at);
}

export async function takeBotUpdate(db: Database, location: Location, update: TelegramUpdate, at: number): Promise<InboundAnswer> {
  const message = update.message;
  if (!message || (message.text === undefined && message.contact === undefined)) return IGNORED;
  const chatId = String(message.chat.id);
  const text = message.text ?? '';
  const claim = {
    channel: 'bot' as const,
    externalId: `${location}:${update.update_id}`,
    locId: location,
    sender: chatId,
    receivedOn: null,
    agentId: null,
    body: message.contact ? `[contact ${message.contact.phone_number}]` : text,
    at,
  };
  return takeMessage(db, claim, { recipient: chatId, key: `reply:bot:${location}:${update.update_id}` }, (tx) => {
    if (message.contact) return linkContact(tx, message, chatId);
    if (/^\/start(@\w+)?(\s|$)/.test(text.trim())) return Promise.resolve({ outcome: 'prompted', userId: null, reply: START_REPLY });
    return betFromChat(tx, location, chatId, text, at);
  });
}
