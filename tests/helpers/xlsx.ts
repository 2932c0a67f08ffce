import yazl from 'yazl';

/**
 * A small XLSX file written the way spreadsheet programs write one (a ZIP of XML parts:
 * the workbook, its relationships, the shared strings and one sheet), for import tests.
 * A cell given as `{ formula }` is written with its formula; a number stays a number cell.
 */
export type XlsxCell = string | number | boolean | { formula: string; value?: string };

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
const column = (i: number): string =>
  (i < 26 ? '' : column(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

export function xlsxFile(rows: XlsxCell[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const strings: string[] = [];
  const indexOf = (s: string) => {
    const at = strings.indexOf(s);
    return at >= 0 ? at : strings.push(s) - 1;
  };
  const sheetRows = rows.map((cells, r) => {
    const xml = cells.map((cell, c) => {
      const ref = `${column(c)}${r + 1}`;
      if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
      if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
      if (typeof cell === 'object')
        return `<c r="${ref}" t="str"><f>${esc(cell.formula)}</f><v>${esc(cell.value ?? '')}</v></c>`;
      return `<c r="${ref}" t="s"><v>${indexOf(cell)}</v></c>`;
    });
    return `<row r="${r + 1}">${xml.join('')}</row>`;
  });
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const parts: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="${esc(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
  };
  parts['xl/sharedStrings.xml'] =
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}" count="${strings.length}" uniqueCount="${strings.length}">` +
    strings.map((s) => `<si><t xml:space="preserve">${esc(s)}</t></si>`).join('') +
    '</sst>';
  return zipOf(parts);
}

/** A ZIP of these files (name: content), in memory. */
export function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [path, bytes] of Object.entries(files)) zip.addBuffer(Buffer.from(bytes), path);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
