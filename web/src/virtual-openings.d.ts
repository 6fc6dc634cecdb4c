// The module the Vite plugin in web/vite.config.ts generates at build time (web/scripts/openings.ts).
declare module 'virtual:openings' {
  import type { PositionReport } from './protocol.js';
  const openings: Record<string, PositionReport>;
  export default openings;
}
