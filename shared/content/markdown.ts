/**
 * Markdown documents: parsing into title, date and sections, and rendering to HTML. Raw HTML in the
 * source is never passed through (html: false), and markdown-it refuses javascript: and similar links.
 * Document convention: "# Title", then "Last updated: YYYY-MM-DD", an optional summary, then "## " sections.
 */
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

export interface ParsedSection {
  id: string;
  heading: string;
  /** Markdown of the section without its heading. */
  body: string;
}

export interface ParsedDocument {
  id: string;
  title: string;
  updatedDate: string;
  summary: string;
  sections: ParsedSection[];
  /** The document exactly as kept in the repository. */
  source: string;
}

const UPDATED = /^Last updated:\s*(\d{4}-\d{2}-\d{2})\s*$/;

export function renderHtml(markdown: string): string {
  return md.render(markdown);
}

/** A URL- and id-friendly form of a heading: "Is my card number stored?" → "is-my-card-number-stored". */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Splits a document at its top-level headings using markdown-it's tokens, so a "## " inside a
 * code block is not taken for a section. Throws when the convention is broken: documents are
 * ours and a unit test parses each of them.
 */
export function parseDocument(id: string, source: string): ParsedDocument {
  const lines = source.split('\n');
  const tokens = md.parse(source, {});
  const slice = (from: number, to: number) => lines.slice(from, to).join('\n').trim();

  const h1 = tokens.findIndex((t) => t.type === 'heading_open' && t.tag === 'h1' && t.level === 0);
  const title = tokens[h1 + 1]?.content.trim();
  if (h1 < 0 || !title) throw new Error(`${id}: a document starts with "# Title"`);

  const afterTitle = tokens.slice(h1 + 3);
  const dateParagraph = afterTitle[0]?.type === 'paragraph_open' ? afterTitle[0] : undefined;
  const updatedDate = UPDATED.exec(afterTitle[1]?.content ?? '')?.[1];
  if (!dateParagraph?.map || !updatedDate) throw new Error(`${id}: "Last updated: YYYY-MM-DD" must follow the title`);

  const headings = tokens.filter((t) => t.type === 'heading_open' && t.tag === 'h2' && t.level === 0 && t.map);
  const starts = headings.map((t) => (t.map as [number, number])[0]);
  const summary = slice(dateParagraph.map[1], starts[0] ?? lines.length);
  const sections = headings.map((t, i) => {
    const heading = tokens[tokens.indexOf(t) + 1]?.content.trim() ?? '';
    const headingEnd = (t.map as [number, number])[1];
    return { id: slug(heading), heading, body: slice(headingEnd, starts[i + 1] ?? lines.length) };
  });
  const ids = new Set(sections.map((s) => s.id));
  if (ids.size !== sections.length || ids.has('')) throw new Error(`${id}: section headings must be distinct and non-empty`);
  return { id, title, updatedDate, summary, sections, source };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A complete, script-free HTML page for a document. */
export function htmlPage(doc: ParsedDocument): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.title)}</title>`,
    '</head>',
    '<body>',
    '<main>',
    renderHtml(doc.source).trim(),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
