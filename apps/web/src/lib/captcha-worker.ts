// Web Worker: solves one proof-of-work challenge off the main thread.
import { solvePow } from './pow.ts';

const scope = self as unknown as { onmessage: ((e: MessageEvent<{ salt: string; difficulty: number }>) => void) | null; postMessage(v: unknown): void };
scope.onmessage = (e) => scope.postMessage(solvePow(e.data.salt, e.data.difficulty));
