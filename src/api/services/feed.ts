import ky from 'ky';
import * as v from 'valibot';
import { readDefault } from '../client.ts';
import { MessageFeedSchema, type MessageFeed } from '../../../contract/feed.ts';

/**
 * The message feed (spec 01 §7): GET with `t` = the encoded API host, no bearer token. It is
 * another service than the API, so it does not go through the API client.
 */
export async function pollFeed(feedUrl: string, apiRoot: string): Promise<MessageFeed> {
  const apiHost = new URL(apiRoot, window.location.origin).host;
  const body = await ky.get(feedUrl, { searchParams: { t: apiHost }, retry: 0, cache: 'no-store', timeout: 20_000 }).json();
  return v.parse(MessageFeedSchema, readDefault(body));
}
