/**
 * The bet notation parser (design/BET-NOTATION.md). Pure: no I/O, no clock, no exceptions for any
 * input string. createBetParser compiles a decisions table once; the default parser uses the product's.
 */
import { BET_NOTATION_DECISIONS, type BetNotationDecisions } from './decisions.ts';
import { parseSingleLine } from './lineParser.ts';
import { LineScan } from './lineScan.ts';
import { parseMessageText } from './messageParser.ts';
import { compileNotation } from './notation.ts';
import type { MessagePart, ParseContext, ParsedLine, ParsedMessage } from './types.ts';

export interface BetParser {
  /** One bet line on its own (line number 1): entries, tickets and cost, or column and message. */
  parseBetLine(line: string, context: ParseContext): ParsedLine;
  /**
   * A message or an upload: every line, the header day, totals and the SMS limit facts. With `part`,
   * the text is a part of a longer one (see MessagePart); the totals and SMS facts are the part's.
   */
  parseBetMessage(text: string, context: ParseContext, part?: MessagePart): ParsedMessage;
}

/** Throws only for a malformed decisions table (a configuration mistake), never while parsing. */
export function createBetParser(decisions: BetNotationDecisions = BET_NOTATION_DECISIONS): BetParser {
  const notation = compileNotation(decisions);
  // One scan state reused for every line: parsing is synchronous, so calls never interleave.
  const scan = new LineScan(notation);
  return {
    parseBetLine: (line, context) => parseSingleLine(notation, scan, line, context),
    parseBetMessage: (text, context, part) => parseMessageText(notation, scan, text, context, part),
  };
}

const productParser = createBetParser();

export const parseBetLine = productParser.parseBetLine;
export const parseBetMessage = productParser.parseBetMessage;
