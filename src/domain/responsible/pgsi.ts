/**
 * The self-assessment asked before a money limit is raised or removed: the Problem Gambling
 * Severity Index (PGSI), the nine scored items of the Canadian Problem Gambling Index (Ferris, J.
 * & Wynne, H. (2001), "The Canadian Problem Gambling Index: Final Report", Canadian Centre on
 * Substance Abuse). Each item is about the last 12 months and is answered 0 never, 1 sometimes,
 * 2 most of the time, 3 almost always; the score is the sum (0–27): 0 non-problem gambling,
 * 1–2 low risk, 3–7 moderate risk, 8 or more problem gambling.
 *
 * The portal's rule: a raise or removal asked with a score of 8 or more is refused (the player is
 * pointed at the support and self-exclusion options); any lower score lets the change go on to
 * its 24-hour pending period. Question and answer texts are i18n keys (`rg_pgsi_q1` … `rg_pgsi_q9`,
 * `rg_pgsi_answer_0` … `rg_pgsi_answer_3`).
 */

/** The nine PGSI items, by id 1..9, with the i18n key of each question. */
export const PGSI_QUESTIONS: readonly { id: number; key: string }[] = Array.from({ length: 9 }, (_, i) => ({ id: i + 1, key: `rg_pgsi_q${i + 1}` }));

/** Answer values and their i18n keys: 0 never, 1 sometimes, 2 most of the time, 3 almost always. */
export const PGSI_ANSWERS: readonly { value: number; key: string }[] = [0, 1, 2, 3].map((value) => ({ value, key: `rg_pgsi_answer_${value}` }));

/** PGSI categories by score. */
export type PgsiCategory = 'non_problem' | 'low_risk' | 'moderate_risk' | 'problem';

/** Score from which a raise is refused (problem gambling). */
const PGSI_REFUSE_FROM = 8;

/**
 * Scores a complete set of answers.
 * @param answers one per question id 1..9, each 0..3
 * @throws RangeError when a question is missing, repeated or unknown, or an answer is out of 0..3
 */
export function scorePgsi(answers: readonly { questionId: number; value: number }[]): { score: number; category: PgsiCategory; passed: boolean } {
  const ids = answers.map((a) => a.questionId).sort((a, b) => a - b);
  if (ids.length !== 9 || ids.some((id, i) => id !== i + 1)) throw new RangeError('answers: every PGSI question 1..9 exactly once');
  const bad = answers.find((a) => !Number.isInteger(a.value) || a.value < 0 || a.value > 3);
  if (bad) throw new RangeError(`answers: question ${bad.questionId} answer ${bad.value} is not 0..3`);
  const score = answers.reduce((sum, a) => sum + a.value, 0);
  const category: PgsiCategory = score === 0 ? 'non_problem' : score <= 2 ? 'low_risk' : score <= 7 ? 'moderate_risk' : 'problem';
  return { score, category, passed: score < PGSI_REFUSE_FROM };
}
