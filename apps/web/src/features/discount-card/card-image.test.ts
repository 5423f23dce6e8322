import { CARD_IMAGE_SIZE, composeCardText, drawCard, type CardCanvasContext } from './card-image';
import { createCard } from './testing/card-fixtures';

function createRecordingContext() {
  const calls: string[] = [];
  const context: CardCanvasContext = {
    fillStyle: '',
    font: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    beginPath: () => calls.push('beginPath'),
    roundRect: (x, y, width, height) => calls.push(`roundRect ${x} ${y} ${width} ${height}`),
    fill: () => calls.push('fill'),
    fillText: (text, x, y) => calls.push(`text ${text} @${x},${y} ${context.textAlign}`),
  };
  return { context, calls };
}

describe('the card image', () => {
  it('writes the company, name, member ID, BIN, PCN, group and help lines', () => {
    const texts = composeCardText(createCard()).map((piece) => piece.text);
    expect(texts).toEqual([
      'Fillwell Discount Card',
      'Not insurance',
      'Pat Lee',
      'Member ID',
      'FW12 3456 7890 128',
      'BIN',
      '610999',
      'PCN',
      'FWPCN',
      'Group',
      'FWGRP1',
      'Member help: (855) 345-5935',
      'Pharmacist help: (855) 345-5936',
    ]);
  });

  it('keeps every piece of text inside the card', () => {
    for (const piece of composeCardText(createCard({ firstName: null, lastName: null }))) {
      expect(piece.x).toBeGreaterThan(0);
      expect(piece.x).toBeLessThan(CARD_IMAGE_SIZE.width);
      expect(piece.y).toBeGreaterThan(0);
      expect(piece.y).toBeLessThan(CARD_IMAGE_SIZE.height);
    }
  });

  it('draws the card face first, then the text', () => {
    const { context, calls } = createRecordingContext();
    drawCard(context, createCard());
    expect(calls.slice(0, 3)).toEqual(['beginPath', 'roundRect 0 0 1012 638', 'fill']);
    expect(calls).toContain('text FW12 3456 7890 128 @56,302 left');
    expect(calls).toContain('text Not insurance @956,96 right');
  });
});
