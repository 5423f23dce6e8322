import type { FillwellCard } from './fillwell-card-slice';
import { formatCardholderName, listCardNumbers, listHelpNumbers } from './card-rules';

/** A wallet card's proportions (3.375 × 2.125 in) at about 300 dots per inch. */
export const CARD_IMAGE_SIZE = { width: 1012, height: 638 } as const;
export const CARD_IMAGE_FILE_NAME = 'fillwell-discount-card.png';

const COLORS = { background: '#0b5563', text: '#ffffff', soft: '#d3f1ef', accent: '#f4b740' };
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const MARGIN = 56;

/** One piece of text on the card image, where and how it is drawn. */
export interface CardText {
  text: string;
  x: number;
  y: number;
  font: string;
  color: string;
  align: 'left' | 'right';
}

function text(
  value: string,
  x: number,
  y: number,
  size: number,
  options: { weight?: number; color?: string; align?: 'left' | 'right' } = {},
): CardText {
  return {
    text: value,
    x,
    y,
    font: `${options.weight ?? 400} ${size}px ${FONT}`,
    color: options.color ?? COLORS.text,
    align: options.align ?? 'left',
  };
}

/** Everything written on the card image, top to bottom. */
export function composeCardText(card: FillwellCard): CardText[] {
  const right = CARD_IMAGE_SIZE.width - MARGIN;
  const [memberId, ...plan] = listCardNumbers(card);
  const name = formatCardholderName(card);
  const texts = [
    text(card.company, MARGIN, 96, 44, { weight: 800 }),
    text('Not insurance', right, 96, 26, { color: COLORS.accent, align: 'right', weight: 700 }),
  ];
  if (name) texts.push(text(name, MARGIN, 176, 34, { weight: 600 }));
  if (memberId) {
    texts.push(text(memberId.label, MARGIN, 250, 24, { color: COLORS.soft }));
    texts.push(text(memberId.value, MARGIN, 302, 48, { weight: 700 }));
  }
  plan.forEach((line, index) => {
    const x = MARGIN + index * 300;
    texts.push(text(line.label, x, 380, 24, { color: COLORS.soft }));
    texts.push(text(line.value, x, 424, 36, { weight: 700 }));
  });
  listHelpNumbers(card).forEach((line, index) => {
    texts.push(text(`${line.label}: ${line.value}`, MARGIN, 520 + index * 44, 26));
  });
  return texts;
}

/** The parts of a 2D canvas context the card is drawn with. */
export interface CardCanvasContext {
  fillStyle: string | CanvasGradient | CanvasPattern;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  beginPath(): void;
  roundRect(x: number, y: number, width: number, height: number, radius: number): void;
  fill(): void;
  fillText(text: string, x: number, y: number): void;
}

export function drawCard(context: CardCanvasContext, card: FillwellCard): void {
  context.fillStyle = COLORS.background;
  context.beginPath();
  context.roundRect(0, 0, CARD_IMAGE_SIZE.width, CARD_IMAGE_SIZE.height, 40);
  context.fill();
  context.textBaseline = 'alphabetic';
  for (const piece of composeCardText(card)) {
    context.font = piece.font;
    context.fillStyle = piece.color;
    context.textAlign = piece.align;
    context.fillText(piece.text, piece.x, piece.y);
  }
}

/** Draws the card on a canvas and has the browser save it as a PNG image. */
export async function saveCardImage(card: FillwellCard): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_IMAGE_SIZE.width;
  canvas.height = CARD_IMAGE_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the card image.');
  drawCard(context, card);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('This browser cannot save the card image.');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = CARD_IMAGE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; free it once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
