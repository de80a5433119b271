/**
 * countCreateARA (contract/araBackup.ts; the Backup ARA screen): per draw of the location, the tickets
 * of the caller's tree in it (a day-code ticket in each of its draws) and the caller's own backup mark.
 * Only draws with such tickets or a mark are listed. Admins and agents only, as Backup ARA itself.
 */
import { countCreateAra } from '../../contract/araBackup.ts';
import { visibleToCaller } from '../memberTree.ts';
import { AGENTS_AND_ADMINS, mayBackUp } from '../araBackup/mayBackUp.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const araBackupCall = pagedCall({
  endpoint: countCreateAra,
  csvName: 'backup-ara',
  query({ caller, location }) {
    if (!mayBackUp(caller.role)) return refuse(403, AGENTS_AND_ADMINS);
    return {
      columns: `d.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", coalesce(n.tickets, 0) as "Tickets",
        to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CreatedDate", b.tickets as "CreatedTickets"`,
      from: `draws d
        left join (
          select td.draw_id, count(*)::int as tickets
          from ticket_draws td join tickets t on t.ticket_id = td.ticket_id join draws dd on dd.draw_id = td.draw_id
          where dd.loc_id = $2 and ${visibleToCaller('t.user_id', 1)}
          group by td.draw_id
        ) n on n.draw_id = d.draw_id
        left join ara_backups b on b.draw_id = d.draw_id and b.user_id = $1`,
      where: `d.loc_id = $2 and (n.draw_id is not null or b.draw_id is not null)`,
      params: [caller.userId, location],
      sortable: { DrawDate: { sql: 'd.draw_date', type: 'date' } },
      tieBreaker: [{ sql: 'd.draw_id', type: 'integer' }],
      totals: `coalesce(sum(n.tickets), 0)::int as "Tickets"`,
    };
  },
});
