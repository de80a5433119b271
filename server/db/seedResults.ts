/**
 * Demo results (issue 15 "Reference data"): every past draw of SG, MG and TT (draw day before today,
 * operator time) but the latest of each location (left for the operator to enter, with its demo
 * tickets waiting) gets a deterministic valid result and is settled by the settlement itself, so the
 * reports have real figures from the first start. Applied once (seed step `demo-results`), after the
 * demo tickets. Results come from a pseudo-random sequence seeded by the draw id, and a few of the
 * draw's demo tickets are made winners (their numbers drawn as Starter and Consolation, or a TOTO
 * ticket's two numbers among the six), so every settled draw has strikes to show.
 */
import type { Database, Queryable } from './database.ts';
import { timestamp } from './timestamp.ts';
import { seededRandom } from '../../domain/seededRandom.ts';
import { operatorDay } from '../../domain/operatorTime.ts';
import { validateFourDResult, validateTotoResult, type DrawResult } from '../../domain/settlement/index.ts';
import { writeResult } from '../settlement/resultStore.ts';
import { queueSettlement } from '../settlement/progress.ts';
import { settleDraw } from '../settlement/settleDraw.ts';

const STEP_ID = 'demo-results';
/** Who entered the demo results (an admin with every permission). */
const ENTERED_BY = 'admin';
/** Winning demo tickets per draw. */
const WINNERS_PER_DRAW = 3;


/** 23 distinct numbers: the winners' numbers as Starter 1 and 2 and Consolation 1 (small prizes, as most real wins), the rest drawn. */
export function demoFourDResult(drawId: number, winners: readonly string[]): DrawResult {
  const next = seededRandom(drawId * 7919 + 17);
  const picked = [...new Set(winners)].slice(0, WINNERS_PER_DRAW);
  const others: string[] = [];
  while (others.length < 23 - picked.length) {
    const number = String(Math.floor(next() * 10_000)).padStart(4, '0');
    if (!picked.includes(number) && !others.includes(number)) others.push(number);
  }
  const [first = '', second = '', third = '', ...rest] = others;
  const starterWinners = picked.slice(0, 2);
  const starters = [...starterWinners, ...rest.slice(0, 10 - starterWinners.length)];
  const consolations = [...picked.slice(2), ...rest.slice(10 - starterWinners.length)];
  const checked = validateFourDResult({ first, second, third, starters, consolations });
  if (!checked.ok) throw new Error(`demo result of draw ${drawId}: ${checked.problems[0]?.message}`);
  return checked.result;
}

/** Six distinct numbers and the additional one; a winning TOTO ticket's two numbers come first. */
export function demoTotoResult(drawId: number, winner: string | undefined): DrawResult {
  const next = seededRandom(drawId * 104_729 + 3);
  const numbers: number[] = [];
  if (winner) {
    for (const named of [Number(winner.slice(0, 2)), Number(winner.slice(2, 4))]) {
      if (named >= 1 && named <= 49 && !numbers.includes(named)) numbers.push(named);
    }
  }
  while (numbers.length < 7) {
    const value = 1 + Math.floor(next() * 49);
    if (!numbers.includes(value)) numbers.push(value);
  }
  const checked = validateTotoResult({ numbers: numbers.slice(0, 6).map(String), additional: String(numbers[6]) });
  if (!checked.ok) throw new Error(`demo result of draw ${drawId}: ${checked.problems[0]?.message}`);
  return checked.result;
}

interface PastDraw {
  draw_id: number;
  loc_id: string;
  winners: string[];
}

/** The past draws without a result, each with a few numbers of its demo tickets to draw. */
async function pastDrawsWithoutResult(db: Queryable, today: string): Promise<PastDraw[]> {
  const { rows } = await db.query<PastDraw>(
    `select d.draw_id, d.loc_id,
       coalesce((select array_agg(w.number order by w.ticket_id) from (
         select t.ticket_id, t.number from ticket_draws td join tickets t on t.ticket_id = td.ticket_id
         where td.draw_id = d.draw_id and t.bet_type = case when d.loc_id = 'TT' then 'toto' else 'straight' end
           and (d.loc_id <> 'TT' or (substr(t.number, 1, 2)::int between 1 and 49 and substr(t.number, 3, 2)::int between 1 and 49))
         order by t.ticket_id limit ${WINNERS_PER_DRAW}) w), '{}') as winners
     from draws d
     where d.loc_id in ('SG', 'MG', 'TT') and d.draw_date < $1::date
       and not exists (select 1 from draw_results r where r.draw_id = d.draw_id)
       -- The location's latest past draw is left awaiting its result, as the day after a draw finds it.
       and d.draw_date < (select max(p.draw_date) from draws p where p.loc_id = d.loc_id and p.draw_date < $1::date)
     order by d.draw_date, d.loc_id`,
    [today],
  );
  return rows;
}

/** Enters and settles the demo results once; answers how many draws it settled. */
export async function seedDemoResults(db: Database, now: number): Promise<number> {
  const { rows: done } = await db.query('select 1 from seed_steps where step_id = $1', [STEP_ID]);
  if (done.length > 0) return 0;
  const draws = await pastDrawsWithoutResult(db, operatorDay(now));
  for (const draw of draws) {
    const result = draw.loc_id === 'TT' ? demoTotoResult(draw.draw_id, draw.winners[0]) : demoFourDResult(draw.draw_id, draw.winners);
    await db.transaction(async (tx) => {
      await writeResult(tx, { drawId: draw.draw_id, locId: draw.loc_id, userId: ENTERED_BY, at: now }, result);
      await queueSettlement(tx, draw.draw_id, now);
    });
  }
  // Settled after all are saved: a start interrupted in between settles the rest on the next one.
  const { rows: queued } = await db.query<{ draw_id: number }>(
    `select draw_id from draw_settlements where status in ('queued', 'running') order by draw_id`,
  );
  for (const { draw_id } of queued) await settleDraw({ db, now: () => now }, draw_id);
  await db.query('insert into seed_steps (step_id, applied_at) values ($1, $2::timestamptz) on conflict do nothing', [STEP_ID, timestamp(now)]);
  return draws.length;
}
