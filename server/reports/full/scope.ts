/**
 * Whose figures and which draws a Full report call reads (contract/reportsFull.ts): the caller, or
 * UserId of its tree (403 'Unauthorized Access' outside it, server/memberTree.ts), and DrawId (a draw of
 * the call's location), else DrawDate (that day), else DrawFrom..DrawTo. Decided from the database.
 */
import type { DrawSelectionQuery } from '../../../contract/reportsFull.ts';
import type { Queryable } from '../../db/database.ts';
import { subjectOf } from '../../outset/access.ts';
import { refuse, type Refusal } from '../../queries/pagedCall.ts';
import { drawRefusal, rangeRefusal } from '../../queries/betFiguresSql.ts';
import type { DrawSelection } from './downlineFigures.ts';
import type { Location } from '../../../domain/bets/index.ts';

export interface FullScope {
  /** The user whose downlines (or tickets) are read, as stored. */
  userId: string;
  draws: DrawSelection;
}

/** The draws the query names, or the refusal (a draw of another location, a backward range, none at all). */
export async function drawsOf(db: Queryable, location: Location, query: DrawSelectionQuery): Promise<DrawSelection | Refusal> {
  if (query.DrawId !== undefined) return (await drawRefusal(db, query.DrawId, location)) ?? { location, drawId: query.DrawId };
  if (query.DrawDate !== undefined) return { location, from: query.DrawDate, to: query.DrawDate };
  if (query.DrawFrom === undefined || query.DrawTo === undefined) return refuse(400, 'Choose a draw (DrawId or DrawDate) or a range (DrawFrom and DrawTo).');
  return rangeRefusal({ DrawFrom: query.DrawFrom, DrawTo: query.DrawTo }) ?? { location, from: query.DrawFrom, to: query.DrawTo };
}

/** The user (the caller, or UserId of its tree) and the draws of a call, or why it is refused. */
export async function fullScope(
  db: Queryable,
  callerId: string,
  location: Location,
  query: DrawSelectionQuery & { UserId?: string },
): Promise<FullScope | Refusal> {
  const subject = await subjectOf(db, callerId, query.UserId, { needsOutSet: false });
  if ('refused' in subject) return refuse(subject.refused.status, subject.refused.message);
  const draws = await drawsOf(db, location, query);
  return 'refused' in draws ? draws : { userId: subject.ok, draws };
}
