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
  | { kind: 'link'; id: string; label: MessageDescriptor; to: (row: Row) => DrillDown }
  | {
      kind: 'write';
      id: string;
      label: MessageDescriptor;
      /** The question asked before the write (a delete); none writes at once. */
      confirm?: (row: Row) => MessageDescriptor;
      call: (row: Row) => ContractWrite;
    };

/** A write of the contract with its input, the declaration's types checked by `writeCall`. */
export interface ContractWrite {
  endpoint: EndpointDeclaration;
  input: object;
}

/** Declares a row's write: the call and its input, checked against the contract entry. */
export const writeCall = <E extends EndpointDeclaration>(endpoint: E, input: CallInput<E>): ContractWrite => ({ endpoint, input });
