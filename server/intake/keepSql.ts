/**
 * One step of the intake chain (DOMAIN.md "The life of a bet" 2) as SQL common table expressions: for
 * the rows arriving at agents (a relation named `arriving`: draw_id, ticket_id, level, user_id, loc_id,
 * number, bet_type, big_top, small_top, amount_top, big_in, small_in, amount_in), what each agent keeps, written
 * to ticket_intakes and added to draw_intakes. Placement (placementSql.ts) chains one step per level of
 * the bettor's path in one statement; a recompute (recompute.ts) runs one step per depth of the tree.
 *
 * The rule, per stake kind (big, small, TOTO amount), per draw, agent, number as written and bet type:
 * - the limit is the agent's intake_limits row for the number, else its '*' row (the whole row: a null
 *   column of the chosen row keeps all of that kind), else none: keeps all;
 * - a throw number keeps nothing; the company (no upline) keeps all unless out_settings sends its Out
 *   to a distributor, then its limits apply like anyone's;
 * - first come, first kept: tickets in ticket id order take what the limit has left after what the agent
 *   already keeps (draw_intakes, the earlier tickets). With S the running sum of In in id order and A
 *   what is left, the kept running sum is min(S, A), so a ticket keeps min(S, A) - min(S - In, A): one
 *   window function, no loop;
 * - Out = In - Intake goes to out_settings.distributor_id (recorded; the chain ends there) or up.
 * MaxPayout of a row = its intake x the highest figure of its bet type at its location (the location's
 * default pay rates in force: Big and Small per 4D kind, the iBet row of its permutation count, the TOTO
 * form's highest group), the worst case it carries.
 */
import { entriesInDraw } from '../betting/ticketInDraw.ts';

/** Per stake kind: the In column, the intake column, the limit column of intake_limits. */
const KINDS = [
  { kind: 'big', limit: 'big_cents' },
  { kind: 'small', limit: 'small_cents' },
  { kind: 'amount', limit: 'amount_cents' },
] as const;

/** The highest default figure in force per location, rate kind and variant, per stake (Big, Small, TOTO unit). */
export const TOP_FIGURES_CTE = `intake_top_figures as (
  select loc_id, kind, variant,
    coalesce(max(per_unit) filter (where stake = 'big'), 0)::bigint as big_top,
    coalesce(max(per_unit) filter (where stake = 'small'), 0)::bigint as small_top,
    coalesce(max(per_unit) filter (where stake = 'unit'), 0)::bigint as amount_top
  from pay_rates where user_id is null and valid_until is null
  group by loc_id, kind, variant
)`;

/** The pay-rate kind and variant of a ticket `t` (the same choice as settlement, batchSql.ts). */
export const rateKindOf = (t: string) => `(case when ${t}.bet_type = 'kBet' then 'K'
  when ${t}.bet_type = 'iBet' and permutation_count(${t}.number) in (24, 12, 6, 4) then 'I'
  when ${t}.bet_type = 'toto' then 'T' else 'N' end)`;
export const rateVariantOf = (t: string) => `(case
  when ${t}.bet_type = 'iBet' and permutation_count(${t}.number) in (24, 12, 6, 4) then permutation_count(${t}.number)::text
  when ${t}.bet_type = 'toto' then coalesce(${t}.toto_form, '') else '' end)`;

/**
 * The top figures of a ticket `t` (TOP_FIGURES_CTE as `f`), looked up once where its stake first arrives
 * and carried up the chain (every level's MaxPayout reads the same ticket's figures): joined at each
 * level, a guess of one row there made the planner scan the whole figures list once per row.
 */
export const topFiguresJoin = (t: string) =>
  `left join intake_top_figures f on f.loc_id = ${t}.loc_id and f.kind = ${rateKindOf(t)} and f.variant = ${rateVariantOf(t)}`;
export const TOP_FIGURES_COLUMNS = `coalesce(f.big_top, 0) as big_top, coalesce(f.small_top, 0) as small_top,
      coalesce(f.amount_top, 0) as amount_top`;

/**
 * The CTEs of one step named `<step>_...`: `<step>_kept` answers the arriving rows with
 * big_intake/small_intake/amount_intake and distributor_id (where its Out goes, null = up), for the
 * next step to read. Needs TOP_FIGURES_CTE before it in the same WITH.
 */
