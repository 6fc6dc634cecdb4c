/** The worker's one entry point: every request kind of the protocol, dispatched. */
import { STRATEGIES } from 'wordlekit';
import type { Progress } from 'wordlekit';
import type { Request, Results } from '../protocol.js';
import { Assistant } from './assistant.js';
import { treeStatus } from './reports.js';
import { Resources } from './resources.js';
import type { Variants } from './variants.js';

/** Answers every request kind; one instance lives in the worker. */
export class Solver {
  readonly resources = new Resources();
  private readonly assistant = new Assistant(this.resources);
  private variantsLoaded: Promise<Variants> | undefined;

  /** The variants' handlers, loaded the first time the Variants screen asks (their code is not the assistant's). */
  private variants(): Promise<Variants> {
    this.variantsLoaded ??= import('./variants.js').then((m) => new m.Variants(this.resources));
    return this.variantsLoaded;
  }

  /** Dispatch one request; `progress` hears how long scans are going. */
  async handle(req: Request, progress?: Progress): Promise<Results[Request['kind']]> {
    switch (req.kind) {
      case 'info':
        return {
          // (not those that take no prior, rollout and endgame: the Variants screen plays them on several boards)
          strategies: STRATEGIES.filter((s) => s.equalWeightsOnly !== true).map((s) => ({
            name: s.name,
            summary: s.summary,
          })),
          priors: ['uniform', 'frequency'],
          trees: this.resources.hasTrees(),
        };
      case 'suggest':
        return this.assistant.suggest(req.options, req.history, req.top, req.tree, progress);
      case 'explain':
        return this.assistant.explain(req.options, req.history, req.guess);
      case 'analyze':
        return this.assistant.analyze(req.options, req.history, req.exact !== false, progress);
      case 'tree':
        return treeStatus(this.resources, req.options, req.history);
      case 'others':
        return this.assistant.others(req.options, req.history);
      case 'fits':
        return this.assistant.fits(req.list, req.answer, req.pattern);
      case 'boards-hint':
        return (await this.variants()).hint(req.length, req.boards, req.turns, req.top);
      case 'boards-review':
        return (await this.variants()).review(req.length, req.answers, req.guesses);
      case 'absurdle-solve':
        return (await this.variants()).absurdle(req.length);
      case 'opener':
        // (loaded the first time the Openers screen asks: its code is not the assistant's)
        return (await import('./opener.js')).rateOpenerHere(this.resources, req, progress);
      case 'release':
        this.resources.release(req.keep);
        if (req.keep !== 'assistant') this.assistant.release();
        return null;
    }
  }
}
