import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PayRate, PayRateKind } from '../../../contract/payRates.ts';
import type { PayRateFigureKey } from '../../../machines/rules/payRateSave.ts';
import { FOUR_D_ROWS, PRIZE_LABELS, STAKE_LABELS, TOTO_COLUMNS, figureOf, variantsOf } from './payRateGrid.ts';

/**
 * The pay-rate tables as Pay Rate (editable) and Pay Out (read-only) show them: one per kind and
 * variant, prizes down, Big and Small (TOTO: the matched groups) across. What a cell shows is the
 * page's: `cell(figure, label)`, the label naming the figure uniquely on the page.
 */
export type PayRateCellOf = (figure: PayRateFigureKey, label: string) => ReactNode;

/** One 4D table (ordinary, System, or one iBet count). */
export function FourDGrid({ kind, variant, name, cell }: { kind: PayRateKind; variant: string; name: string; cell: PayRateCellOf }) {
  const { i18n } = useLingui();
  return (
    <table className="control-table" aria-label={name}>
      {variant && <caption>{variant}</caption>}
      <thead>
        <tr>
          <th scope="col"><Trans>Prize</Trans></th>
          <th scope="col"><Trans>Big</Trans></th>
          <th scope="col"><Trans>Small</Trans></th>
        </tr>
      </thead>
      <tbody>
        {FOUR_D_ROWS.map((prize) => {
          // iBet's four tables name their count, so every figure's name is unique on the page.
          const prizeLabel = variant ? `${i18n._(PRIZE_LABELS[prize])} (${variant})` : i18n._(PRIZE_LABELS[prize]);
          // Small pays on the top three only (design/DOMAIN.md).
          const hasSmall = prize === 'first' || prize === 'second' || prize === 'third';
          return (
            <tr key={prize}>
              <th scope="row">{i18n._(PRIZE_LABELS[prize])}</th>
              <td>{cell(figureOf(kind, variant, prize, 'big'), `${i18n._(STAKE_LABELS.big)} ${prizeLabel}`)}</td>
              <td>{hasSmall ? cell(figureOf(kind, variant, prize, 'small'), `${i18n._(STAKE_LABELS.small)} ${prizeLabel}`) : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The TOTO table: a row per form the rates have, a column per matched group. */
export function TotoGrid({ rates, cell }: { rates: readonly PayRate[]; cell: PayRateCellOf }) {
  const { t, i18n } = useLingui();
  return (
    <table className="control-table" aria-label={t`TOTO`}>
      <thead>
        <tr>
          <th scope="col"><Trans>Form</Trans></th>
          {TOTO_COLUMNS.map((group) => (
            <th scope="col" key={group}>{i18n._(PRIZE_LABELS[group])}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {variantsOf('T', rates).map((form) => (
          <tr key={form}>
            <th scope="row">{form}</th>
            {TOTO_COLUMNS.map((group) => (
              <td key={group}>{cell(figureOf('T', form, group, 'unit'), `${form} ${i18n._(PRIZE_LABELS[group])}`)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
