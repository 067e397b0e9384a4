import { boundedInflate } from './bounded-inflate.js';

/**
 * Names that make a reader run, open, play or send something by itself. A document scan or a certificate needs none;
 * pdf.js in the staff panel's preview would act on several of them. Ordinary links (`/URI`) and a plain
 * `/OpenAction [page /Fit]` destination (LibreOffice writes one) are left alone: only an action dictionary opened
 * at load time (`/OpenAction << … >>`) or on an event (`/AA`) is refused.
 */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'SubmitForm', 'ImportData', 'GoToE', 'Sound', 'Movie', 'Rendition', 'XFA', 'AA']);
/** What the object streams of one file may inflate to in all: far above any real document, far below a bomb. */
const OBJECT_STREAMS_BUDGET = 32 * 1024 * 1024;
const NAME = /\/([^\s/()<>[\]{}%]*)/g;

/**
 * Whether a PDF (as latin1 text) holds active content, with `#xx` escapes in names decoded (`/J#61vaScript` is
 * `/JavaScript` to a reader) and the objects packed in compressed object streams read too. An object stream the
 * check cannot read (another filter, or more than the budget) counts as active: refusing is the safe answer.
 */
export async function pdfHasActiveContent(text: string): Promise<boolean> {
  let budget = OBJECT_STREAMS_BUDGET;
  const pending = [text];
  for (let part = pending.pop(); part !== undefined; part = pending.pop()) {
    if (namesAreActive(part)) return true;
    for (const stream of objectStreams(part)) {
      if (stream.filters.length === 0) pending.push(stream.data.toString('latin1'));
      else if (stream.filters.length === 1 && FLATE.has(stream.filters[0])) {
        const inflated = await boundedInflate(stream.data, budget, { keep: true });
        if (!inflated) return true;
        budget -= inflated.size;
        pending.push(inflated.data.toString('latin1'));
      } else return true;
    }
  }
  return false;
}

const FLATE = new Set(['FlateDecode', 'Fl']);

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function namesAreActive(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]);
    if (ACTIVE_NAMES.has(name)) return true;
    const after = match.index + match[0].length;
    if (name === 'OpenAction' && /^\s*<</.test(text.slice(after, after + 64))) return true;
  }
  return false;
}

interface PackedStream {
  filters: string[];
  data: Buffer;
}

/** The object streams (`/Type /ObjStm`) of a PDF text: their filters and raw bytes. */
function* objectStreams(text: string): Generator<PackedStream> {
  const STREAM = /stream\r?\n/g;
  for (let match = STREAM.exec(text); match; match = STREAM.exec(text)) {
    if (text.slice(Math.max(0, match.index - 3), match.index) === 'end') continue;
    const dictionaryStart = text.lastIndexOf('obj', match.index);
    const dictionary = decodeName(text.slice(dictionaryStart < 0 ? 0 : dictionaryStart, match.index));
    const end = text.indexOf('endstream', match.index);
    const start = match.index + match[0].length;
    STREAM.lastIndex = end < 0 ? text.length : end + 'endstream'.length;
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) continue;
    const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/()<>[\]{}%]+)/.exec(dictionary);
    const filters = filter ? [...filter[1].matchAll(/\/([^\s/()<>[\]{}%]+)/g)].map((m) => m[1]) : [];
    yield { filters, data: Buffer.from(text.slice(start, end < 0 ? text.length : end).replace(/\r?\n$/, ''), 'latin1') };
  }
}
