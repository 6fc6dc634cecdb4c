/** Entry point: start the worker (boot.ts, first: before the app's modules are evaluated), then mount the app once it has started. */
import { solver } from './boot.js';
import { render } from 'preact';
import { App } from './app.js';
import './styles.css';

// The first render waits for the worker to start (SolverClient.started): rendered first, a linked
// position's suggestions would wait for the render, then for the worker.
const root = document.getElementById('app');
if (root !== null) void solver.started.then(() => render(<App solver={solver} />, root));
