/**
 * The other side of "a downline's share and commission are never above its upline's": a user's own
 * share, commission and TT commission may not drop below the highest of its direct downlines'.
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { Queryable } from '../db/database.ts';
import { percentText, type Rates } from './rateRules.ts';

interface Floors {
  share: number;
  commission: number;
  tt_commission: number;
}

export async function floorProblems(db: Queryable, userId: string, rates: Rates): Promise<FieldProblem[]> {
  const { rows } = await db.query<Floors>(
    `select coalesce(max(t_share_bp), 0) as share, coalesce(max(commission_bp), 0) as commission, coalesce(max(tt_commission_bp), 0) as tt_commission
     from users where parent_id = $1 and status <> 'deleted'`,
    [userId],
  );
  const floors = rows[0]!;
  const problems: FieldProblem[] = [];
  const below = (field: 'ShareBp' | 'CommissionBp' | 'TtCommissionBp', noun: string, floor: number) => {
    const value = rates[field];
    if (value !== undefined && value < floor) {
      problems.push({ Field: field, Code: 'belowDownline', Message: `${noun} cannot be below a downline's ${noun === 'TT commission' ? noun : noun.toLowerCase()} (${percentText(floor)}): lower theirs first.` });
    }
  };
  below('ShareBp', 'Share', Number(floors.share));
  below('CommissionBp', 'Commission', Number(floors.commission));
  below('TtCommissionBp', 'TT commission', Number(floors.tt_commission));
  return problems;
}
