import type { MessageDescriptor } from '@lingui/core';
import type { EndpointDeclaration } from '../../contract/endpoint.ts';
import type { JobReport } from '../../machines/job.machine.ts';
import type { RouteItemId } from '../menu/types.ts';

/**
 * A job screen as one declaration (issue 20): a page that starts a server job with one call, watches
 * it with the job machine (machines/job.machine.ts) through another, and lists what it reports. The
 * layer does the rest (src/jobScreens/JobScreenPage.tsx): the route behind its menu entry, the start
 * button, the progress and outcome (widgets/JobStatus.tsx), the report's table.
 */
export interface JobScreenColumn {
  header: MessageDescriptor;
  /** The cell's text for a row of the report; a message descriptor is shown in the user's language. */
  value: (row: never) => string | MessageDescriptor;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

export interface JobScreenDeclaration {
  id: string;
  title: MessageDescriptor;
  /** The menu entry whose path and rule the page takes. */
  menuItem: RouteItemId;
  /**
   * The route when the page is not its menu entry's own (a job reached from another screen, e.g. a
   * generation of Bet Special): the entry's rule still guards it.
   */
  path?: string;
  /**
   * URL parameters the start sends in its body (UserId, DrawId: a job of one user and draw); each is
   * shown above the button. Absent: the start sends nothing.
   */
  urlParams?: readonly { name: string; label: MessageDescriptor }[];
  /**
   * The start call's request (its `:Name` path segments and body) from the URL parameters (types as the
   * call wants them). Absent: the URL parameters as its body.
   */
  startRequest?: (urlParams: Readonly<Record<string, string>>) => { params?: Record<string, string>; body?: Record<string, unknown> };
  /**
   * The status call's request for a job (its `:Name` path segments and query), from the job's id and
   * the URL parameters. Absent: the status call takes nothing.
   */
  statusRequest?: (jobId: string, urlParams: Readonly<Record<string, string>>) => { params?: Record<string, string>; query?: Record<string, string> };
  /** What the job does, above the button. */
  intro: MessageDescriptor;
  startLabel: MessageDescriptor;
  /** Starts the job (with `startRequest`); its answer is read with `report`. */
  start: EndpointDeclaration;
  /** The job's status (with `statusRequest`); its answer is read with `report`. */
  status: EndpointDeclaration;
  /** A start or status answer as the job machine reads it; `jobId` names the run. */
  report: (answer: never) => { jobId: string; report: JobReport };
  /** The finished job's report: its rows (from the report's details), their columns, and what an empty one says. */
  result: {
    rows: (details: never) => readonly unknown[];
    columns: readonly JobScreenColumn[];
    caption: MessageDescriptor;
    empty: MessageDescriptor;
  };
}
