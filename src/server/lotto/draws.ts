/**
 * The app's copy of the real lottery draws (`data/lotto/`, see its README.md): both files read
 * once per process and parsed by src/domain/lotto/games.ts (bad rows reported on the console with
 * file, line and reason, never thrown). Reads only the app's own folder.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOTTERY_IDS, parseDrawFile, type DrawProblem, type LotteryId, type LottoDraw } from '../../domain/lotto/games.ts';
import { lotteryOfDraw, scheduledDraw, type ScheduledDraw } from '../../domain/lotto/schedule.ts';

/** The draw file of each lottery. */
const LOTTO_FILES: Readonly<Record<LotteryId, string>> = { powerball: 'powerball.csv', megamillions: 'megamillions.csv' };

/** Folder of the draw files: `PORTAL_LOTTO_DATA_DIR` when set, else `data/lotto` under the working directory. */
function lottoDataDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return resolve(env['PORTAL_LOTTO_DATA_DIR'] ?? join(process.cwd(), 'data', 'lotto'));
}

/** Every lottery's real draws (date order) and the problems of its file. */
export interface LottoData {
  draws: Readonly<Record<LotteryId, readonly LottoDraw[]>>;
  problems: readonly DrawProblem[];
}

/**
 * Reads and parses both draw files from `dir`.
 * @throws the file system's error when a file cannot be read, or an Error when a file has no draw
 */
export function loadLottoData(dir: string = lottoDataDir()): LottoData {
  const problems: DrawProblem[] = [];
  const draws = {} as Record<LotteryId, readonly LottoDraw[]>;
  for (const lottery of LOTTERY_IDS) {
    const parsed = parseDrawFile(lottery, LOTTO_FILES[lottery], readFileSync(join(dir, LOTTO_FILES[lottery]), 'utf8'));
    if (parsed.draws.length === 0) throw new Error(`${LOTTO_FILES[lottery]}: no draw to replay`);
    draws[lottery] = parsed.draws;
    problems.push(...parsed.problems);
  }
  return { draws, problems };
}

let shared: LottoData | null = null;

/** This process's draws, read once (problems logged once). */
export function lottoData(): LottoData {
  if (!shared) {
    shared = loadLottoData();
    for (const p of shared.problems) console.warn(`lotto: ${p.file}:${p.line}: ${p.reason}`);
  }
  return shared;
}

/** The scheduled draw of a draw id with this process's data. */
export function drawOf(lottoId: number, data: LottoData = lottoData()): ScheduledDraw {
  return scheduledDraw(lottoId, data.draws[lotteryOfDraw(lottoId)]);
}
