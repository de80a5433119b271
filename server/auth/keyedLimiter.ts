/**
 * At most `limit` holders per key in this process; the others wait their turn in order, without
 * polling. Used to queue concurrent sign-ins of one user id in front of the database's own count.
 */
export class KeyedLimiter {
  private readonly holders = new Map<string, { count: number; waiting: (() => void)[] }>();

  constructor(private readonly limit: number) {}

  /** Resolves when a place is free; call the answer exactly once to give the place back. */
  async acquire(key: string): Promise<() => void> {
    let entry = this.holders.get(key);
    if (!entry) {
      entry = { count: 0, waiting: [] };
      this.holders.set(key, entry);
    }
    const held = entry;
    if (held.count < this.limit) held.count += 1;
    // The place is handed over by `release` (count unchanged), so nobody can jump the queue.
    else await new Promise<void>((resolve) => held.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = held.waiting.shift();
      if (next) return next();
      held.count -= 1;
      if (held.count === 0) this.holders.delete(key);
    };
  }
}
