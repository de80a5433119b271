/**
 * Sub Share and the Share Claim screens on the layer (issue 21; spec 02 §2.2 /control/subShare, §7.14): the list at its menu
 * entry's path with New and a confirmed Delete of the row's sub share, and the New Sub Share form at
 * its own path, sending the share in basis points and refusing what the server would refuse as one types.
 */
import { describe, expect, it } from 'vitest';
import {
  createShareClaim,
  createShareClaimBack,
  createSubShare,
  deleteShareClaim,
  deleteSubShare,
  generateShareClaims,
  importShareClaimBack,
  reportDownLine,
  subShares,
  updateShareClaim,
} from '../../../contract/shareTransfers.ts';
import { shareClaimBack } from '../../../src/forms/declarations/shareClaimBack.ts';
import { shareClaimSetting } from '../../../src/forms/declarations/shareClaimSetting.ts';
import { shareClaimShare } from '../../../src/forms/declarations/shareClaimShare.ts';
import { shareClaimScreen } from '../../../src/screens/declarations/shareClaim.ts';
import { shareClaimCompany } from '../../../src/screens/declarations/shareClaimCompany.ts';
import { parseScreenUrl } from '../../../machines/rules/screenUrl.ts';
import { subShareForm } from '../../../src/forms/declarations/subShare.ts';
import { kindProblem, wireValue } from '../../../src/forms/fieldKinds.ts';
import { subShareScreen, SUB_SHARE_FORM_PATH } from '../../../src/screens/declarations/subShare.ts';
import type { RowAction } from '../../../src/screens/rowActions.ts';
import { TRANSFER_EXAMPLE } from '../../../src/screens/shareTransferColumns.ts';
import { screenPaths, viewOf } from '../../../src/screens/screenQuery.ts';
import type { ShareTransferRow } from '../../../contract/shareTransfers.ts';

const field = (name: string) => subShareForm.fields.find((f) => f.name === name)!;

describe('the Sub Share screen', () => {
  it('lists subShare at /control/subShare, and Delete asks first, then calls DELETE subShare/{Id} for the row', () => {
    expect(screenPaths(subShareScreen)).toEqual(['/control/subShare']);
    const view = viewOf(subShareScreen, parseScreenUrl('/control/subShare?LocId=SG'));
    expect(view.endpoints['4d']).toBe(subShares);
    const actions = view.actions as readonly RowAction<ShareTransferRow>[];
    const remove = actions.find((a) => a.id === 'delete');
    if (remove?.kind !== 'write') throw new Error('no Delete');
    expect(remove.confirm?.(TRANSFER_EXAMPLE)).toBeDefined();
    expect(remove.call(TRANSFER_EXAMPLE)).toEqual({ endpoint: deleteSubShare, input: { params: { Id: TRANSFER_EXAMPLE.Id } } });
    expect(subShareScreen.actions?.[0]?.to(parseScreenUrl('/control/subShare?LocId=SG'))).toEqual({ page: SUB_SHARE_FORM_PATH, changes: {} });
  });
});

describe('the New Sub Share form', () => {
  it('saves with POST subShare at its own path, guarded by the Sub Share entry', () => {
    expect(subShareForm.path).toBe('/control/subShare/new');
    expect(subShareForm.menuItem).toBe('subShare');
    expect(subShareForm.save.endpoint).toBe(createSubShare);
    expect(subShareForm.fields.map((f) => f.name)).toEqual(['UserId', 'PartnerId', 'ShareBp', 'DrawFrom', 'DrawTo', 'Remark']);
  });

  it('sends the share in basis points and refuses 0% and a Draw To before Draw From', () => {
    const share = field('ShareBp');
    expect(wireValue(share, '0.25')).toBe(2500);
    expect(share.rule?.('0', {})).not.toBeNull();
    expect(share.rule?.('0.01', {})).toBeNull();
    expect(kindProblem(share, '1.5')).not.toBeNull();
    const to = field('DrawTo');
    expect(to.rule?.('2026-01-01', { DrawFrom: '2026-02-01' })).not.toBeNull();
    expect(to.rule?.('2026-02-01', { DrawFrom: '2026-02-01' })).toBeNull();
  });
});

describe('the Share Claim screens', () => {
  it("a claim's row generates, returns whole and deletes that claim, and links to its Change Share and Claim Back forms", () => {
    const url = parseScreenUrl('/control/shareClaim?LocId=SG');
    const actions = viewOf(shareClaimScreen, url).actions as readonly RowAction<ShareTransferRow>[];
    const write = (id: string) => {
      const action = actions.find((a) => a.id === id);
      if (action?.kind !== 'write') throw new Error(`no ${id}`);
      return action.call(TRANSFER_EXAMPLE);
    };
    expect(write('generate')).toEqual({ endpoint: generateShareClaims, input: { body: { LocId: 'SG', Id: TRANSFER_EXAMPLE.Id } } });
    expect(write('returnWhole')).toEqual({ endpoint: importShareClaimBack, input: { body: { LocId: 'SG', ClaimId: TRANSFER_EXAMPLE.Id } } });
    expect(write('delete')).toEqual({ endpoint: deleteShareClaim, input: { params: { Id: TRANSFER_EXAMPLE.Id } } });
    const link = (id: string) => {
      const action = actions.find((a) => a.id === id);
      if (action?.kind !== 'link') throw new Error(`no ${id}`);
      return action.to(TRANSFER_EXAMPLE);
    };
    expect(link('share')).toEqual({ page: shareClaimShare.path, changes: { Id: String(TRANSFER_EXAMPLE.Id) } });
    expect(link('back')).toEqual({ page: shareClaimBack.path, changes: { ClaimId: String(TRANSFER_EXAMPLE.Id) } });
    // The forms send the claim named in their URL.
    expect(shareClaimShare.save).toEqual({ endpoint: updateShareClaim, params: ['Id'] });
    expect(shareClaimBack.save).toEqual({ endpoint: createShareClaimBack, params: ['ClaimId'] });
    expect(shareClaimSetting.save.endpoint).toBe(createShareClaim);
    expect(screenPaths(shareClaimCompany)).toEqual(['/control/shareClaimCompany']);
    expect(viewOf(shareClaimCompany, parseScreenUrl('/control/shareClaimCompany?LocId=SG')).endpoints['4d']).toBe(reportDownLine);
  });
});
