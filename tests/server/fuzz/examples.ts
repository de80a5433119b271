/**
 * One valid request per call of the contract, the base every malformed value is put into: each
 * case changes one field (or the whole body) of a request that is otherwise right, so the server's
 * checks behind the first field are reached too. The requests themselves are never sent (some would
 * write); only their malformed variants are.
 */
export interface Example {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON values for a JSON body; text for a form or multipart body (the upload adds its file). */
  body?: Record<string, unknown>;
}

/** What the examples need from the seeded database. */
export interface ExampleContext {
  /** An open draw of SG. */
  drawId: number;
  /** An uploaded file of the seed or made for the test. */
  fileId: number;
}

const page = (SortBy: string) => ({ PageIndex: '1', PageSize: '100', SortBy, SortDir: 'desc', Format: 'json' });
const tickets = page('CreatedDate');
/** A valid 4D result (the audit test's examples save it too). */
export const fourDResult = {
  Game: '4D',
  First: '1234',
  Second: '2345',
  Third: '3456',
  Starters: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
  Consolations: ['0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018', '0019', '0020'],
};
const totoResult = { Game: 'TOTO', Numbers: ['1', '2', '3', '4', '5', '6'], Additional: '7' };
const newUser = {
  LocId: 'SG', UserId: 'fuzzuser', UserName: 'Fuzz', Password: 'Fuzz@12345', ConfirmPassword: 'Fuzz@12345', ParentId: 'agent1', Locations: ['SG'], CreditCents: 0,
};
const adminFlags = { EnableCreateAgent: false, EnableCreateDownline: true, EnablePlaceBet: true, EnableUpload: false, disablePlaceBetAndFixedBet: false };
const adminRates = { ShareBp: 0, DShareBp: 0, CommissionBp: 0, TaxBp: 0, TtCommissionBp: 0 };
const payRateFigure = { Kind: 'N', Variant: '', Prize: 'first', Stake: 'big', PerUnit: 2000 };

