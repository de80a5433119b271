import { ApiError } from './errors.ts';

/**
 * The Idempotency-Key of a money-moving submission (POST bet/ now; payments and transfers later):
 * one key per submission, the same on every retry of it, so the server stores the bets once even
 * when an answer was lost and the user submits the same thing again.
 *
 * A submission is settled when the server answered it (success, or a refusal it gave, 4xx): the next
 * Submit is a new submission with a new key. When no answer came (network failure, a 5xx, an answer
 * that broke the contract) the outcome is unknown, so submitting the same request again is a retry
 * and reuses the key: the server answers the first answer if the first attempt went through.
 */
export interface SubmissionKeys<Request> {
  /** Runs `submit` with the key of this submission of `request`. */
  submit<Result>(request: Request, submit: (key: string) => Promise<Result>): Promise<Result>;
}

/** A random key (128 bits, hex). getRandomValues also exists outside secure contexts, unlike randomUUID. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the server gave an answer of its own to the request (so its outcome is known). */
const answeredByServer = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export function submissionKeys<Request>(newKey: () => string = newSubmissionKey): SubmissionKeys<Request> {
  let pending: { request: string; key: string } | null = null;
  return {
    async submit(request, submit) {
      const fingerprint = JSON.stringify(request);
      if (pending?.request !== fingerprint) pending = { request: fingerprint, key: newKey() };
      const { key } = pending;
      try {
        const result = await submit(key);
        if (pending?.key === key) pending = null;
        return result;
      } catch (error) {
        if (answeredByServer(error) && pending?.key === key) pending = null;
        throw error;
      }
    },
  };
}
