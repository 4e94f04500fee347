/** Markdown documents and the rendered API page (openapi/docs.html) are bundled as text (esbuild's text loader; a Vite plugin and a Node hook locally). */
declare module '*.md' {
  const text: string;
  export default text;
}

declare module '*.html' {
  const text: string;
  export default text;
}
