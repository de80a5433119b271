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
  /** The cell's text for a row of the report. */
  value: (row: never) => string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

export interface JobScreenDeclaration {
  id: string;
  title: MessageDescriptor;
  /** The menu entry whose path and rule the page takes. */
  menuItem: RouteItemId;
  /**
   * The page's own path, off the menu (a page action leads there, e.g. Out Setting's processing): the
   * menu entry's rule still guards it. Absent, the page is at its entry's paths.
   */
  path?: string;
  /** What the job does, above the button. */
  intro: MessageDescriptor;
  startLabel: MessageDescriptor;
  /** Starts the job (no parameters); its answer is read with `report`. */
  start: EndpointDeclaration;
  /** The job's status (no parameters); its answer is read with `report`. */
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
