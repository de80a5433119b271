import { msg } from '@lingui/core/macro';
import { backupAra, countCreateAra, resetUpdateCreateAra, type AraDrawCount } from '../../../contract/araBackup.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { writeCall } from '../rowActions.ts';
import { operatorTimeOf } from './auditLog.ts';

/**
 * Backup ARA (spec 02 §2.2 /utilities/backupARA and its TT variant, §7.5): per draw, the tickets of the
 * caller's tree a backup holds and when the caller last took one. Backup downloads the draw's ARA file
 * (the format Bet Upload reads as its `ara` kind, domain/bets/araFormat.ts) and marks the draw; Reset
 * clears the mark after a confirmation. Admins and agents (the menu's agentOrAdminEntries).
 */
export const backupAraScreen: ScreenDeclaration = {
  id: 'backupAra',
  title: msg`Backup ARA`,
  menuItem: 'backupAra',
  filters: [],
  views: [
    defineView<AraDrawCount>({
      vw: 'AG',
      label: msg`Backup ARA`,
      endpoints: { '4d': countCreateAra, tt: countCreateAra },
      columns: [
        { id: 'DrawDate', header: msg`Draw Date`, kind: 'text', value: (row) => row.DrawDate },
        { id: 'Tickets', header: msg`Tickets`, kind: 'number', value: (row) => row.Tickets },
        { id: 'CreatedDate', header: msg`Last Backup`, kind: 'text', value: (row) => (row.CreatedDate ? operatorTimeOf(row.CreatedDate) : msg`Never`) },
        { id: 'CreatedTickets', header: msg`Tickets Backed Up`, kind: 'number', value: (row) => row.CreatedTickets },
      ],
      rowKey: (row) => String(row.DrawId),
      defaultSort: { by: 'DrawDate', direction: 'desc' },
      totals: ['Tickets'],
      example: { DrawId: 12, DrawDate: '2026-11-25', Tickets: 42, CreatedDate: '2026-11-25T10:00:00.000Z', CreatedTickets: 40 },
      actions: [
        { kind: 'write', id: 'backup', label: msg`Backup`, call: (row) => writeCall(backupAra, { body: { DrawId: row.DrawId } }) },
        {
          kind: 'write',
          id: 'reset',
          label: msg`Reset`,
          confirm: (row) => msg`Clear the backup mark of the draw of ${row.DrawDate}?`,
          call: (row) => writeCall(resetUpdateCreateAra, { params: { DrawId: row.DrawId }, body: {} }),
        },
      ],
    }),
  ],
};