export function keepStepSql(step: string, arriving: string): string {
  const left = KINDS.map(
    ({ kind }) => `case when thrown then 0::bigint
        when keeps_all or ${kind}_limit is null then null::bigint
        else greatest(${kind}_limit - ${kind}_kept_before, 0) end as ${kind}_left`,
  ).join(',\n      ');
  const limits = KINDS.map(
    ({ kind, limit }) => `case when own.user_id is not null then own.${limit} else star.${limit} end as ${kind}_limit,
      coalesce(di.${kind}_intake, 0) as ${kind}_kept_before`,
  ).join(',\n      ');
  const upto = KINDS.map(
    ({ kind }) => `sum(${kind}_in) over (partition by draw_id, user_id, number, bet_type order by ticket_id rows unbounded preceding) as ${kind}_upto`,
  ).join(',\n      ');
  const intakes = KINDS.map(
    ({ kind }) => `case when ${kind}_left is null then ${kind}_in
        else least(${kind}_upto, ${kind}_left) - least(${kind}_upto - ${kind}_in, ${kind}_left) end as ${kind}_intake`,
  ).join(',\n      ');
  return `${step}_limits as (
    select a.*, os.distributor_id,
      (u.parent_id is null and os.distributor_id is null) as keeps_all,
      (th.user_id is not null) as thrown,
      ${limits}
    from ${arriving} a
    join users u on u.user_id = a.user_id
    left join out_settings os on os.user_id = a.user_id and os.loc_id = a.loc_id
    left join throw_numbers th on th.user_id = a.user_id and th.loc_id = a.loc_id and th.number = a.number
    left join intake_limits own on own.user_id = a.user_id and own.loc_id = a.loc_id and own.bet_type = a.bet_type
      and own.number = a.number
    left join intake_limits star on star.user_id = a.user_id and star.loc_id = a.loc_id and star.bet_type = a.bet_type
      and star.number = '*'
    -- A primary-key lookup per row: the planner cannot tell how many rows reach a level, and a guess of one
    -- made it scan the whole table once per row. The limit (the key has one row at most) keeps the planner
    -- from flattening the lateral into a join: flattened, level 1 (guessed at ten draws a ticket) hashed the
    -- whole table on every batch.
    left join lateral (
      select d.big_intake, d.small_intake, d.amount_intake from draw_intakes d
      where d.draw_id = a.draw_id and d.user_id = a.user_id and d.number = a.number and d.bet_type = a.bet_type
      limit 1
    ) di on true
  ), ${step}_ranked as (
    select l.*,
      ${left},
      ${upto}
    from ${step}_limits l
  ), ${step}_kept as (
    select r.draw_id, r.ticket_id, r.level, r.user_id, r.loc_id, r.number, r.bet_type, r.big_top, r.small_top, r.amount_top,
      r.big_in, r.small_in, r.amount_in, r.distributor_id,
      ${intakes}
    from ${step}_ranked r
  ), ${step}_rows as (
    insert into ticket_intakes (draw_id, ticket_id, level, user_id, number, bet_type, big_in, big_intake, small_in,
      small_intake, amount_in, amount_intake, out_distributor_id, max_payout_cents)
    select k.draw_id, k.ticket_id, k.level, k.user_id, k.number, k.bet_type, k.big_in, k.big_intake, k.small_in,
      k.small_intake, k.amount_in, k.amount_intake, k.distributor_id,
      k.big_intake * k.big_top + k.small_intake * k.small_top + k.amount_intake * k.amount_top
    from ${step}_kept k
    returning draw_id, user_id, number, bet_type, big_in, big_intake, small_in, small_intake, amount_in, amount_intake,
      max_payout_cents
  ), ${step}_sums as (
    insert into draw_intakes as di (draw_id, user_id, number, bet_type, big_in, big_intake, small_in, small_intake,
      amount_in, amount_intake, max_payout_cents)
    select draw_id, user_id, number, bet_type, sum(big_in), sum(big_intake), sum(small_in), sum(small_intake),
      sum(amount_in), sum(amount_intake), sum(max_payout_cents)
    from ${step}_rows
    group by draw_id, user_id, number, bet_type
    on conflict (draw_id, user_id, number, bet_type) do update set
      big_in = di.big_in + excluded.big_in, big_intake = di.big_intake + excluded.big_intake,
      small_in = di.small_in + excluded.small_in, small_intake = di.small_intake + excluded.small_intake,
      amount_in = di.amount_in + excluded.amount_in, amount_intake = di.amount_intake + excluded.amount_intake,
      max_payout_cents = di.max_payout_cents + excluded.max_payout_cents
    returning 1
  )`;
}

/**
 * What goes up from a step's kept rows: to the agent's upline, when it has one, sends its Out nowhere
 * else and something is left (no row arrives where nothing does).
 */
export function passedUpSql(step: string): string {
  return `select k.draw_id, k.ticket_id, (k.level + 1)::smallint as level, u.parent_id as user_id, k.loc_id, k.number,
      k.bet_type, k.big_top, k.small_top, k.amount_top, k.big_in - k.big_intake as big_in, k.small_in - k.small_intake as small_in,
      k.amount_in - k.amount_intake as amount_in
    from ${step}_kept k join users u on u.user_id = k.user_id
    where u.parent_id is not null and k.distributor_id is null
      and (k.big_in > k.big_intake or k.small_in > k.small_intake or k.amount_in > k.amount_intake)`;
}

/**
 * A ticket `t`'s stake arriving at level 1, per kind, in any one of its draws (DOMAIN.md: a 4D ticket's
 * big In = big x its entries in the draw, small alike; a TOTO ticket's amount In = its amount), with its
 * top figures (needs `topFiguresJoin(t)` in the same from).
 */
export const stakeArrivingColumns = (t: string) => `${TOP_FIGURES_COLUMNS},
      case when ${t}.bet_type = 'toto' then 0 else ${t}.big_cents * ${entriesInDraw(t)} end as big_in,
      case when ${t}.bet_type = 'toto' then 0 else ${t}.small_cents * ${entriesInDraw(t)} end as small_in,
      case when ${t}.bet_type = 'toto' then ${t}.toto_amount_cents else 0 end as amount_in`;
