import { expect, it } from 'vitest';
import { buildCsv, csvCell, csvFileName, CSV_BOM, type CsvColumn } from '../../../../src/admin/leads/csv.ts';

it.each([
  ['plain text', 'Ana Lima', 'Ana Lima'],
  ['empty string', '', ''],
  ['null', null, ''],
  ['undefined', undefined, ''],
  ['a number', 42, '42'],
  ['a comma', 'Lima, Ana', '"Lima, Ana"'],
  ['a double quote', 'say "hi"', '"say ""hi"""'],
  ['a line feed', 'one\ntwo', '"one\ntwo"'],
  ['a CRLF', 'one\r\ntwo', '"one\r\ntwo"'],
  ['accents and emoji', 'Café 🎉', 'Café 🎉'],
  ['a leading =', '=cmd|/c calc', "'=cmd|/c calc"],
  ['a leading +', '+1 555 0100', "'+1 555 0100"],
  ['a leading -', '-2+3', "'-2+3"],
  ['a leading @', '@SUM(A1)', "'@SUM(A1)"],
  ['a leading tab', '\t=1', "'\t=1"],
  ['a leading CR', '\r=1', '"\'\r=1"'],
  ['= not at the start', 'a=b', 'a=b'],
  ['= after leading spaces', '  =1+2', "'  =1+2"],
  ['a full-width =', '\uff1dHYPERLINK(1)', "'\uff1dHYPERLINK(1)"],
  ['a full-width + after a no-break space', '\u00a0\uff0b1', "'\u00a0\uff0b1"],
  ['a formula with a comma', '=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
])('csvCell: %s', (_case, value, expected) => {
  expect(csvCell(value)).toBe(expected);
});

it('buildCsv: writes the BOM (UTF-8 bytes EF BB BF) and the header, then the rows in order, CRLF after each record', () => {
  const columns: CsvColumn<{ name: string; note: string | null }>[] = [
    { header: 'Name', value: (row) => row.name },
    { header: 'Note', value: (row) => row.note },
  ];
  expect(buildCsv(columns, [])).toBe(`${CSV_BOM}Name,Note\r\n`);
  expect([...new TextEncoder().encode(CSV_BOM)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = [
    { name: 'Ana', note: null },
    { name: '=cmd', note: 'a, b' },
  ];
  expect(buildCsv(columns, rows)).toBe(`${CSV_BOM}Name,Note\r\nAna,\r\n'=cmd,"a, b"\r\n`);
});

it.each([
  ['contact-messages', null, 'contact-messages-2026-11-21.csv'],
  ['access-requests', 'pending', 'access-requests-pending-2026-11-21.csv'],
])('csvFileName: %s with filter %s', (base, filter, expected) => {
  expect(csvFileName(base, filter, new Date('2026-11-21T23:30:00Z'))).toBe(expected);
});
