import { fromPromise } from 'xstate';

interface Pending {
  input: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Promise actors whose outcome the test decides: each invocation waits until the path runner
 * settles it with the output or error of the step's `xstate.done.actor.<id>` / `xstate.error.actor.<id>`.
 */
export class StubActors {
  private readonly pending = new Map<string, Pending[]>();
  /** Inputs every invocation received, by actor id, for assertions. */
  readonly calls = new Map<string, unknown[]>();

  promise<TOutput = unknown, TInput = unknown>(id: string) {
    return fromPromise<TOutput, TInput>(({ input }) => this.call<TOutput>(id, input));
  }

  /** One invocation of `id` with `input`, settled by the test (for edge functions an actor wraps). */
  call<TOutput = unknown>(id: string, input: unknown): Promise<TOutput> {
    return new Promise<TOutput>((resolve, reject) => {
      this.calls.set(id, [...(this.calls.get(id) ?? []), input]);
      const queue = this.pending.get(id) ?? [];
      queue.push({ input, resolve: resolve as (value: unknown) => void, reject });
      this.pending.set(id, queue);
    });
  }

  private take(id: string): Pending {
    const queue = this.pending.get(id) ?? [];
    const next = queue.pop();
    if (!next) throw new Error(`No invocation of "${id}" is waiting to be settled`);
    // Older invocations were cancelled when their state was left; only the newest matters.
    queue.length = 0;
    return next;
  }

  resolve(id: string, output: unknown) {
    this.take(id).resolve(output);
  }

  reject(id: string, error: unknown) {
    this.take(id).reject(error);
  }

  /** Settles `id` once it has been invoked (actors start after the state that invokes them is entered). */
  async resolveWhenInvoked(id: string, output: unknown, timeoutMs = 2000) {
    await this.invoked(id, timeoutMs);
    this.resolve(id, output);
  }

  /** Fails `id` once it has been invoked. */
  async rejectWhenInvoked(id: string, error: unknown, timeoutMs = 2000) {
    await this.invoked(id, timeoutMs);
    this.reject(id, error);
  }

  /**
   * Waits for an invocation of `id`: a machine run by React starts (and invokes) in an effect,
   * which a loaded machine may run after the test already sees the initial snapshot.
   */
  private async invoked(id: string, timeoutMs: number) {
    const started = Date.now();
    while (!this.isWaiting(id)) {
      if (Date.now() - started > timeoutMs) throw new Error(`"${id}" was never invoked`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  isWaiting(id: string) {
    return (this.pending.get(id)?.length ?? 0) > 0;
  }
}
