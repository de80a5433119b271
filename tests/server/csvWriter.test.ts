/** The CSV writer of data-screen exports (server/http/csv.ts): columns from the row schema, money from integer cents, RFC 4180. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { centsToDecimal, csvColumnsOf, csvField, csvHeader, csvRecord, pageRowSchemaOf } from '../../server/http/csv.ts';
import { ticketPage } from '../../contract/bets.ts';
import { memberListAllRoles } from '../../contract/members.ts';
import { pageSchema } from '../../contract/paging.ts';

describe('CSV writer', () => {
  it('writes money as exact decimals from integer cents', () => {
    expect([0, 5, 10, 99, 100, 1005, 123456, -5, -100, -123456, 9_007_199_254_740_991].map(centsToDecimal)).toEqual([
      '0.00', '0.05', '0.10', '0.99', '1.00', '10.05', '1234.56', '-0.05', '-1.00', '-1234.56', '90071992547409.91',
    ]);
    expect(() => centsToDecimal(1.5)).toThrow();
  });

  it('quotes a field only when RFC 4180 requires it, doubling quotes', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere', ''].map(csvField)).toEqual([
      'plain', '"a,b"', '"say ""hi"""', '"two\nlines"', '"cr\rhere"', '',
    ]);
  });

  it('neutralises a cell a spreadsheet would run as a formula (OWASP: a leading quote), keeping numbers', () => {
    expect(['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x","y")', '-', '=', 'a=1', ' =1'].map(csvField)).toEqual([
      `"'=1+1"`, `"'+cmd"`, `"'-2+3"`, `"'@SUM(A1)"`, `"'\tx"`, `"'\rx"`, `"'=HYPERLINK(""http://x"",""y"")"`, `"'-"`, `"'="`, 'a=1', ' =1',
    ]);
    // Numbers and negative amounts stay numbers.
    expect(['-12.50', '-5', '+3', '0.05', '12', '-0.05'].map(csvField)).toEqual(['-12.50', '-5', '+3', '0.05', '12', '-0.05']);
    const columns = csvColumnsOf(v.object({ UserName: v.string(), WinLossCents: v.number(), Draws: v.array(v.string()) }));
    expect(csvRecord(columns, { UserName: '@cmd', WinLossCents: -1250, Draws: ['=x', 'Sat'] })).toBe(`"'@cmd",-12.50,"'=x Sat"\r\n`);
  });

  it('takes the columns of a page row schema in order, money headers without Cents', () => {
    const row = v.object({ UserId: v.string(), Draws: v.array(v.string()), CostCents: v.number(), Cents: v.number(), Note: v.nullable(v.string()) });
    const columns = csvColumnsOf(pageRowSchemaOf(pageSchema(row, v.object({})))!);
    expect(csvHeader(columns)).toBe('UserId,Draws,Cost,Cents,Note\r\n');
    expect(csvRecord(columns, { UserId: 'a,1', Draws: ['Sat', 'Sun'], CostCents: 1005, Cents: 7, Note: null, Extra: 'x' })).toBe('"a,1",Sat Sun,10.05,7,\r\n');
    expect(pageRowSchemaOf(ticketPage.answer)).not.toBeNull();
    expect(pageRowSchemaOf(memberListAllRoles.answer)).toBeNull();
  });
});
