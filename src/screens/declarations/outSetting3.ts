import { msg } from '@lingui/core/macro';
import { deleteDistributor, distributorsTotal, type DistributorRow } from '../../../contract/distributors.ts';
import { paramOf } from '../../../machines/rules/screenUrl.ts';
import { DISTRIBUTOR_OUTSET_PATH } from '../../jobScreens/declarations/distributorOutset.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { writeCall } from '../rowActions.ts';

/** The pages of Out Setting 3's outlets (forms in src/forms/declarations/distributor*.ts, setting6.ts). */
export const OUT_SETTING3_PATHS = {
  create: '/outset/outSetting3/distributor/new',
  edit: '/outset/outSetting3/distributor/edit',
  partners: '/outset/outSetting3/distributor/partners',
  rule: '/outset/outSetting3/distributor/rule',
  setting6: '/outset/outSetting3/setting6',
} as const;

const RULE_LABELS = {
  nobody: msg`Nobody`,
  partners: msg`Partners`,
  partnersAndDownline: msg`Partners and their downline`,
} as const;

/**
 * Out Setting 3 (spec 02 §2.2 /outset/outSetting3 "with side outlets for setting6, distributor and
 * drawSetting"; §7.8): the distributor outlet is this list, the distributors of the caller's tree at
 * the location (the User dropdown: one owner's), with Create above it and per row Edit, Partners, Rule,
 * Run the rule (the outset job's page) and Delete (asked first; refused while a user's Out goes to
 * it). The setting6 outlet (where one user's Out goes: upline or a distributor) and the drawSetting
 * outlet (the Draw Setting screen) are the links above the table.
 */
export const outSetting3: ScreenDeclaration = {
  id: 'outSetting3',
  title: msg`Out Setting 3`,
  menuItem: 'outSetting3',
  filters: [{ kind: 'user', options: memberTreeSource }],
  actions: [
    { id: 'createDistributor', label: msg`Create Distributor`, to: (url) => ({ page: OUT_SETTING3_PATHS.create, changes: { OwnerId: paramOf(url, 'UserId') } }) },
    { id: 'setting6', label: msg`Setting6`, to: (url) => ({ page: OUT_SETTING3_PATHS.setting6, changes: { UserId: paramOf(url, 'UserId') } }) },
    { id: 'drawSetting', label: msg`Draw Setting`, to: () => ({ screen: 'drawSetting', changes: {} }) },
  ],
  views: [
    defineView<DistributorRow>({
      vw: 'BETOUT',
      label: msg`Distributors`,
      endpoints: { '4d': distributorsTotal, tt: distributorsTotal },
      columns: [
        { id: 'Name', header: msg`Distributor`, kind: 'text', value: (row) => row.Name },
        { id: 'OwnerId', header: msg`Owner`, kind: 'text', value: (row) => row.OwnerId },
        { id: 'Partners', header: msg`Partners`, kind: 'number', value: (row) => row.Partners },
        { id: 'Applies', header: msg`Rule`, kind: 'text', value: (row) => RULE_LABELS[row.Applies] },
        { id: 'UsersSent', header: msg`Users sent`, kind: 'number', value: (row) => row.UsersSent },
        { id: 'Remarks', header: msg`Remarks`, kind: 'text', value: (row) => row.Remarks },
      ],
      rowKey: (row) => String(row.DistributorId),
      defaultSort: { by: 'Name', direction: 'asc' },
      totals: ['UsersSent'],
      example: { DistributorId: 1, Name: 'North Co', OwnerId: 'agent2', LocId: 'SG', Remarks: '', Partners: 2, Applies: 'partners', UsersSent: 1 },
      actions: [
        { kind: 'link', id: 'edit', label: msg`Edit`, to: (row) => ({ page: OUT_SETTING3_PATHS.edit, changes: { DistributorId: String(row.DistributorId) } }) },
        { kind: 'link', id: 'partners', label: msg`Partners`, to: (row) => ({ page: OUT_SETTING3_PATHS.partners, changes: { DistributorId: String(row.DistributorId) } }) },
        { kind: 'link', id: 'rule', label: msg`Rule`, to: (row) => ({ page: OUT_SETTING3_PATHS.rule, changes: { DistributorId: String(row.DistributorId) } }) },
        { kind: 'link', id: 'outset', label: msg`Run the rule`, to: (row) => ({ page: DISTRIBUTOR_OUTSET_PATH, changes: { DistributorId: String(row.DistributorId) } }) },
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: (row) => msg`Delete the distributor ${row.Name}?`,
          call: (row) => writeCall(deleteDistributor, { params: { DistributorId: String(row.DistributorId) } }),
        },
      ],
    }),
  ],
};
