/** The bet notation parser's public surface. */
export { createBetParser, parseBetLine, parseBetMessage, type BetParser } from './parser.ts';
export { BET_NOTATION_DECISIONS, type BetNotationDecisions } from './decisions.ts';
export { expandEntries, type ValidLineData } from './expandEntries.ts';
export { BET_ERROR_MESSAGES, type BetErrorCode } from './messages.ts';
export { SMS_MAX_CHARACTERS, SMS_MAX_SETS } from './smsLimit.ts';
export {
  DEFAULT_FILE_PROCESSING_OPTIONS,
  fileParser,
  fileProcessingDecisions,
  type FileProcessingOptions,
} from './fileOptions.ts';
export type * from './types.ts';
