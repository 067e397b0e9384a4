import { parseCsv } from './parse-csv.js';

describe('parseCsv', () => {
  it('reads commas, quotes, escaped quotes and line breaks inside quotes', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
    ]);
  });
  it('takes semicolons when the header uses them, drops a BOM and blank lines', () => {
    expect(parseCsv('\uFEFFa;b\n\n1;2,5\n')).toEqual([
      ['a', 'b'],
      ['1', '2,5'],
    ]);
  });
  it('keeps empty fields and a last line without a line break', () => {
    expect(parseCsv('a,b,c\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });
});
