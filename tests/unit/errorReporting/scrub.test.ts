import { describe, expect, it } from 'vitest';
import { FILTERED, scrubReport, typedSecrets } from '../../../src/errorReporting/scrub.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtZW1iZXIxIn0.c2lnbmF0dXJl';

describe('scrubReport: no secret leaves in a report', () => {
  it('removes JWTs, bearer headers and secret query pairs from every text', () => {
    const report = {
      exception: { values: [{ value: `failed with ${JWT}` }] },
      request: { url: 'https://x/a?password=Demo%401234&LocId=SG&refresh_token=abc123', headers: { Referer: 'Bearer abc.def' } },
    };
    const scrubbed = JSON.stringify(scrubReport(report, []));
    expect(scrubbed).not.toContain(JWT);
    expect(scrubbed).not.toContain('Demo%401234');
    expect(scrubbed).not.toContain('abc123');
    expect(scrubbed).not.toContain('abc.def');
    expect(scrubbed).toContain('LocId=SG');
    expect(scrubbed).toContain(FILTERED);
  });

  it('removes the secrets the page holds wherever they appear, and masks secret-named fields', () => {
    const report = { message: 'user typed Demo@1234 then E2E42', extra: { refreshToken: 'r-123456', password: 'x1234' } };
    const scrubbed = scrubReport(report, ['Demo@1234', 'E2E42']);
    expect(scrubbed.message).toBe(`user typed ${FILTERED} then ${FILTERED}`);
    expect(JSON.stringify(scrubbed.extra)).not.toMatch(/r-123456|x1234/);
  });

  it('leaves the original report as it was', () => {
    const report = { message: JWT };
    scrubReport(report, []);
    expect(report.message).toBe(JWT);
  });

  it('finds the typed passwords and the captcha answer on the page', () => {
    document.body.innerHTML = '<input type="password" value="Demo@1234"><input name="Token" value="AB12C"><input name="UserId" value="admin"><input type="password" value="">';
    expect(typedSecrets()).toEqual(['Demo@1234', 'AB12C']);
    document.body.innerHTML = '';
  });
});
