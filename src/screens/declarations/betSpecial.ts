import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { betSpecialRuns, type BetSpecialRunRow } from '../../../contract/betSpecial.ts';
import { paramOf } from '../../../machines/rules/screenUrl.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { drawDatesSource, memberTreeSource } from '../optionSources.ts';
import { BET_SPECIAL_GENERATE_PATH, BET_SPECIAL_SETTING_PATH } from '../betSpecialPaths.ts';

/** A generation's status in words. */
export const RUN_STATUS: Record<BetSpecialRunRow['Status'], MessageDescriptor> = {
  queued: msg`Queued`,
  running: msg`Running`,
  resuming: msg`Resuming`,
  succeeded: msg`Placed`,
  failed: msg`Failed`,
};

/**
 * Bet Special (spec 02 §2.2 /outset/betSpecial; §7.6 getBetSpecialSetting2; issue 21): the generations
 * of the tree's special bets into draws, newest first, for a user and a draw when chosen. Above the
 * table: the chosen user's special bets (the form), and Generate for the chosen user and draw (the
 * job page). A row's Lines opens its generation's page (asking again answers the same run: its lines).
 */
export const betSpecial: ScreenDeclaration = {
  id: 'betSpecial',
  title: msg`Bet Special`,
  menuItem: 'betSpecial',
  filters: [
    { kind: 'user', options: memberTreeSource },
    { kind: 'draw', options: drawDatesSource },
  ],
  actions: [
    { id: 'setting', label: msg`Special Bets`, to: (url) => ({ page: BET_SPECIAL_SETTING_PATH, changes: { UserId: paramOf(url, 'UserId') } }) },
    {
      id: 'generate',
      label: msg`Generate`,
      to: (url) => ({ page: BET_SPECIAL_GENERATE_PATH, changes: { UserId: paramOf(url, 'UserId'), DrawId: paramOf(url, 'DrawId') } }),
    },
  ],
  views: [
    defineView<BetSpecialRunRow>({
      // One view; its code is never shown (the OutSet grant is the menu's rule, the server checks it).
      vw: 'ADMIN',
      label: msg`Bet Special`,
      endpoints: { '4d': betSpecialRuns, tt: betSpecialRuns },
      columns: [
        { id: 'DrawDate', header: msg`Draw Date`, kind: 'text', value: (row) => row.DrawDate },
        { id: 'UserId', header: msg`User Id`, kind: 'text', value: (row) => row.UserId },
        { id: 'Status', header: msg`Status`, kind: 'text', value: (row) => RUN_STATUS[row.Status] },
        { id: 'LinesAccepted', header: msg`Lines placed`, kind: 'number', value: (row) => row.LinesAccepted },
        { id: 'LinesRejected', header: msg`Lines refused`, kind: 'number', value: (row) => row.LinesRejected },
        { id: 'Tickets', header: msg`Tickets`, kind: 'number', value: (row) => row.Tickets },
        { id: 'CostCents', header: msg`Cost`, kind: 'money', value: (row) => row.CostCents },
        { id: 'StartedBy', header: msg`By`, kind: 'text', value: (row) => row.StartedBy },
        { id: 'Failure', header: msg`Reason`, kind: 'text', value: (row) => row.Failure },
      ],
      rowKey: (row) => String(row.RunId),
      defaultSort: { by: 'RunId', direction: 'desc' },
      totals: ['Tickets', 'CostCents'],
      example: {
        RunId: 7,
        SettingId: 3,
        UserId: 'member1',
        DrawId: 120,
        DrawDate: '2026-11-28',
        Status: 'succeeded',
        StartedBy: 'agent2',
        LinesAccepted: 2,
        LinesRejected: 0,
        Tickets: 2,
        CostCents: 600,
        Failure: null,
        CreatedAt: '2026-11-26T02:00:00Z',
        FinishedAt: '2026-11-26T02:00:01Z',
      },
      actions: [
        { kind: 'link', id: 'lines', label: msg`Lines`, to: (row) => ({ page: BET_SPECIAL_GENERATE_PATH, changes: { UserId: row.UserId, DrawId: String(row.DrawId) } }) },
      ],
    }),
  ],
};