/** A call's examples: most have one; a call whose body has variants has one per variant. */
export function examples({ drawId, fileId }: ExampleContext): Record<string, Example | Example[]> {
  const draw = String(drawId);
  const file = { FileId: String(fileId) };
  return {
    'GET announcement': { query: { LocId: 'SG', PopUp: 'Y' } },
    'GET appDownloads': {},
    'GET relcalCredit': {},
    'POST relcalCredit': { body: { LocId: 'SG' } },
    'DELETE bet/': { body: { LocId: 'SG', TicketId: 1 } },
    'DELETE bet/page': { body: { LocId: 'SG', TicketIds: [1, 2] } },
    'GET outsettingProcess1': { query: { LocId: 'SG' } },
    'POST outsettingProcess1': { body: { LocId: 'SG' } },
    'GET outsettingProcess2': { query: { LocId: 'TT' } },
    'POST outsettingProcess2': { body: { LocId: 'TT' } },
    'GET audits': { query: { LocId: 'SG', UserId: 'agent1', Action: 'bet', DateFrom: '2026-01-01', DateTo: '2026-12-31', ...page('At') } },
    'GET errorReports': {},
    'GET announcements': { query: { LocId: 'SG' } },
    'GET bet/page2': { query: { LocId: 'SG', UserId: 'member1', DrawId: draw, FileId: String(fileId), ...tickets } },
    'GET bet/page2ByDate': { query: { LocId: 'SG', UserId: 'member1', DrawFrom: '2026-01-01', DrawTo: '2026-12-31', ...tickets } },
    'GET bet/search': { query: { LocId: 'SG', UserId: 'member1', DrawId: draw, txtSearch: '12', ...tickets } },
    'GET bet/searchT': { query: { LocId: 'TT', UserId: 'ttagent', DrawId: draw, txtSearch: '12', ...tickets } },
    'GET bet/summary/drawDate': { query: { LocId: 'SG' } },
    'GET bet/summary/userIds': { query: { LocId: 'SG', DrawId: draw } },
    'GET betSummaryByType': { query: { LocId: 'SG', DrawId: draw, UserId: 'agent1', ...page('UserId') } },
    'GET betSummaryByTypeSum': { query: { LocId: 'SG', DrawId: draw, UserId: 'agent1', ...page('BetType') } },
    'GET betSummaryUserIdByShare': { query: { LocId: 'SG', DrawId: draw, UserId: 'agent1', ...page('UserId') } },
    // The app sends Date.now(), but `t` is any short text: not a number field.
    'GET captcha': { query: { t: 'k3x9' } },
    'GET checkMemberAccess/:id': { params: { id: 'member1' }, query: { LocId: 'SG' } },
    'GET dMemberAllRole': { query: { LocId: 'SG' } },
    'GET draw/dateAll': { query: { LocId: 'SG' } },
    'GET draw/week': { query: { LocId: 'SG', Date: '2026-11-25' } },
    'GET draw/weekJob': { query: { LocId: 'SG' } },
    'GET draw/byId/:DrawId': { params: { DrawId: draw }, query: { LocId: 'SG' } },
    'GET draw/activeLatest': { query: { LocId: 'SG' } },
    'GET draw/resultDate': { query: { LocId: 'SG' } },
    'GET draw2': { query: { LocId: 'SG', DrawFrom: '2026-01-01', DrawTo: '2026-12-31' } },
    'POST draw': { body: { LocId: 'MG', DrawDate: '2031-01-07', Special: true, DrawTime: '19:00', CutOffTime: '18:30' } },
    'PUT draw': { body: { LocId: 'SG', DrawId: drawId, DrawTime: '18:30', CutOffTime: '18:00' } },
    'GET draw/result': { query: { LocId: 'SG', DrawId: draw } },
    'POST draw/result': [
      { body: { LocId: 'SG', DrawId: drawId, Result: fourDResult } },
      { body: { LocId: 'TT', DrawId: drawId, Result: totoResult } },
    ],
    'PUT draw/result': [
      { body: { LocId: 'SG', DrawId: drawId, Result: fourDResult } },
      { body: { LocId: 'TT', DrawId: drawId, Result: totoResult } },
    ],
    'POST insertProcess': { body: { LocId: 'SG', DrawId: drawId } },
    'GET r5/:DrawId/status': { params: { DrawId: draw }, query: { LocId: 'SG' } },
    'POST reset6/:DrawId': { params: { DrawId: draw }, body: { LocId: 'SG' } },
    'POST reset7/:DrawId': { params: { DrawId: draw }, body: { LocId: 'SG' } },
    'GET draw/resultReport': { query: { LocId: 'SG', DrawFrom: '2026-01-01', DrawTo: '2026-12-31', ...page('DrawDate') } },
    'GET payRates': { query: { LocId: 'SG', UserId: 'member1', Default: '0' } },
    'GET payRatesN': { query: { LocId: 'SG', UserId: 'member1', Default: '0' } },
    'GET payRatesI': { query: { LocId: 'SG', UserId: 'member1', Default: '0' } },
    'GET payRatesK': { query: { LocId: 'SG', UserId: 'member1', Default: '0' } },
    'POST payRate': { body: { LocId: 'SG', UserId: 'member1', ...payRateFigure } },
    'PUT payRate': { body: { LocId: 'SG', PayRateId: 1, PerUnit: 2000 } },
    'DELETE payRate/:PayRateId': { params: { PayRateId: '1' } },
    'PUT payRateDefault': { body: { LocId: 'SG', ...payRateFigure } },
    'GET paymentUserIds': { query: { LocId: 'SG' } },
    'GET selectStatementSum': { query: { LocId: 'SG', UserId: 'agent1', DrawFrom: '2026-01-01', DrawTo: '2026-12-31', ...page('UserId') } },
    'GET selectStatementSumFull': { query: { LocId: 'SG', UserId: 'agent1', DrawFrom: '2026-01-01', DrawTo: '2026-12-31', ...page('UserId') } },
    'GET selectStatementType': { query: { LocId: 'SG' } },
    'GET statementByUserId': { query: { LocId: 'SG', UserId: 'member1', Kind: 'payment', DrawFrom: '2026-01-01', DrawTo: '2026-12-31', ...page('EntryId') } },
    'GET statementByMonth': { query: { LocId: 'SG', UserId: 'member1', DrawFrom: '2026-01-01', DrawTo: '2026-12-31', ...page('Month') } },
    'POST insertStatement2': { body: { LocId: 'SG', UserId: 'member1', AmountCents: 1250, Direction: 'received', Remark: 'fuzz' } },
    'POST insertStatements': { body: { LocId: 'SG', Payments: [{ UserId: 'member1', AmountCents: 1250, Direction: 'paid', Remark: 'fuzz' }] } },
    'POST updateStatementSum': { body: { LocId: 'SG', UserId: 'member1', Remark: 'fuzz' } },
    'DELETE deleteStatement2/:EntryId': { params: { EntryId: '1' } },
    'GET files': { query: { LocId: 'SG' } },
    'GET files/processUpload/:FileId/status': { params: file },
    'GET loc': { query: { LocId: 'SG' } },
    'GET locIdAvailable': { query: { UserId: 'admin', IsTop: '1' } },
    'GET mLoadDirectDownLine': { query: { LocId: 'SG', UserId: 'agent1' } },
    'GET mMemberProfile': { query: { UserId: 'member1' } },
    'GET profile': { query: { LocId: 'SG' } },
    'GET profile/refresh': {},
    'GET settings': {},
    'GET smsSetting': { query: { LocId: 'SG' } },
    'DELETE files/:FileId': { params: file },
    'POST bet/': { body: { LocId: 'SG', DrawId: drawId, UserId: 'member1', Message: '1234 1 1' } },
    'POST files/processUpload/:FileId': { params: file, body: { LocId: 'SG', StrictNumber: true, AcceptDecimals: false } },
    'POST files/upload': { body: { UserId: 'member1', ARACode: 'A1', StrictNumber: 'true', AcceptDecimals: 'false', Remarks: 'fuzz', LocId: 'SG' } },
    'POST logout': {},
    'POST oauth/token': [
      { body: { grant_type: 'password', username: 'admin', password: 'Demo@1234', Token: 'abcde', Lang: 'en' } },
      { body: { grant_type: 'refresh_token', refresh_token: 'a'.repeat(43) } },
    ],
    'POST terms/accept': { body: { LocId: 'SG' } },
    'PUT maintenance': { body: { t: '', LocId: 'SG' } },
    'PUT password': { body: { OldPassword: 'Demo@1234', Password1: 'Fuzz@12345', Password2: 'Fuzz@12345', LocId: 'SG' } },
    'PUT update-password': { body: { UserId: 'newuser', OldPassword: 'Demo@1234', Password1: 'Fuzz@12345', Password2: 'Fuzz@12345', Token: 'abcde', LocId: 'SG' } },
    'GET permissions': { query: { LocId: 'SG', UserId: 'member1', PageIndex: '1', PageSize: '100', SortBy: 'Attribute', SortDir: 'asc', Format: 'json' } },
    'GET permissionGranted': { query: { LocId: 'SG', UserId: 'member1', Attribute: 'TICKET' } },
    'GET permissions/grantable': { query: { LocId: 'SG' } },
    'POST permissions': { body: { LocId: 'SG', UserId: 'member1', Attribute: 'Report' } },
    'DELETE permissions/:PermissionId': { params: { PermissionId: 'member1:TICKET' } },
    'PUT super-password': { body: { OldPassword: 'Demo@1234', Password1: 'Fuzz@12345', Password2: 'Fuzz@12345', LocId: 'SG' } },
    'GET mobile': { query: { LocId: 'SG', UserId: 'member1' } },
    'PUT mobile': { body: { LocId: 'SG', Mobile: '6591234567' } },
    'PUT mobile2': { body: { LocId: 'SG', UserId: 'member1', Mobile: '6591234568' } },
    'PUT betEntryAlert': { body: { LocId: 'SG', BetEntryAlert: true } },
    'GET priorityInTakes': { query: { LocId: 'SG' } },
    'PUT priorityInTakes': { body: { LocId: 'SG', PriorityInTakes: 'agent1,agent2' } },
    // Administration (issue 20): money in cents, rates in basis points (contract/userAdmin.ts).
    'GET agents/directDownLine': { query: { LocId: 'SG', UserId: 'agent2', txtSearch: 'mem', ...page('UserId') } },
    'GET agents/search': { query: { LocId: 'SG', UserId: 'agent2', txtSearch: 'mem', ...page('UserId') } },
    'GET agents/profile': { query: { LocId: 'SG', UserId: 'agent2' } },
    'POST agents/': { query: { Simple: 'false' }, body: { ...newUser, BirthDate: '1990-01-31', ...adminFlags, ...adminRates } },
    'PUT agents/': { body: { LocId: 'SG', UserId: 'agent2', UserName: 'Fuzz', BirthDate: '1990-01-31', Locations: ['SG'], Status: 'active', ...adminFlags, ...adminRates } },
    'DELETE agents/:ParentId/:UserId': { params: { ParentId: 'agent2', UserId: 'agent3' } },
    'PUT agents/position': { body: { LocId: 'SG', UserId: 'agent3', Rank: 2, ShareBp: 0 } },
    'PUT agents/credit': { body: { LocId: 'SG', UserId: 'member1', CreditCents: 100_000 } },
    'GET players/directDownLine': { query: { LocId: 'SG', UserId: 'agent1', txtSearch: 'mem', ...page('UserId') } },
    'GET players/profile': { query: { LocId: 'SG', UserId: 'member1' } },
    'POST players/': { body: { ...newUser, BirthDate: '1990-01-31', ...adminFlags, ...adminRates } },
    'PUT players/update': { body: { LocId: 'SG', UserId: 'member1', UserName: 'Fuzz', BirthDate: '1990-01-31', Locations: ['SG'], Status: 'active', ...adminFlags, ...adminRates } },
    'DELETE players/:ParentId/:UserId': { params: { ParentId: 'agent1', UserId: 'member2' } },
    'GET profileFull': { query: { LocId: 'SG', UserId: 'member1' } },
    'GET profileEditFull': { query: { LocId: 'SG', UserId: 'member1' } },
    'GET profileNewFull': { query: { LocId: 'SG', UserId: 'agent1' } },
    'GET profileTEditFull': { query: { LocId: 'TT', UserId: 'ttagent' } },
    'GET profileTNewFull': { query: { LocId: 'TT', UserId: 'ttagent' } },
    'GET memberTree': { query: { LocId: 'SG' } },
    'GET dMemberByRole': { query: { LocId: 'SG', Role: 'AG' } },
    'GET dMemberByShare': { query: { LocId: 'SG' } },
    'GET dMemberProfile': { query: { LocId: 'SG', UserId: 'member1' } },
    'GET tMemberAllRole': { query: { LocId: 'TT' } },
    'GET selectAllowEditShare': { query: { LocId: 'SG' } },
    'GET dShareTypeSelect': { query: { LocId: 'SG' } },
    'GET dLoc': { query: { LocId: 'SG' } },
    'GET getCurrencyCode': { query: { LocId: 'MG' } },
  };
}
