/**
 * Executions kept on disk (one JSON file each under <dataDir>/stepfunctions/executions), so the
 * local platform keeps what Step Functions keeps across a restart: the status and history of every
 * execution, and for one still running its input and its task tokens (answered or not). The runner
 * runs a running execution again from its input on start; its steps are idempotent, and its waits
 * find their tokens here, with their original deadlines.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HistoryEvent } from './history.js';
import type { SavedToken } from './task-tokens.js';

export interface StoredExecution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  input: string;
  status: string;
  startDate: string;
  stopDate?: string;
  output?: string;
  error?: string;
  cause?: string;
  history: HistoryEvent[];
  tokens: SavedToken[];
}

export class ExecutionStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'stepfunctions', 'executions');
    mkdirSync(this.dir, { recursive: true });
  }

  /** Written whole, through a temporary file and a rename, so a crash never leaves half a file. */
  save(execution: StoredExecution): void {
    const file = join(this.dir, `${createHash('sha256').update(execution.executionArn).digest('hex').slice(0, 32)}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(execution));
    renameSync(`${file}.tmp`, file);
  }

  loadAll(): StoredExecution[] {
    return readdirSync(this.dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(this.dir, name), 'utf8')) as StoredExecution);
  }
}
