import { describe, expect, it } from 'vitest';
import { announcementText } from '../../../src/shell/announcementText.ts';
import { marqueeSeconds, MARQUEE_SPEED } from '../../../src/views/shell/Marquee.tsx';

describe('the marquee text (spec 02 §2.3)', () => {
  it('keeps only the text of sanitised HTML', () => {
    expect(announcementText('<p><strong>Welcome!</strong>  Draws\n on Wed.</p>')).toBe('Welcome! Draws on Wed.');
  });

  it('drops scripts and handlers instead of running or showing them', () => {
    const text = announcementText('<p>Results at 7 pm.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>');
    expect(text).toBe('Results at 7 pm.');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('scrolls at speed 2: a longer text takes proportionally longer', () => {
    expect(MARQUEE_SPEED).toBe(2);
    // 2 px every 85 ms over the track (1000 px) and the text.
    expect(marqueeSeconds(0)).toBe(42.5);
    expect(marqueeSeconds(100)).toBeCloseTo(((1000 + 700) / 2) * 0.085, 3);
  });
});
