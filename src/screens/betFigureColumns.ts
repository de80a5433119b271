import { msg } from '@lingui/core/macro';
import type { Figures } from '../../contract/betFigures.ts';
import type { ScreenColumn } from './declaration.ts';

/**
 * The figures of the remaining bet calls (contract/betFigures.ts) as columns, shared by the Bets pages
 * that show them: Bets are tickets (accepted lines), Tickets entries, as everywhere in the house.
 */
export const figureColumns = <Row extends Figures>(): ScreenColumn<Row>[] => [
  { id: 'Bets', header: msg`Bets`, kind: 'number', value: (row) => row.Bets },
  { id: 'Tickets', header: msg`Tickets`, kind: 'number', value: (row) => row.Tickets },
  { id: 'BigCents', header: msg`Big`, kind: 'money', value: (row) => row.BigCents },
  { id: 'SmallCents', header: msg`Small`, kind: 'money', value: (row) => row.SmallCents },
  { id: 'AmountCents', header: msg`TOTO Amount`, kind: 'money', value: (row) => row.AmountCents },
  { id: 'CostCents', header: msg`Turnover`, kind: 'money', value: (row) => row.CostCents },
];

export const FIGURE_TOTALS = ['Bets', 'Tickets', 'BigCents', 'SmallCents', 'AmountCents', 'CostCents'];

export const EXAMPLE_FIGURES: Figures = { Bets: 2, Tickets: 11, BigCents: 1_100, SmallCents: 100, AmountCents: 0, CostCents: 1_200 };
