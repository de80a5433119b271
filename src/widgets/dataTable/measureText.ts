import type { MeasureText } from './columnWidths.ts';

/** Average advance of a character in em when no canvas can measure (jsdom): wide enough for figures and ids. */
const FALLBACK_EM_PER_CHAR = 0.62;

/**
 * A text measurer in the font of `element` (the grid), through one shared canvas; the header and
 * totals are measured bold, as dataTable.css shows them. Without a canvas (jsdom) the width is
 * estimated from the character count. Elements in the same font get the same measurer, so a table
 * whose grid has the page's font keeps the widths it measured before it was laid out (and is not
 * rendered again for it).
 */
export function textMeasurer(element: Element | null): MeasureText {
  const style = element ? getComputedStyle(element) : null;
  const fontSize = parseFloat(style?.fontSize ?? '') || 16;
  const family = style?.fontFamily || 'sans-serif';
  const context = canvasContext();
  const regular = `${style?.fontStyle ?? 'normal'} ${style?.fontWeight ?? '400'} ${fontSize}px ${family}`;
  const bold = `${style?.fontStyle ?? 'normal'} 700 ${fontSize}px ${family}`;
  const key = context ? `${regular}|${bold}` : `estimate|${fontSize}`;
  let measurer = measurers.get(key);
  if (!measurer) {
    measurer = context
      ? (text, isBold) => {
          const font = isBold ? bold : regular;
          // Setting the font parses it: only when it changes (the canvas is shared by every measurer).
          if (fontSet !== font) context.font = fontSet = font;
          return context.measureText(text).width;
        }
      : (text) => text.length * fontSize * FALLBACK_EM_PER_CHAR;
    measurers.set(key, measurer);
  }
  return measurer;
}

const measurers = new Map<string, MeasureText>();
/** The font last set on the shared canvas. */
let fontSet = '';

let shared: CanvasRenderingContext2D | null | undefined;
function canvasContext(): CanvasRenderingContext2D | null {
  if (shared !== undefined) return shared;
  try {
    // jsdom has no canvas: getContext is missing or answers null (it logs "not implemented").
    shared = typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent) ? null : (document.createElement('canvas').getContext('2d') ?? null);
  } catch {
    shared = null;
  }
  return shared;
}
