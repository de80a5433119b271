import type { ApiClient } from '../client.ts';
import {
  betFiles,
  deleteBetFile as deleteBetFileCall,
  processUpload as processUploadCall,
  processUploadStatus as processUploadStatusCall,
  uploadBetFile as uploadBetFileCall,
  uploadDbfBetFile as uploadDbfBetFileCall,
  uploadLzhBetFile as uploadLzhBetFileCall,
  type BetUploadForm,
} from '../../../contract/files.ts';

/** Lists the user reads right after changing them are asked afresh, never from the response cache. */
const FRESH = { 'x-no-cache': '1' };

/**
 * POST {4d|tt}/files/upload (a text or Backup ARA file, with its Kind), files/upload/dbf or
 * files/upload/lzh (refused by the server with what to upload instead) as multipart/form-data,
 * reporting the fraction sent; booleans travel as 'true' / 'false'.
 */
export function uploadBetFile(api: ApiClient, form: BetUploadForm, onProgress: (fraction: number) => void) {
  const body = new FormData();
  body.set('file', form.file, form.file.name);
  if (form.UserId.trim()) body.set('UserId', form.UserId.trim());
  body.set('ARACode', form.ARACode.trim());
  body.set('StrictNumber', String(form.StrictNumber));
  body.set('AcceptDecimals', String(form.AcceptDecimals));
  if (form.Remarks.trim()) body.set('Remarks', form.Remarks.trim());
  const format = form.Format ?? 'ttt';
  if (format === 'dbf') return api.call(uploadDbfBetFileCall, { body, onProgress });
  if (format === 'lzh') return api.call(uploadLzhBetFileCall, { body, onProgress });
  body.set('Kind', format);
  return api.call(uploadBetFileCall, { body, onProgress });
}

/** GET {4d|tt}/files: the files the user may see. */
export const loadBetFiles = (api: ApiClient) => api.call(betFiles, { headers: FRESH });

/** DELETE {4d|tt}/files/{FileId}. */
export const deleteBetFile = (api: ApiClient, fileId: number) => api.call(deleteBetFileCall, { params: { FileId: fileId } });

/** POST {4d|tt}/files/processUpload/{FileId}: starts the file's job (or answers its existing one). */
export const processUpload = (api: ApiClient, fileId: number, options: { StrictNumber?: boolean; AcceptDecimals?: boolean } = {}) =>
  api.call(processUploadCall, { params: { FileId: fileId }, body: { ...options } });

/** GET {4d|tt}/files/processUpload/{FileId}/status. */
export const processUploadStatus = (api: ApiClient, fileId: number) =>
  api.call(processUploadStatusCall, { params: { FileId: fileId }, headers: FRESH });
