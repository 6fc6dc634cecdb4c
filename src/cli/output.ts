/** Where commands write: injectable so tests can capture output without spawning a process. */
export interface Output {
  line(text?: string): void;
  json(value: unknown): void;
  error(text: string): void;
}

/** Output to the process's stdout and stderr. */
export const processOutput: Output = {
  line: (text = '') => process.stdout.write(`${text}\n`),
  json: (value) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`),
  error: (text) => process.stderr.write(`${text}\n`),
};
