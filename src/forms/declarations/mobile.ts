import { msg } from '@lingui/core/macro';
import { mobile as mobileCall, priorityInTakes, updateBetEntryAlert, updateDownlineMobile, updateMobile, updatePriorityInTakes } from '../../../contract/mobile.ts';
import { memberTreeSource } from '../../screens/optionSources.ts';
import type { FormDeclaration } from '../formDeclaration.ts';

/**
 * Mobile (spec 02 §2.2 /admin/mobile, §7.2): the forms of the page, one below the other (they share
 * its path; src/forms/pages.ts). The number registered for SMS betting (spec 02 §2.9: digits without
 * '+', Singapore's beginning with 65), the bet-entry alert and the intake priority; with Downline=1
 * (the admins' and agents' Downline Mobile link) a downline's number instead.
 */
const OWN = { Downline: null } as const;

export const mobile: FormDeclaration = {
  id: 'mobile',
  title: msg`Mobile`,
  menuItem: 'mobile',
  shownWhen: OWN,
  fields: [{ name: 'Mobile', kind: 'phone', label: msg`Mobile Number` }],
  load: { endpoint: mobileCall, params: [] },
  save: { endpoint: updateMobile, params: [] },
  savedMessage: msg`Mobile number saved.`,
};

export const mobileBetEntryAlert: FormDeclaration = {
  id: 'mobileBetEntryAlert',
  title: msg`Bet Entry Alert`,
  menuItem: 'mobile',
  shownWhen: OWN,
  fields: [{ name: 'BetEntryAlert', kind: 'flag', label: msg`Send an SMS to my number for each bet entered` }],
  load: { endpoint: mobileCall, params: [] },
  save: { endpoint: updateBetEntryAlert, params: [] },
  savedMessage: msg`Bet entry alert saved.`,
};

export const mobilePriorityInTakes: FormDeclaration = {
  id: 'mobilePriorityInTakes',
  title: msg`Priority In Takes`,
  menuItem: 'mobile',
  shownWhen: OWN,
  fields: [{ name: 'PriorityInTakes', kind: 'text', maxLength: 2000, label: msg`Direct downlines taken in first, in order (user ids separated by commas)` }],
  load: { endpoint: priorityInTakes, params: [] },
  save: { endpoint: updatePriorityInTakes, params: [] },
  savedMessage: msg`Priority in takes saved.`,
};

export const mobileDownline: FormDeclaration = {
  id: 'mobileDownline',
  title: msg`Downline Mobile`,
  menuItem: 'downlineMobile',
  shownWhen: { Downline: '1' },
  fields: [
    { name: 'UserId', kind: 'dropdown', label: msg`User Id`, source: memberTreeSource, required: msg`User Id is required.`, namesRecord: true },
    { name: 'Mobile', kind: 'phone', label: msg`Mobile Number` },
  ],
  // The chosen user's current number (GET mobile?UserId=), so one edits it rather than types it blind.
  load: { endpoint: mobileCall, params: ['UserId'] },
  save: { endpoint: updateDownlineMobile, params: [] },
  savedMessage: msg`Mobile number saved.`,
};
