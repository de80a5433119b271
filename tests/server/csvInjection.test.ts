/**
 * Issue 19, defect 6: no CSV cell may start a formula. Text that users write (names, announcements,
 * group names soon; here a ticket's number written straight into the database) reaches the exports:
 * a cell starting with =, +, -, @, tab or CR gets a leading single quote (OWASP "CSV Injection"),
 * while money and negative amounts stay numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './testServer.ts';
import { apiAs } from './apiClient.ts';
import { ticketPage } from '../../contract/bets.ts';

const FORMULA = '=HYPERLINK("http://attacker.test","open")';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.app, 'member1')).access_token;
});
afterAll(async () => {
  await server?.close();
});

describe('CSV export of user text', () => {
  it('neutralises a formula in a cell and keeps a negative win/loss a number', async () => {
    // A settled losing ticket of member1: its WinLoss is a negative amount.
    const { rows } = await server.db.query<{ ticket_id: string; draw_id: number; win_loss: string }>(
      `select t.ticket_id, t.draw_id, sum(tr.win_loss_cents)::bigint as win_loss from tickets t join ticket_results tr on tr.ticket_id = t.ticket_id
       where t.user_id = 'member1' and t.loc_id = 'SG' group by t.ticket_id, t.draw_id having sum(tr.win_loss_cents) < 0 order by t.ticket_id limit 1`,
    );
    const ticket = rows[0];
    expect(ticket, 'the seed has a settled losing ticket of member1').toBeDefined();
    await server.db.query('update tickets set number = $2 where ticket_id = $1', [ticket!.ticket_id, FORMULA]);

    const response = await apiAs(server, token).request(ticketPage, { query: { LocId: 'SG', DrawId: ticket!.draw_id, PageSize: 1000, Format: 'csv' } });
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\r\n');
    const line = lines.find((text: string) => text.startsWith(`${ticket!.ticket_id},`));
    expect(line).toBeDefined();
    expect(line).toContain(`,"'=HYPERLINK(""http://attacker.test"",""open"")",`);
    const cents = Number(ticket!.win_loss);
    const amount = `-${Math.floor(-cents / 100)}.${String(-cents % 100).padStart(2, '0')}`;
    expect(line!.endsWith(`,${amount}`)).toBe(true);
    // No cell of the whole export starts a formula unquoted.
    for (const text of lines) expect(text.split(',').filter((cell: string) => /^[=+@\t\r]|^-(?!\d)/.test(cell))).toEqual([]);
  });
});
