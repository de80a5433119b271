import * as v from 'valibot';
import type { ApiClient } from '../client.ts';
import { BetFileSchema, BetFilesSchema, ProcessJobSchema } from '../../../contract/files.ts';

const FRESH = { 'x-no-cache': '1' };

/** The upload form (spec 02 §5): the file and its fields; booleans travel as 'true' / 'false'. */
export interface BetUploadForm {
  file: File;
  UserId: string;
  ARACode: string;
  StrictNumber: boolean;
  AcceptDecimals: boolean;
  Remarks: string;
}

/** POST {4d|tt}/files/upload as multipart/form-data, reporting the fraction sent. */
export function uploadBetFile(api: ApiClient, form: BetUploadForm, onProgress: (fraction: number) => void) {
  const body = new FormData();
  body.set('file', form.file, form.file.name);
  if (form.UserId.trim()) body.set('UserId', form.UserId.trim());
  body.set('ARACode', form.ARACode.trim());
  body.set('StrictNumber', String(form.StrictNumber));
  body.set('AcceptDecimals', String(form.AcceptDecimals));
  if (form.Remarks.trim()) body.set('Remarks', form.Remarks.trim());
  return api.upload('files/upload', body, { schema: BetFileSchema, onProgress });
}

/** GET {4d|tt}/files: the files the user may see. */
export const loadBetFiles = (api: ApiClient) => api.get('files', { schema: BetFilesSchema, headers: FRESH });

/** DELETE {4d|tt}/files/{FileId}. */
export const deleteBetFile = (api: ApiClient, fileId: number) => api.delete(`files/${fileId}`, { schema: v.unknown() });

/** POST {4d|tt}/files/processUpload/{FileId}: starts the file's job (or answers its existing one). */
export const processUpload = (api: ApiClient, fileId: number, options: { StrictNumber?: boolean; AcceptDecimals?: boolean } = {}) =>
  api.post(`files/processUpload/${fileId}`, { body: { ...options }, schema: ProcessJobSchema });

/** GET {4d|tt}/files/processUpload/{FileId}/status. */
export const processUploadStatus = (api: ApiClient, fileId: number) =>
  api.get(`files/processUpload/${fileId}/status`, { schema: ProcessJobSchema, headers: FRESH });
