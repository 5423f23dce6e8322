import { describe, expect, it } from 'vitest';
import { normalizeStreetLine, toTitleCase } from './street-line';

describe('normalizeStreetLine', () => {
  it.each([
    ['123 main street', '123 Main St'],
    ['123  MAIN   STREET', '123 Main St'],
    ['  4400 lindell boulevard ', '4400 Lindell Blvd'],
    ['123 Main St.', '123 Main St'],
    ['500 north main street south', '500 N Main St S'],
    ['1600 pennsylvania avenue northwest', '1600 Pennsylvania Ave NW'],
    ['123 West 34th street', '123 W 34th St'],
    ['350 5TH AVENUE', '350 5th Ave'],
    ['742 Evergreen Terrace', '742 Evergreen Ter'],
    ['1 Infinite Loop', '1 Infinite Loop'],
  ])('abbreviates suffixes and directionals: %s', (input, expected) => {
    expect(normalizeStreetLine(input)).toBe(expected);
  });

  it.each([
    ['123 North Street', '123 North St'],
    ['123 E St', '123 E St'],
    ['100 Route 9', '100 Route 9'],
    ['123 avenue of the americas', '123 Avenue of the Americas'],
    ['12 McDonald Ave', '12 McDonald Ave'],
    ["123 o'fallon st", "123 O'Fallon St"],
    ["9 saint mary's road", "9 Saint Mary's Rd"],
    ['n1234 county road k', 'N1234 County Road K'],
  ])('keeps street names whole: %s', (input, expected) => {
    expect(normalizeStreetLine(input)).toBe(expected);
  });

  it('normalises a unit written on the street line', () => {
    expect(normalizeStreetLine('123 main street apartment 4b')).toBe('123 Main St Apt 4B');
    expect(normalizeStreetLine('123 Main St #4')).toBe('123 Main St #4');
    expect(normalizeStreetLine('12 Suite Ave')).toBe('12 Suite Ave');
  });

  it('writes post-office boxes one way', () => {
    expect(normalizeStreetLine('p.o. box 55')).toBe('PO Box 55');
    expect(normalizeStreetLine('Post Office Box 12a')).toBe('PO Box 12A');
  });

  it('has nothing to deliver to without a number', () => {
    expect(normalizeStreetLine('Main Street')).toBeNull();
    expect(normalizeStreetLine('   ')).toBeNull();
  });
});

describe('toTitleCase', () => {
  it('capitalises words, hyphenated parts and O-prefixed names', () => {
    expect(toTitleCase('SAINT LOUIS')).toBe('Saint Louis');
    expect(toTitleCase('winston-salem')).toBe('Winston-Salem');
    expect(toTitleCase("o'neil")).toBe("O'Neil");
  });
});
