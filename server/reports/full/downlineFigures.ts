/**
 * The Full report's figures per direct downline (DOMAIN.md "The life of a bet" 4-7, "The reports, by
 * what they sum"; issue 22), the SQL the Full, Group and Collection reports share.
 *
 * Where the figures come from (decision): the settlement's ledger lines, per (draw, user, kind)
 * (server/ledger/settlementPosting.ts), and `draw_user_results` for the turnover (the stakes, which
 * no ledger line carries). A row is the WHOLE branch of one direct downline D of the user U:
 * - Turnover    the stakes of every bettor of D's branch (D included) in the draws;
 * - WinLoss     the sum of the branch's `winloss` lines (strikes - stakes of its bettors);
 * - Commission  the sum of the branch's `commission` lines (each bettor its rate, each agent its
 *               difference of rates);
 * - Tax         the sum of the branch's `tax` lines (negative: paid to the company);
 * - Share       the sum of the branch's agents' `share` lines (their share of the win/loss below them);
 * - Net         WinLoss + Commission + Tax + Share.
 * Since a user's `downline` line is the sum of the own lines of everyone below it, Net(D) equals D's
 * own lines plus its `downline` line: exactly the ledger movement of D's AccBal in those draws
 * (what U owes D when positive). Share claims, sub shares and group expenses are transfers between two
 * statements that no `downline` line passes through (README "Share claims and sub share"): they are
 * not in the Full report (the share-claim reports show them), so the rows still reconcile.
 *
 * U's own lines (its own bets, the commission difference it earns, its tax and its share of the
 * branches) are one more row, with `own` true and UserId U, so the rows add up, to the cent, to U's
 * own row as U's upline sees it one level up (Σ rows = Net(U) = ΔAccBal(U)). The root (the company)
 * posts no lines, so at the top there is no own row. A downline with nothing in the draws has no row.
 *
 * Only settled draws have figures (settlement writes both sources); an unsettled draw answers no rows.
 *
 * Which draws: the draws of one location ($location) that are the one draw $drawId, or else whose draw
 * day is in $from..$to (a DrawDate is the range of one day). `perDraw` keeps a row per (downline,
 * draw) (the breakdown of one downline per draw) instead of one per downline; `byLocation` reads the
 * draws of every location of $location's game (4D: SG and MG; TT) and keeps a row per (downline,
 * location) (reportFull2).
 */
import type { Queryable } from '../../db/database.ts';

/** The positions of the five parameters in the query that embeds the SQL. */
export interface FigureParams {
  /** The user whose direct downlines are the rows (text). */
  user: number;
  /** The location of the draws (text). */
  location: number;
  /** One draw (integer), or null to use the range. */
  drawId: number;
  /** The first and last draw day of the range (date, 'YYYY-MM-DD'); ignored when drawId is given. */
  from: number;
  to: number;
}

export const FIGURE_PARAMS: FigureParams = { user: 1, location: 2, drawId: 3, from: 4, to: 5 };

/** The draws a figure reads: one draw, or the draw days of a range, at one location. */
export interface DrawSelection {
  location: string;
  drawId?: number | null;
  from?: string | null;
  to?: string | null;
}

/** The parameter values, in FIGURE_PARAMS order, for a user and a selection of draws. */
export const figureParamValues = (userId: string, draws: DrawSelection): unknown[] => [
  userId,
  draws.location,
  draws.drawId ?? null,
  draws.from ?? null,
  draws.to ?? null,
];

export interface FigureOptions {
  params?: FigureParams;
  perDraw?: boolean;
  byLocation?: boolean;
}

/** Whether the draw row `d` is the selection's draw ($drawId), or else a draw of its day range. */
export const drawInSelection = (d: string, p: Pick<FigureParams, 'drawId' | 'from' | 'to'>) =>
  `case when $${p.drawId}::integer is null then ${d}.draw_date between $${p.from}::date and $${p.to}::date
     else ${d}.draw_id = $${p.drawId}::integer end`;

/** The settlement kinds a figure sums; `downline` is left out: it is the sum of the others below. */
const FIGURE_KINDS = `('winloss', 'commission', 'tax', 'share')`;

const sumOfKind = (kind: string) => `sum(case when e.kind = '${kind}' then e.amount_cents else 0 end)`;

/**
 * A query (no trailing semicolon, `with recursive` at its head, so embed it as a derived table) whose
 * rows are: user_id (the direct downline, or U itself with own = true), own, draw_id (null unless
 * perDraw), loc_id, turnover_cents, win_loss_cents, commission_cents, tax_cents, share_cents, net_cents, all
 * bigint cents.
 */
