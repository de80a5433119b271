/**
 * Announcement Setting (contract/announcements.ts; spec 02 §2.2, §3, §7.5; issue 23): an admin's
 * announcement is stored sanitised (no script, no event handler; a link opening a new tab cannot reach
 * back), one with nothing left to show is refused on its Content field, nobody but an admin writes,
 * an edit and a delete are audited, the PopUp filter and the cache-buster of the reads.
 * The oracle parses the stored HTML with jsdom: it reads the markup, not our sanitiser's code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { JSDOM } from 'jsdom';
import { AnnouncementSchema, AnnouncementsSchema } from '../../contract/common.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, postJson } from './betting.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.app, 'admin')).access_token;
});
afterAll(async () => {
  await server?.close();
});

const post = (token: string, body: Record<string, unknown>, game = '4d') => server.app.request(`${API}/${game}/announcements`, postJson(token, body));
const remove = (token: string, id: number, game = '4d') =>
  server.app.request(`${API}/${game}/announcements/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
const stored = async (id: number) =>
  (await server.db.query<{ content: string; color: string | null; pop_up: string; loc_id: string }>('select content, color, pop_up, loc_id from announcements where announcement_id = $1', [id])).rows[0];
const count = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from announcements')).rows[0]!.n;
const auditActions = async (id: number) =>
  (await server.db.query<{ action: string; user_id: string }>(`select action, user_id from audit_log where entity = 'announcement' and entity_id = $1 order by audit_id`, [String(id)])).rows;

function parsed(html: string) {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const elements = Array.from(document.body.querySelectorAll('*'));
  return {
    document,
    tags: elements.map((element) => element.tagName.toLowerCase()),
    handlers: elements.flatMap((element) => Array.from(element.attributes).map((a) => a.name)).filter((name) => name.startsWith('on')),
  };
}

describe('Announcement Setting: writing', () => {
  it('stores an image with onerror and a script clean, and answers what it stored', async () => {
    const saved = await successData(await post(admin, { LocId: 'SG', Content: '<p>Draw at 6.30 pm</p><img src=x onerror=alert(1)><script>alert(2)</script>', Color: '#fff4d6', PopUp: 'N' }), AnnouncementSchema);
    const row = await stored(saved.AnnouncementId);
    expect(row!.content).toBe(saved.Content);
    const html = parsed(row!.content);
    expect(html.tags).not.toContain('script');
    expect(html.handlers).toEqual([]);
    expect(html.document.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(html.document.body.textContent).toBe('Draw at 6.30 pm');
    expect(row).toMatchObject({ color: '#FFF4D6', pop_up: 'N', loc_id: 'SG' });
    expect(await auditActions(saved.AnnouncementId)).toEqual([{ action: 'announcement.add', user_id: 'admin' }]);
  });

  it('gives a link that opens a new tab rel=noopener, and drops a javascript: link', async () => {
    const saved = await successData(
      await post(admin, { LocId: 'SG', Content: '<a href="https://example.com/r" target="_blank">results</a> <a href="javascript:alert(1)">x</a>', PopUp: 'N' }),
      AnnouncementSchema,
    );
    const links = parsed((await stored(saved.AnnouncementId))!.content).document.querySelectorAll('a');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(links[1]!.getAttribute('href')).toBeNull();
    expect(saved.Color).toBeNull();
  });

  it('refuses on Content an announcement with nothing left once sanitised, and a colour that is not #RRGGBB, writing nothing', async () => {
    const before = await count();
    const empty = await errorEnvelope(await post(admin, { LocId: 'SG', Content: '<script>alert(1)</script>', PopUp: 'Y' }), 400);
    expect((empty.data as { Problems: { Field: string }[] }).Problems.map((p) => p.Field)).toEqual(['Content']);
    const blank = await errorEnvelope(await post(admin, { LocId: 'SG', Content: '   ', Color: 'red;x', PopUp: 'Y' }), 400);
    expect((blank.data as { Problems: { Field: string }[] }).Problems.map((p) => p.Field)).toEqual(['Content', 'Color']);
    await errorEnvelope(await post(admin, { LocId: 'SG', Content: 'x'.repeat(10_001), PopUp: 'Y' }), 400);
    expect(await count()).toBe(before);
  });

  it('takes the longest announcement in any script (10 000 characters of Chinese)', async () => {
    const content = `<p>${'公'.repeat(10_000 - 7)}</p>`;
    const saved = await successData(await post(admin, { LocId: 'SG', Content: content, PopUp: 'N' }), AnnouncementSchema);
    expect(saved.Content).toBe(content);
  });

  it('lets nobody but an admin write, read the setting list or delete', async () => {
    const saved = await successData(await post(admin, { LocId: 'SG', Content: '<p>Only admins</p>', PopUp: 'N' }), AnnouncementSchema);
    const before = await count();
    for (const userId of ['agent1', 'member1']) {
      const token = (await signIn(server.app, userId)).access_token;
      await errorEnvelope(await post(token, { LocId: 'SG', Content: `<p>${userId}</p>`, PopUp: 'Y' }), 403);
      await errorEnvelope(await post(token, { LocId: 'SG', AnnouncementId: saved.AnnouncementId, Content: '<p>changed</p>', PopUp: 'Y' }), 403);
      await errorEnvelope(await remove(token, saved.AnnouncementId), 403);
      await errorEnvelope(await server.app.request(`${API}/4d/announcements/page?LocId=SG`, bearer(token)), 403);
    }
    expect(await count()).toBe(before);
    expect((await stored(saved.AnnouncementId))!.content).toBe('<p>Only admins</p>');
  });

  it('changes the announcement an AnnouncementId names, at its location only', async () => {
    const saved = await successData(await post(admin, { LocId: 'SG', Content: '<p>First</p>', PopUp: 'N' }), AnnouncementSchema);
    const changed = await successData(await post(admin, { LocId: 'SG', AnnouncementId: String(saved.AnnouncementId), Content: '<b>Second</b>', Color: '#E8F4FF', PopUp: 'Y' }), AnnouncementSchema);
    expect(changed).toEqual({ AnnouncementId: saved.AnnouncementId, Content: '<b>Second</b>', Color: '#E8F4FF', PopUp: 'Y' });
    await errorEnvelope(await post(admin, { LocId: 'MG', AnnouncementId: saved.AnnouncementId, Content: '<b>Elsewhere</b>', PopUp: 'Y' }), 404);
    expect((await stored(saved.AnnouncementId))!.content).toBe('<b>Second</b>');
    expect((await auditActions(saved.AnnouncementId)).map((a) => a.action)).toEqual(['announcement.add', 'announcement.update']);
  });

  it('deletes an announcement once, under its own prefix only, with an audit row', async () => {
    const saved = await successData(await post(admin, { LocId: 'SG', Content: '<p>Going</p>', PopUp: 'N' }), AnnouncementSchema);
    await errorEnvelope(await remove(admin, saved.AnnouncementId, 'tt'), 404);
    expect(await successData(await remove(admin, saved.AnnouncementId), v.object({ AnnouncementId: v.number() }))).toEqual({ AnnouncementId: saved.AnnouncementId });
    expect(await stored(saved.AnnouncementId)).toBeUndefined();
    await errorEnvelope(await remove(admin, saved.AnnouncementId), 404);
    expect((await auditActions(saved.AnnouncementId)).map((a) => a.action)).toEqual(['announcement.add', 'announcement.delete']);
  });
});

describe('Announcements: reading', () => {
  it('lists a pop-up under PopUp=Y only, and answers the same whatever cache-buster the URL carries', async () => {
    const popUp = await successData(await post(admin, { LocId: 'MG', Content: '<p>Pop</p>', PopUp: 'Y' }), AnnouncementSchema);
    const listed = await successData(await post(admin, { LocId: 'MG', Content: '<p>Listed</p>', PopUp: 'N' }), AnnouncementSchema);
    const member = (await signIn(server.app, 'member4')).access_token;
    const ids = async (url: string) => (await successData(await server.app.request(`${API}/4d/${url}`, bearer(member)), AnnouncementsSchema)).map((a) => a.AnnouncementId);
    const popUps = await ids('announcement?LocId=MG&PopUp=Y');
    expect(popUps).toContain(popUp.AnnouncementId);
    expect(popUps).not.toContain(listed.AnnouncementId);
    const others = await ids('announcement?LocId=MG&PopUp=N');
    expect(others).toContain(listed.AnnouncementId);
    expect(others).not.toContain(popUp.AnnouncementId);
    const all = await ids('announcements?LocId=MG');
    expect(all).toEqual(expect.arrayContaining([popUp.AnnouncementId, listed.AnnouncementId]));
    expect(await ids(`announcements?LocId=MG&t=${Date.now()}`)).toEqual(all);
    expect(await ids('announcements?LocId=MG&rand=0.123')).toEqual(all);
  });

  it('answers one announcement to edit, and the setting list of the location', async () => {
    const saved = await successData(await post(admin, { LocId: 'TT', Content: '<p>TOTO</p>', PopUp: 'N' }, 'tt'), AnnouncementSchema);
    expect(await successData(await server.app.request(`${API}/tt/announcement/${saved.AnnouncementId}?LocId=TT`, bearer(admin)), AnnouncementSchema)).toEqual(saved);
    await errorEnvelope(await server.app.request(`${API}/4d/announcement/${saved.AnnouncementId}?LocId=SG`, bearer(admin)), 404);
    const page = (await (await server.app.request(`${API}/tt/announcements/page?LocId=TT`, bearer(admin))).json()) as { data: { Rows: { AnnouncementId: number; LocId: string }[] } };
    expect(page.data.Rows.map((r) => r.AnnouncementId)).toContain(saved.AnnouncementId);
    expect(new Set(page.data.Rows.map((r) => r.LocId))).toEqual(new Set(['TT']));
  });
});
