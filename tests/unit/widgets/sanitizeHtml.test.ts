import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/widgets/sanitizeHtml.ts';

function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return template.content;
}

const everyAttribute = (fragment: DocumentFragment) =>
  Array.from(fragment.querySelectorAll('*')).flatMap((element) => Array.from(element.attributes));

describe('sanitizeHtml', () => {
  it('keeps ordinary announcement markup', () => {
    const html = '<p><b>Draw</b> on <i>Sat</i><br><a href="https://example.com/r">results</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<span style="color: red">Closed</span>')).toBe('<span style="color: red">Closed</span>');
  });

  it('removes scripts', () => {
    expect(sanitizeHtml('Hi<script>alert(1)</script>!')).toBe('Hi!');
    expect(parse('<div><script src="https://evil.example/x.js"></script></div>').querySelector('script')).toBeNull();
  });

  it('removes event handlers', () => {
    const fragment = parse('<img src=x onerror=alert(1)><p onclick="steal()">a</p><svg onload=alert(1)></svg>');
    expect(everyAttribute(fragment).filter((attribute) => attribute.name.startsWith('on'))).toEqual([]);
    expect(fragment.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(fragment.querySelector('svg')).toBeNull();
  });

  it('removes javascript: URLs however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', '&#106;avascript:alert(1)']) {
      const link = parse(`<a href="${href}">x</a>`).querySelector('a');
      expect(link?.getAttribute('href') ?? null, href).toBeNull();
    }
    expect(parse('<iframe src="javascript:alert(1)"></iframe>').querySelector('iframe')).toBeNull();
  });

  it('removes elements that could restyle the page or post a form', () => {
    expect(sanitizeHtml('<style>body{display:none}</style>ok')).toBe('ok');
    expect(parse('<form action="https://evil.example"><input name="p"><button>go</button></form>').childElementCount).toBe(0);
  });

  it('stops links opening a new tab from reaching back to the app', () => {
    const link = parse('<a href="https://example.com" target="_blank">x</a>').querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('marks an image without alt text as decoration, and keeps the alt text an author gave', () => {
    expect(parse('<img src="draw.png">').querySelector('img')?.getAttribute('alt')).toBe('');
    expect(parse('<img src="draw.png" alt="Saturday draw">').querySelector('img')?.getAttribute('alt')).toBe('Saturday draw');
  });

  it('gives empty text for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
