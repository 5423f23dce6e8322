import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addCardToList, makeCardDefaultInList, removeCardFromList } from './card-list-rules';

describe('cards transitions', () => {
  const cards = [
    { id: 'a', default: true },
    { id: 'b', default: false },
    { id: 'c', default: false },
  ];

  it('adding puts the card first as the default and clears the others', () => {
    expect(addCardToList(cards, { id: 'n', default: false })).toEqual([
      { id: 'n', default: true },
      { id: 'a', default: false },
      { id: 'b', default: false },
      { id: 'c', default: false },
    ]);
  });

  it('adding without "set as default" keeps the default, unless there is none', () => {
    expect(addCardToList(cards, { id: 'n', default: true }, false)).toEqual([
      { id: 'n', default: false },
      ...cards,
    ]);
    expect(addCardToList([], { id: 'n', default: false }, false)).toEqual([
      { id: 'n', default: true },
    ]);
  });

  it('removing the default makes the first remaining card the default', () => {
    expect(removeCardFromList(cards, 'a')).toEqual([
      { id: 'b', default: true },
      { id: 'c', default: false },
    ]);
    expect(removeCardFromList(cards, 'b')).toEqual([
      { id: 'a', default: true },
      { id: 'c', default: false },
    ]);
    expect(removeCardFromList([{ id: 'a', default: true }], 'a')).toEqual([]);
  });

  it('making a card default clears the flag on the others', () => {
    expect(makeCardDefaultInList(cards, 'c')).toEqual([
      { id: 'a', default: false },
      { id: 'b', default: false },
      { id: 'c', default: true },
    ]);
    expect(makeCardDefaultInList(cards, 'missing')).toEqual(cards);
  });

  it('always leaves exactly one default in a non-empty list', () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), isDefault: fc.boolean() }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat(10) }),
      fc.record({ kind: fc.constant('default' as const), index: fc.nat(10) }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        let list: Array<{ id: string; default: boolean }> = [];
        operations.forEach((step, index) => {
          if (step.kind === 'add') {
            list = addCardToList(list, { id: `card${index}`, default: false }, step.isDefault);
          } else {
            const id = list[step.index % Math.max(list.length, 1)]?.id ?? 'none';
            list =
              step.kind === 'remove'
                ? removeCardFromList(list, id)
                : makeCardDefaultInList(list, id);
          }
          const defaults = list.filter((card) => card.default).length;
          expect(defaults).toBe(list.length === 0 ? 0 : 1);
        });
      }),
    );
  });
});
