import { useLingui } from '@lingui/react/macro';
import type { Announcement } from '../../../contract/common.ts';
import { announcementText } from '../../shell/announcementText.ts';

/** Scroll speed 2 (spec 02 §9), as a marquee's scrollamount: 2 px every 85 ms. */
export const MARQUEE_SPEED = 2;
const MARQUEE_STEP_MS = 85;
/** A rough width of one character, to give long texts the same speed as short ones. */
const CHAR_WIDTH_PX = 7;
const TRACK_WIDTH_PX = 1000;

/** Seconds one pass takes at speed 2 for a text of `length` characters. */
export function marqueeSeconds(length: number): number {
  const distance = TRACK_WIDTH_PX + length * CHAR_WIDTH_PX;
  return Math.round((distance / MARQUEE_SPEED) * MARQUEE_STEP_MS) / 1000;
}

/** The header's scrolling announcements (spec 02 §2.3): sanitised, shown as text. */
export function Marquee({ announcements }: { announcements: readonly Announcement[] }) {
  const { t } = useLingui();
  const text = announcements.map((announcement) => announcementText(announcement.Content)).filter(Boolean).join('   •   ');
  if (!text) return null;
  return (
    <div className="marquee" role="marquee" aria-label={t`Announcements`}>
      <span className="marquee__text" style={{ animationDuration: `${marqueeSeconds(text.length)}s` }}>
        {text}
      </span>
    </div>
  );
}
