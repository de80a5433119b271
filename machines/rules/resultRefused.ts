/**
 * One problem of a result form, on its field (key as resultFieldKey: first-1, starter-4, toto-2,
 * additional-1; null for the result as a whole). The view translates it by its code; `sameAs` is the
 * field that already holds a repeated number, when known; `message` is the English text (the server's).
 */
export interface FieldProblem {
  field: string | null;
  code: string;
  message: string;
  sameAs: string | null;
}

/** The server refused the result (400 with data.Problems): each problem on its field, nothing stored. */
export class ResultRefused extends Error {
  override readonly name = 'ResultRefused';
  constructor(readonly problems: readonly FieldProblem[]) {
    super('The result was refused.');
  }
}
