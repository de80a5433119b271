/** Helpers of the bet and bet-file server tests (bets.test.ts, files*.test.ts). */
import { expect } from 'vitest';
import * as v from 'valibot';
import { DrawDatesSchema, DrawSchema, type DrawDate } from '../../contract/draws.ts';
import { ProcessJobSchema, type ProcessJob } from '../../contract/files.ts';
import { bearer, successData, type TestServer } from './testServer.ts';

export const API = '/api/v1';

export const postJson = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A location's draws, from its calendar (GET draw/dateAll). */
export async function drawsOf(server: TestServer, token: string, location: 'SG' | 'MG' | 'TT'): Promise<DrawDate[]> {
  const game = location === 'TT' ? 'tt' : '4d';
  return successData(await server.app.request(`${API}/${game}/draw/dateAll?LocId=${location}`, bearer(token)), DrawDatesSchema);
}

/**
 * The location's next open draw: the earliest not finalised whose cut-off is still ahead by the
 * server's clock (a draw of today closes at its cut-off, issue 15).
 */
export async function nextDrawOf(server: TestServer, token: string, location: 'SG' | 'MG' | 'TT'): Promise<DrawDate> {
  const game = location === 'TT' ? 'tt' : '4d';
  const draw = await successData(await server.app.request(`${API}/${game}/draw/activeLatest?LocId=${location}`, bearer(token)), v.nullable(DrawSchema));
  expect(draw).not.toBeNull();
  return draw!;
}

export async function countOf(server: TestServer, table: 'tickets' | 'bet_files' | 'bet_file_jobs' | 'bet_file_rejected_lines'): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return rows[0]!.count;
}

export interface UploadFields {
  UserId?: string;
  ARACode?: string;
  StrictNumber?: string;
  AcceptDecimals?: string;
  Remarks?: string;
  /** files/upload's kind: ttt (default) or ara. */
  Kind?: string;
  LocId?: string;
}

/** A multipart POST files/upload as the page sends it. */
export function uploadRequest(token: string, file: Blob | string | null, fields: UploadFields, name = 'bets.txt'): RequestInit {
  const form = new FormData();
  if (file !== null) form.set('file', typeof file === 'string' ? new File([file], name, { type: 'text/plain' }) : new File([file], name));
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  return { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form };
}

/** Polls the job's status until it has finished, and answers every status seen on the way. */
export async function pollUntilFinished(server: TestServer, token: string, fileId: number, game = '4d'): Promise<ProcessJob[]> {
  const seen: ProcessJob[] = [];
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await server.app.request(`${API}/${game}/files/processUpload/${fileId}/status`, bearer(token));
    const job = await successData(response, ProcessJobSchema);
    seen.push(job);
    if (job.Status === 'succeeded' || job.Status === 'failed') return seen;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`file ${fileId} was not processed within 60 s: last status ${JSON.stringify(seen.at(-1))}`);
}

export const parseJob = (data: unknown) => v.parse(ProcessJobSchema, data);
