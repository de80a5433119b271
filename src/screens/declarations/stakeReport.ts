import { msg } from '@lingui/core/macro';
import type { Ticket } from '../../../contract/bets.ts';
import {
  reportOutFull, reportStakeFull, selectReportInTakeStrike, type IntakeStrikeRow, type OutReportRow, type StakeRow,
} from '../../../contract/reportsStake.ts';
import { betTone } from '../betTone.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { BIG_SMALL_TOTALS, bigSmallColumns, EXAMPLE_DETAIL_ROW } from '../intakeColumns.ts';
import { memberTreeSource, openDrawDatesSource } from '../optionSources.ts';
import { betTypeText } from '../ticketView.ts';

type NumberRow = { Number: string; BetType: string };

/** 4D: Number and Bet Type; TT's bet row (spec 02 §3) names them Type and TT. */
const NUMBER = <Row extends NumberRow>(): ScreenColumn<Row> => ({ id: 'Number', header: msg`Number`, kind: 'text', value: (row) => row.Number });
const BET_TYPE = <Row extends NumberRow>(): ScreenColumn<Row> => ({
  id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => betTypeText(row.BetType as Ticket['BetType']) ?? row.BetType,
});
const TT_KEYS = <Row extends NumberRow>(): ScreenColumn<Row>[] => [
  { id: 'BetType', header: msg`Type`, kind: 'text', value: (row) => betTypeText(row.BetType as Ticket['BetType']) ?? row.BetType },
  { id: 'Number', header: msg`TT`, kind: 'text', value: (row) => row.Number },
];
const money = <Row>(id: string, header: ReturnType<typeof msg>, value: (row: Row) => number): ScreenColumn<Row> => ({ id, header, kind: 'money', value });

/** A row's tone by its bet type (a number summed over its lines has no day code: roll, iBet and kBet have theirs). */
const tone = (row: NumberRow) => betTone({ BetType: row.BetType as Ticket['BetType'] });

const MAX_PAYOUT = money<StakeRow>('ttMaxPayout', msg`Max Payout`, (row) => row.ttMaxPayout);

const OUT_TO: ScreenColumn<OutReportRow> = {
  id: 'OutTo', header: msg`Out To`, kind: 'text', value: (row) => (row.OutToKind === 'distributor' ? msg`${row.OutTo} (distributor)` : row.OutTo),
};

const { DrawId: _drawId, DrawDate: _drawDate, ...exampleNumber } = EXAMPLE_DETAIL_ROW;

/**
 * The Stake report (spec 02 §2.2 /report/{tt}stake; DOMAIN.md "The reports"): per number and bet type of
 * the chosen draw (it opens on the next open draw), what came in to the caller (or the user chosen from
 * its tree), what it kept, what it passed on and the worst case on what it kept; every column sorts, so
 * the biggest exposure is one click away. Views: Stake (RPTSTAKE), Out (RPTOUT: where the Out went) and
 * the strikes on the intake of a settled draw (RPTSTRIKE). TT shows TT's bet row (Type, TT, Unit ...).
 */
export const stakeReport: ScreenDeclaration = {
  id: 'stakeReport',
  title: msg`Stake Report`,
  menuItem: 'stakeReport',
  filters: [
    { kind: 'draw', options: openDrawDatesSource, required: true, default: 'nextOpen' },
    { kind: 'user', options: memberTreeSource },
    { kind: 'text', param: 'txtSearch', label: msg`Number`, maxLength: 4 },
  ],
  views: [
    defineView<StakeRow>({
      vw: 'RPTSTAKE',
      label: msg`Stake`,
      endpoints: { '4d': reportStakeFull, tt: reportStakeFull },
      columns: [NUMBER(), BET_TYPE(), ...bigSmallColumns<StakeRow>(), MAX_PAYOUT],
      gameColumns: {
        tt: [
          ...TT_KEYS<StakeRow>(),
          money('ttUnitIn', msg`Unit In`, (row) => row.ttUnitIn),
          money('ttUnitIntake', msg`Unit Intake`, (row) => row.ttUnitIntake),
          money('ttUnitOut', msg`Unit Out`, (row) => row.ttUnitOut),
          MAX_PAYOUT,
        ],
      },
      rowKey: (row) => row.RowId,
      defaultSort: { by: 'Number', direction: 'asc' },
      tone,
      totals: [...BIG_SMALL_TOTALS, 'ttUnitIn', 'ttUnitIntake', 'ttUnitOut'],
      example: { ...exampleNumber, ttUnitIn: 0, ttUnitIntake: 0, ttUnitOut: 0, DrawCount: 1 },
    }),
    defineView<OutReportRow>({
      vw: 'RPTOUT',
      label: msg`Out`,
      endpoints: { '4d': reportOutFull, tt: reportOutFull },
      columns: [NUMBER(), BET_TYPE(), OUT_TO, money('ttBigOut', msg`Big Out`, (row) => row.ttBigOut), money('ttSmallOut', msg`Small Out`, (row) => row.ttSmallOut)],
      gameColumns: { tt: [...TT_KEYS<OutReportRow>(), OUT_TO, money('ttUnitOut', msg`Unit Out`, (row) => row.ttUnitOut)] },
      rowKey: (row) => row.RowId,
      defaultSort: { by: 'Number', direction: 'asc' },
      tone,
      totals: ['ttBigOut', 'ttSmallOut', 'ttUnitOut'],
      example: {
        RowId: '1234:straight:0', UserId: 'agent1', Number: '1234', BetType: 'straight', ttBigOut: 1500, ttSmallOut: 0, ttAmountOut: 0, ttUnitOut: 0,
        OutToKind: 'upline', OutTo: 'admin', DistributorId: null, DrawCount: 1,
      },
    }),
    defineView<IntakeStrikeRow>({
      vw: 'RPTSTRIKE',
      label: msg`Strikes on Intake`,
      endpoints: { '4d': selectReportInTakeStrike, tt: selectReportInTakeStrike },
      columns: [
        NUMBER(), BET_TYPE(),
        money('IntakeCents', msg`Intake`, (row) => row.IntakeCents),
        { id: 'Strikes', header: msg`Strikes`, kind: 'number', value: (row) => row.Strikes },
        money('StrikeCents', msg`Strike Amount`, (row) => row.StrikeCents),
      ],
      gameColumns: {
        tt: [
          ...TT_KEYS<IntakeStrikeRow>(),
          money('IntakeCents', msg`Intake`, (row) => row.IntakeCents),
          { id: 'Strikes', header: msg`Strikes`, kind: 'number', value: (row) => row.Strikes },
          money('StrikeCents', msg`Strike Amount`, (row) => row.StrikeCents),
        ],
      },
      rowKey: (row) => row.RowId,
      defaultSort: { by: 'StrikeCents', direction: 'desc' },
      tone,
      totals: ['IntakeCents', 'Strikes', 'StrikeCents'],
      example: { RowId: '1234:straight', UserId: 'agent1', Number: '1234', BetType: 'straight', IntakeCents: 1000, Strikes: 1, StrikeCents: 250_000 },
    }),
  ],
};
