import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { formMachine } from '../../machines/form.machine.ts';
import { accountPassword } from '../../src/forms/declarations/accountPassword.ts';
import { walkModel } from '../support/pathRunner.ts';
import { NOTE_URL, noteEvents, noteForm, noteInput, passwordEvents, passwordInput, PAYMENT_URL, paymentEvents, paymentInput, projectContext } from './form.events.ts';
import { RULE_URL, ruleEvents, ruleInput, SETTING6_URL, setting6Events, setting6Input } from './outSetting3Forms.events.ts';
import { distributorRuleForm } from '../../src/forms/declarations/distributor.ts';
import { setting6 } from '../../src/forms/declarations/setting6.ts';
import { GRANT_URL, grantEvents, grantInput, MOBILE_URL, mobileEvents, mobileInput, SUPER_URL, superEvents, superInput } from './adminForms.events.ts';
import { payment } from '../../src/forms/declarations/payment.ts';
import { grantPermission } from '../../src/forms/declarations/grantPermission.ts';
import { mobile } from '../../src/forms/declarations/mobile.ts';
import { superPassword } from '../../src/forms/declarations/superPassword.ts';
import { expectState, inputOf, perform, setup, type FormHarness } from './formWalk.tsx';
import { GATEWAY_URL, gatewayEvents, gatewayInput, SETTING_URL, settingEvents, settingInput } from './smsGatewayForms.events.ts';
import { smsGatewayEdit, smsSettingForm } from '../../src/forms/declarations/smsGateway.ts';

/** The note form's own checks: its load takes the URL's UserId; its dropdown lists its source's rows, labelled by date, valued by id. */
const noteChecks = {
  loading: () => expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy(),
  editing: () => {
    const options = [...(inputOf(noteForm, 'DrawId') as HTMLSelectElement).options].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['', '-- Select --'],
      ['7', '2026-11-22'],
    ]);
  },
};

walkModel<FormHarness>({
  machine: formMachine,
  title: 'a form that loads a record and a dropdown',
  input: noteInput,
  events: noteEvents as never,
  projectContext: projectContext as never,
  setup: setup(noteForm, NOTE_URL, noteChecks),
  perform,
  expectState,
});

walkModel<FormHarness>({
  machine: formMachine,
  title: 'Change Password, nothing to load',
  input: passwordInput,
  events: passwordEvents,
  projectContext: projectContext as never,
  setup: setup(accountPassword, '/admin/changePassword'),
  perform,
  expectState,
});

/** The payment form's own checks: the user the row named is chosen from the users the caller may pay; the directions are the form's own. */
const paymentChecks = {
  editing: () => {
    const user = inputOf(payment, 'UserId') as HTMLSelectElement;
    expect([...user.options].map((option) => option.value)).toEqual(['', 'member1', 'member2']);
    const directions = [...(inputOf(payment, 'Direction') as HTMLSelectElement).options].map((option) => [option.value, option.textContent]);
    expect(directions).toEqual([
      ['', '-- Select --'],
      ['received', 'Received from the user'],
      ['paid', 'Paid to the user'],
    ]);
  },
};

walkModel<FormHarness>({
  machine: formMachine,
  title: 'the payment form, its user from the URL',
  input: paymentInput,
  events: paymentEvents as never,
  projectContext: projectContext as never,
  setup: setup(payment, PAYMENT_URL, paymentChecks),
  perform,
  expectState,
});

walkModel<FormHarness>({
  machine: formMachine,
  title: 'Grant (Permission): two dropdowns, refused on Attribute',
  input: grantInput,
  events: grantEvents as never,
  projectContext: projectContext as never,
  setup: setup(grantPermission, GRANT_URL),
  perform,
  expectState,
});

walkModel<FormHarness>({
  machine: formMachine,
  title: 'Super Password, nothing to load, the old one refused',
  input: superInput,
  events: superEvents as never,
  projectContext: projectContext as never,
  setup: setup(superPassword, SUPER_URL),
  perform,
  expectState,
});

walkModel<FormHarness>({
  machine: formMachine,
  title: 'Mobile: the own number loaded, the phone rule, a number taken',
  input: mobileInput,
  events: mobileEvents as never,
  projectContext: projectContext as never,
  setup: setup(mobile, MOBILE_URL),
  perform,
  expectState,
});

// Out Setting 3 (issue 21): Setting6's two lists and a choice, and a distributor's rule (a choice and a flag).
walkModel<FormHarness>({
  machine: formMachine,
  title: 'Out Setting 3: Setting6',
  input: setting6Input,
  events: setting6Events as never,
  projectContext: projectContext as never,
  setup: setup(setting6, SETTING6_URL),
  perform,
  expectState,
});

walkModel<FormHarness>({
  machine: formMachine,
  title: 'Out Setting 3: a distributor’s rule',
  input: ruleInput,
  events: ruleEvents as never,
  projectContext: projectContext as never,
  setup: setup(distributorRuleForm, RULE_URL),
  perform,
  expectState,
});

// SMS Gateway (issue 23): a gateway (its secrets never loaded) and the location's SMS setting.
walkModel<FormHarness>({
  machine: formMachine,
  title: 'SMS Gateway: a gateway, the URL refused on its field',
  input: gatewayInput,
  events: gatewayEvents as never,
  projectContext: projectContext as never,
  setup: setup(smsGatewayEdit, GATEWAY_URL),
  perform,
  expectState,
});

walkModel<FormHarness>({
  machine: formMachine,
  title: 'SMS Gateway: the SMS setting, the number rule, a time refused',
  input: settingInput,
  events: settingEvents as never,
  projectContext: projectContext as never,
  setup: setup(smsSettingForm, SETTING_URL),
  perform,
  expectState,
});
