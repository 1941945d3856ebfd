import type { CareerQuizResult, CareerQuizResultBody } from 'api/contract';
import { apiPost } from 'shared-kit';

/**
 * POST {base}{version}/career-quiz/result (decision 060): scores the seven answers. Data entry
 * calls it only for the result code the lead is saved with; the result page shows the result.
 * 400 QUIZ_* when the stored quiz no longer matches the quiz bank.
 */
export async function scoreQuiz(body: CareerQuizResultBody): Promise<CareerQuizResult> {
  return (await apiPost<{ data: CareerQuizResult }>('/career-quiz/result', body)).data.data;
}
