import type { AnyEventObject } from 'xstate';
import type { AvailableLocation } from '../../contract/common.ts';

export const ALL_LOCATIONS: AvailableLocation[] = [
  { LocId: 'SG', Loc: 'Singapore' },
  { LocId: 'MG', Loc: 'Malaysia' },
  { LocId: 'TT', Loc: 'TOTO' },
];
/** A user of MG only (member4): the stored SG is not among them. */
export const MG_ONLY: AvailableLocation[] = [{ LocId: 'MG', Loc: 'Malaysia' }];

/**
 * Where the stored location, the frame and the offered list tell states apart (a mobile frame may
 * take the first location; CHOOSE switches only to an offered one, so a ready state with an empty or
 * MG-only list is not the ready state with all three: without `available` the listed paths would
 * switch where the machine cannot).
 */
export const contextKeys = ['shell', 'locId', 'available'];

/** The events the location machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'LOAD', userId: 'admin', shell: 'desktop', locId: 'SG' },
  { type: 'LOAD', userId: 'member4', shell: 'mobile', locId: 'SG' },
  { type: 'xstate.done.actor.loadAvailableLocations', output: ALL_LOCATIONS },
  { type: 'xstate.done.actor.loadAvailableLocations', output: MG_ONLY },
  { type: 'xstate.error.actor.loadAvailableLocations', error: new Error('offline') },
  { type: 'CHOOSE', locId: 'MG' },
  { type: 'CHOOSE', locId: 'TT' },
];
