/** Where the corpus lives and what it must hash to. Shared by the fetch script and the loader. */
import { resolve } from 'node:path';

/** sha256 of the uncompressed prompts.csv (../shared/corpus/prompts.csv.sha256). */
export const CORPUS_SHA256 = '7fd82aa483f4c5fe3935ad1712b0b51d1165fd26fef62d7d3a33555398291dea';
export const CORPUS_URL = 'https://raw.githubusercontent.com/f/awesome-chatgpt-prompts/8a5c09ccb1dfcaf6ee70d3d72e1e8c67b0ced49c/prompts.csv';
export { CORPUS_COUNT } from '../vocabulary/corpus';

/** data/prompts.csv under the project root, or $CORPUS_PATH. */
export function corpusCsvPath(): string {
  return process.env.CORPUS_PATH ? resolve(process.env.CORPUS_PATH) : resolve(process.cwd(), 'data', 'prompts.csv');
}

/** The prebuilt snapshot beside a CSV (./snapshot.ts writes and reads it; ./preload.ts reads it early). */
export const snapshotPath = (csvPath: string) => `${csvPath}.snapshot.v8`;
