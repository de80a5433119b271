/**
 * A form's save refused by the server (spec 02 §5): a 400 whose envelope carries `data.Problems`,
 * each problem naming its field (contract/envelope.ts FieldProblemSchema). Read from the answer's
 * structure, never from its text: a refusal is a state of the form, every other failure is `failed`.
 */
export interface Refusal {
  /** The server's message per field of the form, the first problem of each. */
  fields: Readonly<Record<string, string>>;
  /** Problems of no field of the form (or of the form as a whole), shown above it. */
  other: readonly string[];
}

interface ProblemLike {
  Field?: unknown;
  Message?: unknown;
}

const problemsOf = (error: unknown): readonly ProblemLike[] | null => {
  const err = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; body?: { data?: { Problems?: unknown } } | null };
  const problems = err.status === 400 ? err.body?.data?.Problems : undefined;
  return Array.isArray(problems) && problems.length > 0 ? (problems as ProblemLike[]) : null;
};

/** The refusal an error carries for a form with `fields`, or null when the error is not a refusal. */
export function refusalOf(error: unknown, fields: readonly string[]): Refusal | null {
  const problems = problemsOf(error);
  if (!problems) return null;
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const problem of problems) {
    const message = typeof problem.Message === 'string' ? problem.Message : '';
    const field = typeof problem.Field === 'string' && fields.includes(problem.Field) ? problem.Field : null;
    if (field && !(field in byField)) byField[field] = message;
    else if (!field && message) other.push(message);
  }
  return { fields: byField, other };
}
