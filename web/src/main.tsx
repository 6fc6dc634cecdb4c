/** Entry point: start the worker (boot.ts, first: before the app's modules are evaluated), then mount the app. */
import { solver } from './boot.js';
import { render } from 'preact';
import { App } from './app.js';
import './styles.css';

const root = document.getElementById('app');
if (root !== null) render(<App solver={solver} />, root);
