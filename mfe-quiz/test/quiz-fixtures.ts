import type { AffinityQuestion } from 'api/contract';
import { clearCookiesExcept } from 'shared-kit';

const TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;

/**
 * A quiz as GET generate-affinity serves it: seven questions, six selections each, one per type,
 * no activity twice. `seed` names the quiz, so two generated quizzes differ (keys `s<seed>_q<n>_<type>`).
 * Question n's types start at type n (so the first card is not always R).
 */
export function makeQuiz(seed = 1): AffinityQuestion[] {
  return Array.from({ length: 7 }, (_, q) => ({
    question: q + 1,
    selections: TYPES.map((_, i) => {
      const value = TYPES[(i + q) % 6]!;
      const key = `s${seed}_q${q + 1}_${value.toLowerCase()}`;
      return {
        id: i + 1,
        image: `/api/assets/activities/${key}.svg?v=000000000000`,
        label: key,
        value,
        label_en: `Activity ${q + 1}${value} (${seed})`,
        label_ms: `Aktiviti ${q + 1}${value} (${seed})`,
        alt_en: `Picture ${q + 1}${value}`,
        alt_ms: `Gambar ${q + 1}${value}`,
      };
    }),
  }));
}

/** A fresh browser: no cookies, local or session storage. */
export function clearBrowser(): void {
  clearCookiesExcept([]);
  window.localStorage.clear();
  window.sessionStorage.clear();
}
