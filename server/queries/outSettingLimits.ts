/**
 * Out Setting's lists (GET outSetting6, TT outSetting2Full; spec 02 §7.11): the intake limits of the
 * caller granted OutSet, or of UserId of its tree, at the call's location: the default rows ('*') and
 * the per-number rows, 4D's bet types or TT's toto. A limit's stake kinds are cents, null = no limit.
 */
import { outSetting2Full, outSetting6 } from '../../contract/outSettings.ts';
import { subjectOf } from '../outset/access.ts';
import { pagedCall, refuse } from './pagedCall.ts';

const limitsCall = (endpoint: typeof outSetting6 | typeof outSetting2Full, toto: boolean) =>
  pagedCall({
    endpoint,
    csvName: toto ? 'out-setting-tt' : 'out-setting',
    async query({ query, caller, location, db }) {
      const subject = await subjectOf(db, caller.userId, query.UserId);
      if ('refused' in subject) return refuse(subject.refused.status, subject.refused.message);
      return {
        columns: `l.user_id || ':' || l.number || ':' || l.bet_type as "LimitId", l.user_id as "UserId", l.number as "Number",
          l.bet_type as "BetType", l.big_cents::float8 as "BigCents", l.small_cents::float8 as "SmallCents", l.amount_cents::float8 as "AmountCents"`,
        from: 'intake_limits l',
        where: `l.user_id = $1 and l.loc_id = $2 and ${toto ? `l.bet_type = 'toto'` : `l.bet_type <> 'toto'`}`,
        params: [subject.ok, location],
        // '*' sorts before the digits in the C collation as in any: the default row comes first.
        sortable: { Number: { sql: 'l.number', type: 'text' }, BetType: { sql: 'l.bet_type', type: 'text' } },
        tieBreaker: [
          { sql: 'l.number', type: 'text' },
          { sql: 'l.bet_type', type: 'text' },
        ],
        totals: `count(*)::int as "Limits"`,
      };
    },
  });

export const outSetting6Call = limitsCall(outSetting6, false);
export const outSetting2FullCall = limitsCall(outSetting2Full, true);
