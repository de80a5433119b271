/**
 * Throw Numbers' list (GET bet/throw, TT bet/throwT; spec 02 §7.6): the numbers the caller granted
 * OutSet, or UserId of its tree, never keeps at the call's location.
 */
import { throwNumbers, throwNumbersT } from '../../contract/throwNumbers.ts';
import { subjectOf } from '../outset/access.ts';
import { pagedCall, refuse } from './pagedCall.ts';

const throwsCall = (endpoint: typeof throwNumbers | typeof throwNumbersT, csvName: string) =>
  pagedCall({
    endpoint,
    csvName,
    async query({ query, caller, location, db }) {
      const subject = await subjectOf(db, caller.userId, query.UserId);
      if ('refused' in subject) return refuse(subject.refused.status, subject.refused.message);
      return {
        columns: `t.user_id || ':' || t.number as "ThrowId", t.user_id as "UserId", t.number as "Number",
          to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "CreatedAt"`,
        from: 'throw_numbers t',
        where: 't.user_id = $1 and t.loc_id = $2',
        params: [subject.ok, location],
        sortable: { Number: { sql: 't.number', type: 'text' }, CreatedAt: { sql: 't.created_at', type: 'timestamptz' } },
        tieBreaker: [{ sql: 't.number', type: 'text' }],
        totals: `count(*)::int as "Numbers"`,
      };
    },
  });

export const throwNumbersCall = throwsCall(throwNumbers, 'throw-numbers');
export const throwNumbersTCall = throwsCall(throwNumbersT, 'throw-numbers-tt');
