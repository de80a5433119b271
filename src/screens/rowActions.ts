import type { MessageDescriptor } from '@lingui/core';
import type { CallInput, EndpointDeclaration } from '../../contract/endpoint.ts';
import type { DrillDown } from './declaration.ts';

/**
 * What a data screen's row offers (issue 19), shown as buttons in the row's Actions column:
 * - `link`: go somewhere with the row's parameters (edit or open a form, a job's progress page): a
 *   navigation like a drill-down, so the URL stays the state;
 * - `write`: a contract call with the row's parameters (delete, start a job), asked first when it
 *   declares a question; the dataScreen chart runs it (confirming → acting → the rows load again, or
 *   actionFailed). Any write clears the API client's 3-minute response cache. A write whose call
 *   answers a file (`answerEncoding: 'file'`, Backup ARA) is a download: the browser saves the file.
 */
export type RowAction<Row> =
  | {
      kind: 'link';
      id: string;
      label: MessageDescriptor;
      to: (row: Row) => DrillDown;
      /** The rows it is offered on (Payment only where the server would take it); every row when absent. */
      when?: (row: Row) => boolean;
    }
  | {
      kind: 'write';
      id: string;
      label: MessageDescriptor;
      /** The question asked before the write (a delete); none writes at once. */
      confirm?: (row: Row) => MessageDescriptor;
      call: (row: Row) => ContractWrite;
      /** The rows it is offered on (Subscribe on a row not subscribed, Unsubscribe on one that is); every row when absent. */
      when?: (row: Row) => boolean;
    };

/**
 * A write over every row the page shows (SMS Subscribe's "Subscribe all"), a button above the table:
 * the chart runs it like a row's write (asked first when it declares a question, then the rows load
 * again), its input being the page's rows. `call` answers null when no row is for it: the button is
 * then not offered.
 */
export interface PageWrite<Row> {
  id: string;
  label: MessageDescriptor;
  confirm?: (rows: readonly Row[]) => MessageDescriptor;
  call: (rows: readonly Row[]) => ContractWrite | null;
}

/** The write an ACT names among a view's row writes and page writes: its label, question and call, for rows or a row. */
export function declaredWrite(
  view: { actions?: readonly RowAction<unknown>[]; pageWrites?: readonly PageWrite<unknown>[] },
  id: string | undefined,
): { label: MessageDescriptor; confirm?: (input: never) => MessageDescriptor; call: (input: never) => ContractWrite | null } | undefined {
  const row = view.actions?.find((action) => action.id === id);
  if (row?.kind === 'write') return row;
  return view.pageWrites?.find((write) => write.id === id);
}

/** A write of the contract with its input, the declaration's types checked by `writeCall`. */
export interface ContractWrite {
  endpoint: EndpointDeclaration;
  input: object;
}

/** Declares a row's write: the call and its input, checked against the contract entry. */
export const writeCall = <E extends EndpointDeclaration>(endpoint: E, input: CallInput<E>): ContractWrite => ({ endpoint, input });
