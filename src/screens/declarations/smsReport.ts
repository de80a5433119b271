import { msg } from '@lingui/core/macro';
import { getSMSReport, getSMSReportSum, resendSms, type SmsReportRow, type SmsReportSumRow } from '../../../contract/smsReport.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { writeCall } from '../rowActions.ts';
import { operatorTimeOf } from './auditLog.ts';

/** The day totals, a page of its own under the report's path (one view per screen: VW names an attribute). */
export const SMS_REPORT_SUM_PATH = '/sms/smsReport/sum';

const STATUS_FILTER = {
  kind: 'choice',
  param: 'Status',
  label: msg`Status`,
  choices: [
    { value: 'queued', label: msg`Queued` },
    { value: 'sending', label: msg`Sending` },
    { value: 'sent', label: msg`Sent` },
    { value: 'failed', label: msg`Failed` },
  ],
} as const;

const COLUMNS: readonly ScreenColumn<SmsReportRow>[] = [
  { id: 'CreatedAt', header: msg`Time`, kind: 'text', value: (row) => operatorTimeOf(row.CreatedAt) },
  { id: 'UserId', header: msg`User`, kind: 'text', value: (row) => row.UserId ?? '' },
  { id: 'Recipient', header: msg`Number / Chat`, kind: 'text', value: (row) => `${row.Channel === 'bot' ? 'Bot ' : ''}${row.Recipient}` },
  { id: 'Kind', header: msg`Kind`, kind: 'text', value: (row) => row.Kind },
  { id: 'Body', header: msg`Message`, kind: 'text', value: (row) => (row.Parts > 1 ? `(${row.Part}/${row.Parts}) ${row.Body}` : row.Body) },
  { id: 'Status', header: msg`Status`, kind: 'text', value: (row) => (row.LastError && row.Status !== 'sent' ? `${row.Status}: ${row.LastError}` : row.Status) },
  { id: 'Attempts', header: msg`Attempts`, kind: 'number', value: (row) => row.Attempts },
  { id: 'SentAt', header: msg`Sent`, kind: 'text', value: (row) => (row.SentAt ? operatorTimeOf(row.SentAt) : '') },
];

/**
 * SMS Report (spec 02 §2.2 /sms/smsReport, §7.15 getSMSReport, resendSms; issue 23): every outgoing
 * message of the caller's tree at the location, newest first, with its status (the reason of a
 * failure) and attempts; Resend sends a copy as a new message after a confirmation. VW 'AG' (decision:
 * the spec has no SMS attribute; the call declares none, so the menu's admin-or-agent rule decides).
 */
export const smsReport: ScreenDeclaration = {
  id: 'smsReport',
  title: msg`SMS Report`,
  menuItem: 'smsReport',
  filters: [{ kind: 'dateRange', on: 'date' }, STATUS_FILTER, { kind: 'user', options: memberTreeSource }],
  actions: [{ id: 'sum', label: msg`Totals per day`, to: () => ({ page: SMS_REPORT_SUM_PATH, changes: {} }) }],
  views: [
    defineView<SmsReportRow>({
      vw: 'AG',
      label: msg`SMS Report`,
      endpoints: { '4d': getSMSReport, tt: getSMSReport },
      columns: COLUMNS,
      rowKey: (row) => String(row.MessageId),
      defaultSort: { by: 'CreatedAt', direction: 'desc' },
      totals: [],
      actions: [
        {
          kind: 'write',
          id: 'resend',
          label: msg`Resend`,
          confirm: (row) => msg`Send this message to ${row.Recipient} again?`,
          call: (row) => writeCall(resendSms, { body: { MessageId: row.MessageId } }),
        },
      ],
      example: {
        MessageId: 12,
        CreatedAt: '2026-11-22T11:00:00.000Z',
        SentAt: null,
        UserId: 'member1',
        Channel: 'sms',
        Recipient: '6591234567',
        Kind: 'result',
        Body: 'SG 4D 22/11/2026 1st 1234 2nd 5678 3rd 9012',
        Part: 1,
        Parts: 1,
        Status: 'failed',
        Attempts: 5,
        LastError: 'HTTP 503',
        ResentFrom: null,
      },
    }),
  ],
};

/** SMS Report's totals (§7.15 getSMSReportSum): the same messages counted per operator day and status. */
export const smsReportSum: ScreenDeclaration = {
  id: 'smsReportSum',
  title: msg`SMS Report: totals per day`,
  menuItem: 'smsReport',
  path: SMS_REPORT_SUM_PATH,
  filters: [{ kind: 'dateRange', on: 'date' }, STATUS_FILTER],
  actions: [{ id: 'messages', label: msg`Messages`, to: () => ({ page: '/sms/smsReport', changes: {} }) }],
  views: [
    defineView<SmsReportSumRow>({
      vw: 'AG',
      label: msg`SMS Report: totals per day`,
      endpoints: { '4d': getSMSReportSum, tt: getSMSReportSum },
      columns: [
        { id: 'Day', header: msg`Date`, kind: 'text', value: (row) => row.Day },
        { id: 'Queued', header: msg`Queued`, kind: 'number', value: (row) => row.Queued },
        { id: 'Sending', header: msg`Sending`, kind: 'number', value: (row) => row.Sending },
        { id: 'Sent', header: msg`Sent`, kind: 'number', value: (row) => row.Sent },
        { id: 'Failed', header: msg`Failed`, kind: 'number', value: (row) => row.Failed },
        { id: 'Total', header: msg`Total`, kind: 'number', value: (row) => row.Total },
      ],
      rowKey: (row) => row.Day,
      defaultSort: { by: 'Day', direction: 'desc' },
      totals: ['Queued', 'Sending', 'Sent', 'Failed', 'Total'],
      example: { Day: '2026-11-22', Queued: 1, Sending: 0, Sent: 20, Failed: 2, Total: 23 },
    }),
  ],
};
