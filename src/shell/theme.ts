import type { CSSProperties } from 'react';
import type { Profile } from '../../contract/profile.ts';

/** The current location's theme fields (profile Loc, spec 02 §3). */
export type LocationTheme = Profile['Loc'];

export interface ShellTheme {
  /** VipLeftCss: an extra class of the left menu (only a plain class name is taken). */
  leftMenuClass: string | null;
  /** VipTopBGImage as the header's background (only a same-site path is taken). */
  headerStyle: CSSProperties;
  /** ColorTbl01 and ColorTbl02 as the CSS variables tables read (--table-colour-1, --table-colour-2). */
  tableVariables: Record<string, string>;
}

const CLASS_NAME = /^[A-Za-z][\w-]*$/;
// A path on this site, with nothing that could end the CSS url() it goes into.
const SITE_PATH = /^\/[\w\-./]+$/;
const COLOUR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|rgba?\([\d\s.,%]+\))$/;

/**
 * How the location's theme dresses the shell and its tables (spec 02 §2.4, §2.13). The values come
 * from the server, so each is checked to be what it claims before it reaches a class or a style.
 */
export function shellTheme(loc: LocationTheme | null | undefined): ShellTheme {
  const leftMenuClass = loc?.VipLeftCss && CLASS_NAME.test(loc.VipLeftCss) ? loc.VipLeftCss : null;
  const image = loc?.VipTopBGImage && SITE_PATH.test(loc.VipTopBGImage) && !loc.VipTopBGImage.includes('..') ? loc.VipTopBGImage : null;
  const tableVariables: Record<string, string> = {};
  if (loc?.ColorTbl01 && COLOUR.test(loc.ColorTbl01)) tableVariables['--table-colour-1'] = loc.ColorTbl01;
  if (loc?.ColorTbl02 && COLOUR.test(loc.ColorTbl02)) tableVariables['--table-colour-2'] = loc.ColorTbl02;
  return {
    leftMenuClass,
    headerStyle: image ? { backgroundImage: `url("${image}")`, backgroundSize: 'cover' } : {},
    tableVariables,
  };
}
