import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paramOf, type ScreenUrl } from '../../../machines/rules/screenUrl.ts';
import { rangeParams, type ScreenDeclaration } from '../declaration.ts';
import { optionsOf, type OptionSource } from '../optionSource.ts';
import type { ScreenOptions } from '../screenData.ts';
import { viewOf } from '../screenQuery.ts';

/** One filter as the printed caption names it: its label and the value the URL gives it (a descriptor is translated). */
export interface CaptionPart {
  label: MessageDescriptor;
  value: string | MessageDescriptor;
}

/** A dropdown's value as its list labels it (a draw's date, a user's name), else as written. */
const labelled = (source: OptionSource, options: ScreenOptions | undefined, value: string) =>
  optionsOf(source, options)?.find((option) => option.value === value)?.label ?? value;

/**
 * What the printed table is of (spec 02 §2.12: a printout must say which rows it holds): the view
 * when the screen has several, then each filter the URL gives a value, in the declaration's order,
 * and a drilled-into user the screen has no dropdown for.
 */
export function printCaption(screen: ScreenDeclaration, url: ScreenUrl, options: ScreenOptions | undefined): CaptionPart[] {
  const parts: CaptionPart[] = [];
  if (screen.views.length > 1) parts.push({ label: msg`View`, value: viewOf(screen, url).label });
  let userNamed = false;
  for (const filter of screen.filters) {
    if (filter.kind === 'draw') {
      const drawId = paramOf(url, 'DrawId');
      if (drawId !== null) parts.push({ label: msg`Draw Date`, value: labelled(filter.options, options, drawId) });
    } else if (filter.kind === 'user') {
      const userId = paramOf(url, 'UserId');
      userNamed = true;
      if (userId !== null) parts.push({ label: msg`User`, value: labelled(filter.options, options, userId) });
    } else if (filter.kind === 'dateRange') {
      const names = rangeParams(filter);
      const [from, to] = [paramOf(url, names.from), paramOf(url, names.to)];
      const onDates = filter.on === 'date';
      if (from !== null) parts.push({ label: onDates ? msg`Date From` : msg`Draw From`, value: from });
      if (to !== null) parts.push({ label: onDates ? msg`Date To` : msg`Draw To`, value: to });
    } else if (filter.kind === 'choice') {
      const value = paramOf(url, filter.param);
      const choice = filter.choices.find((c) => c.value === value);
      if (choice) parts.push({ label: filter.label, value: choice.label });
    } else {
      const text = paramOf(url, filter.param);
      if (text !== null) parts.push({ label: filter.label, value: text });
    }
  }
  const drilled = paramOf(url, 'UserId');
  if (!userNamed && drilled !== null) parts.push({ label: msg`User`, value: drilled });
  return parts;
}
