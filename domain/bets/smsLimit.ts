/** Spec 02 §2.9 and §9: at most 10 sets of numbers or 150 characters per SMS bet message. */
import type { SmsLimitFacts } from './types.ts';

export const SMS_MAX_SETS = 10;
export const SMS_MAX_CHARACTERS = 150;

export function smsLimitFacts(sets: number, characters: number): SmsLimitFacts {
  const setsExceeded = sets > SMS_MAX_SETS;
  const charactersExceeded = characters > SMS_MAX_CHARACTERS;
  return {
    sets,
    characters,
    maxSets: SMS_MAX_SETS,
    maxCharacters: SMS_MAX_CHARACTERS,
    setsExceeded,
    charactersExceeded,
    exceeded: setsExceeded || charactersExceeded,
  };
}
