/**
 * The app's own address, for the files it ships next to its scripts (word lists, tables of
 * openings): the page's base, or in the worker the folder of the app (the build puts scripts in
 * assets/; the dev server serves the worker from src/worker/).
 */
export function appBase(): string {
  if (typeof document !== 'undefined') return document.baseURI;
  const href = self.location.href;
  const src = href.indexOf('/src/');
  return src >= 0 ? href.slice(0, src + 1) : new URL('../', href).href;
}
