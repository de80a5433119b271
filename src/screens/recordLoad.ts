import { fromPromise } from 'xstate';
import type { ScreenAnswer } from '../../machines/dataScreen.machine.ts';

/**
 * A record page's load for the dataScreen machine: the record its URL names (a location's SMS
 * setting, a user's profile). A missing record (null) is the empty state; the page says so.
 */
export const recordLoad = <T>(load: (key: string) => Promise<T | null>) =>
  fromPromise<ScreenAnswer, string>(async ({ input }) => {
    const data = await load(input);
    return { data, rows: data === null ? 0 : 1 };
  });
