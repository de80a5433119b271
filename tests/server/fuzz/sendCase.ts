import { GAMES, type Game } from '../../../contract/endpoint.ts';
import type { TestApp } from '../testServer.ts';
import type { Body, FuzzCase } from './malformedCases.ts';

/** The URL of a case: its scope's root, the game prefix of a data call, the encoded path and query. */
export function urlOf(fuzzCase: FuzzCase, game: Game): string {
  const { endpoint } = fuzzCase;
  const root = endpoint.scope === 'root' ? '/api/' : endpoint.scope === 'data' ? `/api/v1/${game}/` : '/api/v1/';
  const path = endpoint.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => fuzzCase.params[name] ?? '');
  const query = fuzzCase.query.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&');
  return `${root}${path}${query ? `?${query}` : ''}`;
}

/** The prefixes a case is sent under: both games for a data call, none otherwise. */
export const gamesOf = (fuzzCase: FuzzCase): readonly Game[] => (fuzzCase.endpoint.scope === 'data' ? GAMES : ['4d']);

function requestBody(body: Body): { body?: BodyInit; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { body: body.text, contentType: 'application/json' };
    case 'form':
      return { body: new URLSearchParams(body.fields).toString(), contentType: 'application/x-www-form-urlencoded' };
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of body.fields) form.append(key, value);
      if (body.file) form.append('file', new File(['1234 1 1\n'], 'bets.txt', { type: 'text/plain' }));
      return { body: form };
    }
    case 'raw':
      // Bytes, not a string: a string body would get text/plain from the Request itself.
      return { body: new TextEncoder().encode(body.text), contentType: body.contentType ?? undefined };
  }
}

/** Sends one case (with the bearer token unless the call is anonymous) and answers the status. */
export async function sendCase(app: TestApp, fuzzCase: FuzzCase, game: Game, accessToken: string): Promise<number> {
  return (await sendCaseForAnswer(app, fuzzCase, game, accessToken)).status;
}

/** Sends one case and answers its status and body text (empty when the server failed). */
export async function sendCaseForAnswer(app: TestApp, fuzzCase: FuzzCase, game: Game, accessToken: string): Promise<{ status: number; text: string }> {
  const { body, contentType } = requestBody(fuzzCase.body);
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (!fuzzCase.endpoint.anonymous) headers.authorization = `Bearer ${accessToken}`;
  try {
    const response = await app.request(urlOf(fuzzCase, game), { method: fuzzCase.endpoint.method, headers, body });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    // The test server's guard throws on a 5xx; report it as the status it was.
    const status = /Server answered (\d{3})/.exec(String(error))?.[1];
    if (status) return { status: Number(status), text: '' };
    throw error;
  }
}
