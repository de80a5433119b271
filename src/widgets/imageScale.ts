/** A width and a height in CSS (or canvas) pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The image-scaling helper (spec 02 §2.13): the size at which an image of `natural` size fits
 * inside `box` whole, its proportions kept, and never drawn larger than it is (a small icon stays
 * sharp). An image without a size (not loaded, or an SVG without one) takes the box.
 */
export function scaleToFit(natural: ImageSize, box: ImageSize): ImageSize {
  if (!(natural.width > 0 && natural.height > 0)) return { ...box };
  const scale = Math.min(1, box.width / natural.width, box.height / natural.height);
  return { width: natural.width * scale, height: natural.height * scale };
}

/** Where an image of `size` sits centred in `box`: its top-left corner. */
export const centredIn = (size: ImageSize, box: ImageSize) => ({ x: (box.width - size.width) / 2, y: (box.height - size.height) / 2 });