export function downlineFiguresSql(options: FigureOptions = {}): string {
  const p = options.params ?? FIGURE_PARAMS;
  const drawKey = options.perDraw ? 'f.draw_id' : 'null::integer';
  // TT is the one TOTO location; every other location plays 4D (domain/bets Location).
  const locations = options.byLocation ? `(loc_id = 'TT') = ($${p.location}::text = 'TT')` : `loc_id = $${p.location}`;
  const groups = ['f.head', ...(options.perDraw ? ['f.draw_id'] : []), ...(options.byLocation ? ['f.loc_id'] : [])];
  return `with recursive figure_branch (user_id, head) as (
    select user_id, user_id from users where user_id = $${p.user}
    union
    select child.user_id, case when upline.user_id = $${p.user} then child.user_id else upline.head end
    from users child join figure_branch upline on child.parent_id = upline.user_id
  ), figure_draws as (
    select draw_id, loc_id from draws
    where ${locations} and ${drawInSelection('draws', p)}
  ), figure_lines (head, draw_id, loc_id, turnover, win_loss, commission, tax, share) as (
    select b.head, e.draw_id, d.loc_id, 0::bigint, ${sumOfKind('winloss')}, ${sumOfKind('commission')}, ${sumOfKind('tax')}, ${sumOfKind('share')}
    from ledger_entries e join figure_draws d on d.draw_id = e.draw_id join figure_branch b on b.user_id = e.user_id
    where e.kind in ${FIGURE_KINDS}
    group by b.head, e.draw_id, d.loc_id
    union all
    select b.head, r.draw_id, d.loc_id, sum(r.turnover_cents), 0, 0, 0, 0
    from draw_user_results r join figure_draws d on d.draw_id = r.draw_id join figure_branch b on b.user_id = r.user_id
    group by b.head, r.draw_id, d.loc_id
  )
  select f.head as user_id, f.head = $${p.user} as own, ${drawKey} as draw_id,
    ${options.byLocation ? 'f.loc_id' : `$${p.location}::text`} as loc_id,
    sum(f.turnover)::bigint as turnover_cents, sum(f.win_loss)::bigint as win_loss_cents,
    sum(f.commission)::bigint as commission_cents, sum(f.tax)::bigint as tax_cents, sum(f.share)::bigint as share_cents,
    sum(f.win_loss + f.commission + f.tax + f.share)::bigint as net_cents
  from figure_lines f
  group by ${groups.join(', ')}`;
}

/** The columns of a figure row as the report calls name them (a figure row `s`), as JSON numbers. */
export const FIGURE_COLUMNS = `s.turnover_cents::float8 as "TurnoverCents", s.win_loss_cents::float8 as "WinLossCents",
  s.commission_cents::float8 as "CommissionCents", s.tax_cents::float8 as "TaxCents",
  s.share_cents::float8 as "ShareCents", s.net_cents::float8 as "NetCents"`;

/** The totals of the same columns over every row `s` of the query (the grid's totals row). */
export const FIGURE_TOTALS = `coalesce(sum(s.turnover_cents), 0)::float8 as "TurnoverCents",
  coalesce(sum(s.win_loss_cents), 0)::float8 as "WinLossCents", coalesce(sum(s.commission_cents), 0)::float8 as "CommissionCents",
  coalesce(sum(s.tax_cents), 0)::float8 as "TaxCents", coalesce(sum(s.share_cents), 0)::float8 as "ShareCents",
  coalesce(sum(s.net_cents), 0)::float8 as "NetCents"`;

/** A figure row as read by `downlineFigures`. */
export interface DownlineFigure {
  userId: string;
  own: boolean;
  drawId: number | null;
  locId: string;
  turnoverCents: number;
  winLossCents: number;
  commissionCents: number;
  taxCents: number;
  shareCents: number;
  netCents: number;
}

export const FIGURE_KEYS = ['turnoverCents', 'winLossCents', 'commissionCents', 'taxCents', 'shareCents', 'netCents'] as const;

/**
 * The figure rows of `userId`'s direct downlines (and its own row) for the draws, sorted by user id,
 * with their totals (the sum of the rows, which is `userId`'s own figure as its upline sees it).
 */
export async function downlineFigures(
  db: Queryable,
  userId: string,
  draws: DrawSelection,
  options: Omit<FigureOptions, 'params'> = {},
): Promise<{ rows: DownlineFigure[]; totals: Record<(typeof FIGURE_KEYS)[number], number> }> {
  const { rows } = await db.query<DownlineFigure>(
    `select s.user_id as "userId", s.own, s.draw_id as "drawId", s.loc_id as "locId", s.turnover_cents::float8 as "turnoverCents",
       s.win_loss_cents::float8 as "winLossCents", s.commission_cents::float8 as "commissionCents",
       s.tax_cents::float8 as "taxCents", s.share_cents::float8 as "shareCents", s.net_cents::float8 as "netCents"
     from (${downlineFiguresSql(options)}) s order by s.user_id, s.draw_id, s.loc_id`,
    figureParamValues(userId, draws),
  );
  const totals = Object.fromEntries(FIGURE_KEYS.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)]));
  return { rows, totals: totals as Record<(typeof FIGURE_KEYS)[number], number> };
}
