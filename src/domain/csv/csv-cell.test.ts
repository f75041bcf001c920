import { describe, expect, it } from 'vitest';
import { csvCell, csvRows } from './csv-cell';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
  ])('writes %j as %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe('csvRows', () => {
  it('ends every row with CRLF', () => {
    expect(
      csvRows([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });
});
