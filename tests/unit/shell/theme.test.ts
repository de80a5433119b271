import { describe, expect, it } from 'vitest';
import { shellTheme } from '../../../src/shell/theme.ts';

const SG = { LocId: 'SG', VipLeftCss: 'sg-left', VipTopBGImage: '/assets/themes/sg-top.jpg', ColorTbl01: '#F4F8FB', ColorTbl02: '#E6EEF5' };

describe('shellTheme: the location theme on the shell and tables (spec 02 §2.4, §2.13)', () => {
  it('maps VipLeftCss to the left menu class, VipTopBGImage to the header and ColorTbl01/02 to the table variables', () => {
    expect(shellTheme(SG)).toEqual({
      leftMenuClass: 'sg-left',
      headerStyle: { backgroundImage: 'url("/assets/themes/sg-top.jpg")', backgroundSize: 'cover' },
      tableVariables: { '--table-colour-1': '#F4F8FB', '--table-colour-2': '#E6EEF5' },
    });
  });

  it('leaves the defaults when the location sets nothing', () => {
    const empty = { LocId: 'TT', VipLeftCss: null, VipTopBGImage: null, ColorTbl01: null, ColorTbl02: null };
    expect(shellTheme(empty)).toEqual({ leftMenuClass: null, headerStyle: {}, tableVariables: {} });
    expect(shellTheme(null)).toEqual({ leftMenuClass: null, headerStyle: {}, tableVariables: {} });
  });

  it('refuses values that are not what they claim (they come from the server)', () => {
    const hostile = {
      LocId: 'SG',
      VipLeftCss: 'a" onclick="x',
      VipTopBGImage: '/x.png"); background: url(https://evil.example/',
      ColorTbl01: 'red; position: fixed',
      ColorTbl02: 'rgb(1, 2, 3)',
    };
    expect(shellTheme(hostile)).toEqual({ leftMenuClass: null, headerStyle: {}, tableVariables: { '--table-colour-2': 'rgb(1, 2, 3)' } });
    expect(shellTheme({ ...SG, VipTopBGImage: 'https://evil.example/top.jpg' }).headerStyle).toEqual({});
    expect(shellTheme({ ...SG, VipTopBGImage: '/assets/../../etc/passwd' }).headerStyle).toEqual({});
  });
});
