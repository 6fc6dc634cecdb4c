/** Entry point: start the worker (boot.ts, first: before the app's modules are evaluated), then mount the app (once the worker has started, for a linked position). */
import { renderReady, solver } from './boot.js';
import { render } from 'preact';
import { App } from './app.js';
import './styles.css';

// A linked position's first render waits for the worker to start (boot.ts renderReady).
const root = document.getElementById('app');
if (root !== null) void renderReady.then(() => render(<App solver={solver} />, root));
